import type { AdminUser } from '@shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';
import { invalidateAfterReview } from './review-invalidation';

export const userPath = (id: string, action: string) =>
  `/api/admin/users/${encodeURIComponent(id)}/${action}`;

/** A moderation call: a toast either way, then the users list, activities, audit logs and statistics refetch. */
export function useModerationMutation<V>(fn: (v: V) => Promise<AdminUser>, done: string, failed: string) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => toast({ title: t(done, { name: `${user.firstName} ${user.lastName}` }) }),
    onError: (err) =>
      toast({
        title: t(failed),
        description: err instanceof ApiError ? err.serverMessage : undefined,
        reference: requestIdOf(err),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterReview(queryClient, [adminUsersKey]),
  });
}
