import { zodResolver } from '@hookform/resolvers/zod';
import { type BookingRequest, declineCounterSchema } from '@shared/schemas/booking-requests';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormActions, TextareaField, toastSubmitError } from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useDeclineCounterOffer } from '../api/decline-counter-offer';

type Props = { request: BookingRequest | null; onOpenChange: (open: boolean) => void };

/** The requester declines the owner's counter-offer; the reason is optional (the owner reads it if given). */
export function DeclineCounterDialog({ request, onOpenChange }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('declineCounter.title')}</DialogTitle>
          <DialogDescription>
            {t('declineCounter.description', { ship: request?.offering.shipName ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {request && (
          <DeclineCounterForm key={request.id} request={request} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Values = { reason?: string | null };

function DeclineCounterForm({ request, onDone }: { request: BookingRequest; onDone: () => void }) {
  const { t } = useTranslation('bookings');
  const decline = useDeclineCounterOffer();
  const form = useForm<Values, unknown, { reason: string | null }>({
    resolver: zodResolver(declineCounterSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    decline.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          toast({ title: t('declineCounter.done') });
          onDone();
        },
        onError: (err) => {
          toastSubmitError(err, t('incoming.tryAgain'), t('declineCounter.failed'));
          // 409: the counter is no longer open; the list has been refetched.
          if (err instanceof ApiError && err.status === 409) onDone();
        },
      },
    ),
  );
  return (
    <Form form={form} idPrefix="decline-counter" onSubmit={onSubmit}>
      <TextareaField
        name="reason"
        label={t('declineCounter.reasonLabel')}
        placeholder={t('declineCounter.reasonPlaceholder')}
        rows={3}
        maxLength={1000}
      />
      <FormActions
        variant="destructive"
        onCancel={onDone}
        pending={decline.isPending}
        submitLabel={t('declineCounter.confirm')}
      />
    </Form>
  );
}
