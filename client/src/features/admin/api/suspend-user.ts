import type { AdminUser } from '@shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { useModerationMutation, userPath } from './moderation-mutation';

/** POST /api/admin/users/:id/suspend `{ reason }`: the user's sessions end at once. */
export const suspendUser = ({ id, reason }: { id: string; reason: string }) =>
  apiRequest<AdminUser>('POST', userPath(id, 'suspend'), { reason });

export const useSuspendUser = () =>
  useModerationMutation(suspendUser, 'moderation.suspended', 'moderation.suspendFailed');
