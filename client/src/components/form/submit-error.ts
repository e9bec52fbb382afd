import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import i18n from '@/lib/i18n';

/** SPEC.md §8: a failed submission's toast with the server's message (else the fallback) and the request id. */
export function toastSubmitError(err: unknown, fallback: string) {
  toast({
    variant: 'destructive',
    title: i18n.t('common:error'),
    description: serverMessageOr(err, fallback),
    reference: requestIdOf(err),
  });
}
