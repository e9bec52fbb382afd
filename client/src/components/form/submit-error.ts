import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import i18n from '@/lib/i18n';

/**
 * SPEC.md §8: a failed submission's toast with the server's message (else the fallback) and the request id; its
 * title is 'Error' unless the form names what failed ("Login failed").
 */
export function toastSubmitError(err: unknown, fallback: string, title: string = i18n.t('common:error')) {
  toast({
    variant: 'destructive',
    title,
    description: serverMessageOr(err, fallback),
    reference: requestIdOf(err),
  });
}
