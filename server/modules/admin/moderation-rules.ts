import type { Role } from '@shared/schemas/auth';
import { AppError } from '../../lib/errors';

type Account = { id: string; role: Role };

/**
 * Who may suspend or reactivate whom: nobody themselves; an admin only everyday accounts; administrators (admin
 * and super admin) only a super admin. An admin therefore can never lock out a peer or the super admin.
 */
export function assertMayModerate(actor: Account, target: Account) {
  if (actor.id === target.id)
    throw new AppError('FORBIDDEN', 'You cannot suspend or reactivate your own account');
  if (target.role === 'super_admin' && actor.role !== 'super_admin')
    throw new AppError('FORBIDDEN', 'Only a super admin can change a super admin');
  if (target.role === 'admin' && actor.role !== 'super_admin')
    throw new AppError('FORBIDDEN', 'Only a super admin can change an administrator');
}

/**
 * Role changes (the route already requires a super admin): never one's own, never a super admin's. A super admin
 * is only made or unmade with `npm run admin:create` (PRODUCT.md 3 and 20), so the panel cannot lock out the last.
 */
export function assertMayChangeRole(actor: Account, target: Account) {
  if (actor.id === target.id) throw new AppError('FORBIDDEN', 'You cannot change your own role');
  if (target.role === 'super_admin')
    throw new AppError('FORBIDDEN', "A super admin's role cannot be changed in the admin panel");
}
