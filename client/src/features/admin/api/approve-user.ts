import type { User } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, requestIdOf } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';
import { pendingUsersKey } from './get-pending-users';
import { invalidateAfterReview } from './review-invalidation';

export const approveUser = (id: string) =>
  apiRequest<User>('POST', `/api/admin/approve-user/${encodeURIComponent(id)}`);

export function useApproveUser() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => toast({ title: t('approvals.approved') }),
    onError: (err) =>
      toast({
        title: t('approvals.approveFailed'),
        description: err instanceof ApiError ? err.serverMessage : undefined,
        reference: requestIdOf(err),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterReview(queryClient, [pendingUsersKey, adminUsersKey]),
  });
}
