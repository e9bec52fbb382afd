import type { AdminUser } from '@shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { useModerationMutation, userPath } from './moderation-mutation';

/** POST /api/admin/users/:id/reactivate. */
export const reactivateUser = (id: string) => apiRequest<AdminUser>('POST', userPath(id, 'reactivate'));

export const useReactivateUser = () =>
  useModerationMutation(reactivateUser, 'moderation.reactivated', 'moderation.reactivateFailed');
