import type { User } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, requestIdOf } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';
import { pendingUsersKey } from './get-pending-users';
import { invalidateAfterReview } from './review-invalidation';

export type RejectUserInput = { id: string; reason: string };

export const rejectUser = ({ id, reason }: RejectUserInput) =>
  apiRequest<User>('POST', `/api/admin/reject-user/${encodeURIComponent(id)}`, { reason });

export function useRejectUser() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => toast({ title: t('approvals.rejected') }),
    onError: (err) =>
      toast({
        title: t('approvals.rejectFailed'),
        description: err instanceof ApiError ? err.serverMessage : undefined,
        reference: requestIdOf(err),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterReview(queryClient, [pendingUsersKey, adminUsersKey]),
  });
}
