import { type BookingRequest, declineBookingRequestSchema } from '@shared/schemas/booking-requests';
import { useTranslation } from 'react-i18next';
import { toastSubmitError } from '@/components/form';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/components/ui/toast-store';
import { useDeclineBookingRequest } from '../api/decline-booking-request';

type Props = { request: BookingRequest | null; onOpenChange: (open: boolean) => void };

/** Declining needs a reason the requester will read (SPEC.md §4: confirm disabled until it is non-blank). */
export function DeclineDialog({ request, onOpenChange }: Props) {
  const { t } = useTranslation('bookings');
  const decline = useDeclineBookingRequest();
  return (
    <ReasonDialog
      open={request !== null}
      onClose={() => onOpenChange(false)}
      title={t('declineDialog.title')}
      description={t('declineDialog.description', {
        name: request?.contactName ?? '',
        count: request?.requestedTEU ?? 0,
      })}
      reasonLabel={t('declineDialog.reasonLabel')}
      placeholder={t('declineDialog.reasonPlaceholder')}
      confirmLabel={t('declineDialog.confirm')}
      schema={declineBookingRequestSchema}
      pending={decline.isPending}
      onConfirm={(reason, done) =>
        request &&
        decline.mutate(
          { id: request.id, reason },
          {
            onSuccess: () => {
              toast({ title: t('incoming.declined') });
              done();
            },
            onError: (err) => toastSubmitError(err, t('incoming.tryAgain'), t('incoming.declineFailed')),
          },
        )
      }
    />
  );
}
