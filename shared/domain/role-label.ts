import { isAdminRole, type Role } from '../schemas/auth';

export type RoleLabel = 'admin' | 'shipOwner' | 'cargoOwner' | 'user';

/** SPEC.md §4: admin; else ship owner if the user has vessels or offerings; else cargo owner if cargo requests; else user. */
export function roleLabel(input: { role: Role; vessels?: number; offerings?: number; cargoRequests?: number }): RoleLabel {
  if (isAdminRole(input.role)) return 'admin';
  if ((input.vessels ?? 0) > 0 || (input.offerings ?? 0) > 0) return 'shipOwner';
  if ((input.cargoRequests ?? 0) > 0) return 'cargoOwner';
  return 'user';
}
