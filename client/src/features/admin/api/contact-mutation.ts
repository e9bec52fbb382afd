import type { ContactMessageDetail } from '@shared/schemas/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError, requestIdOf } from '@/lib/api-client';
import { contactMessageKey } from './get-contact-message';
import { contactMessagesKey } from './get-contact-messages';
import { invalidateAfterReview } from './review-invalidation';

export const messagePath = (id: string) => `/api/admin/contact-messages/${encodeURIComponent(id)}`;

/** A change to one message: the open message updates at once, the inbox and the logs refetch. */
export function useContactMutation<V>(
  fn: (v: V) => Promise<ContactMessageDetail>,
  done: (detail: ContactMessageDetail) => string,
  failed: string,
) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      queryClient.setQueryData(contactMessageKey(detail.id), detail);
      toast({ title: t(done(detail)) });
    },
    onError: (err) =>
      toast({
        title: t(failed),
        description: err instanceof ApiError ? err.serverMessage : undefined,
        reference: requestIdOf(err),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterReview(queryClient, [contactMessagesKey]),
  });
}
