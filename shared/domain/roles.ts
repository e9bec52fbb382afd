// Plain constants without zod: the client's entry (router, layouts) needs them, and importing the schemas
// would put zod into every page's first load (issue 11 §3). shared/schemas/auth.ts re-exports them.
export const roles = ['admin', 'super_admin', 'shipowner', 'cargo_owner', 'user'] as const;
export type Role = (typeof roles)[number];
export const adminRoles = ['admin', 'super_admin'] as const satisfies readonly Role[];
export const isAdminRole = (role: Role | null | undefined) => role === 'admin' || role === 'super_admin';
