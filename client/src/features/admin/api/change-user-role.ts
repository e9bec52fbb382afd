import type { AdminUser, AssignableRole } from '@shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { useModerationMutation, userPath } from './moderation-mutation';

/** PATCH /api/admin/users/:id/role `{ role }` (super admins only; the user's sessions end). */
export const changeUserRole = ({ id, role }: { id: string; role: AssignableRole }) =>
  apiRequest<AdminUser>('PATCH', userPath(id, 'role'), { role });

export const useChangeUserRole = () =>
  useModerationMutation(changeUserRole, 'moderation.roleChanged', 'moderation.roleChangeFailed');
