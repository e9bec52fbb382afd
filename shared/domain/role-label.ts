import { isAdminRole, type Role } from '../schemas/auth';

export type RoleLabel = 'admin' | 'shipOwner' | 'cargoOwner' | 'user';

/**
 * SPEC.md §4: admin; else ship owner if the user has vessels or offerings; else cargo owner if cargo requests.
 * Without any such data the role chosen at registration (PRODUCT.md 20) speaks (issue 13): a new ship owner
 * without vessels is a Ship Owner, not "User".
 */
export function roleLabel(input: {
  role: Role;
  vessels?: number;
  offerings?: number;
  cargoRequests?: number;
}): RoleLabel {
  if (isAdminRole(input.role)) return 'admin';
  if ((input.vessels ?? 0) > 0 || (input.offerings ?? 0) > 0) return 'shipOwner';
  if ((input.cargoRequests ?? 0) > 0) return 'cargoOwner';
  if (input.role === 'shipowner') return 'shipOwner';
  if (input.role === 'cargo_owner') return 'cargoOwner';
  return 'user';
}
