// Plain constants without zod: the client's entry (router, layouts) needs them, and importing the schemas
// would put zod into every page's first load (issue 11 §3). shared/schemas/auth.ts re-exports them.
export const roles = ['admin', 'super_admin', 'shipowner', 'cargo_owner', 'user'] as const;
export type Role = (typeof roles)[number];
export const adminRoles = ['admin', 'super_admin'] as const satisfies readonly Role[];
export const isAdminRole = (role: Role | null | undefined) => role === 'admin' || role === 'super_admin';

/**
 * PRODUCT.md 20: the role follows the user type chosen at registration (a forwarder, broker or other is a user);
 * admin roles are never chosen. One rule for registration and the demo data alike (issue 27).
 */
export const roleForUserType = (userType: string): Role =>
  userType === 'shipowner' ? 'shipowner' : userType === 'cargo_owner' ? 'cargo_owner' : 'user';
