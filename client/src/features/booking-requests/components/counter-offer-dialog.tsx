import { zodResolver } from '@hookform/resolvers/zod';
import type { BookingRequest } from '@shared/schemas/booking-requests';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  DateTimeField,
  Form,
  FormActions,
  FormRow,
  MoneyField,
  NumberField,
  TextareaField,
  toastSubmitError,
} from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerIssues } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { isoToLocal } from '@/lib/local-datetime';
import { useCounterBookingRequest } from '../api/counter-booking-request';
import {
  type CounterFormValues,
  type CounterPayload,
  counterFields,
  counterFormSchema,
  counterToForm,
} from './counter-form-schema';

type Props = { request: BookingRequest | null; onOpenChange: (open: boolean) => void };

/** PRODUCT.md 33: the owner answers a pending request with other terms instead of accepting or declining it. */
export function CounterOfferDialog({ request, onOpenChange }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('counterDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('counterDialog.description', {
              name: request?.contactName ?? '',
              count: request?.requestedTEU ?? 0,
            })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per request, so each opening starts from that request's terms. */}
        {request && <CounterForm key={request.id} request={request} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CounterForm({ request, onDone }: { request: BookingRequest; onDone: () => void }) {
  const { t, i18n } = useTranslation('bookings');
  const counter = useCounterBookingRequest();
  const form = useForm<CounterFormValues, unknown, CounterPayload>({
    resolver: zodResolver(counterFormSchema as unknown as z.ZodType<CounterPayload, CounterFormValues>),
    defaultValues: counterToForm(request),
  });

  const onSubmit = form.handleSubmit((terms) =>
    counter.mutate(
      { id: request.id, ...terms },
      {
        onSuccess: () => {
          toast({
            title: t('counterDialog.sent'),
            description: t('counterDialog.sentHint', { name: request.contactName }),
          });
          onDone();
        },
        onError: (err) => {
          // Field issues go under their fields; anything else (a 409: no longer pending) is a toast.
          if (applyServerIssues(err, counterFields, form.setError)) return;
          toastSubmitError(err, t('incoming.tryAgain'), t('counterDialog.failed'));
          if (err instanceof ApiError && err.status === 409) onDone();
        },
      },
    ),
  );

  return (
    <Form form={form} idPrefix="counter" onSubmit={onSubmit}>
      <FormRow>
        {/* In the request's currency (the offering's): the agreement stays in it (PRODUCT.md 37). */}
        <MoneyField
          name="pricePerTEU"
          label={t('counterDialog.pricePerTEU')}
          currency={request.currency}
          required
        />
        <NumberField name="teu" label={t('counterDialog.teu')} required integer min={1} unit="TEU" />
      </FormRow>
      <DateTimeField
        name="departureDate"
        label={t('counterDialog.departureDate')}
        hint={t('counterDialog.departureHint', {
          date: formatDateTime(request.offering.departureDate, i18n.language),
        })}
        min={isoToLocal(new Date())}
      />
      <TextareaField
        name="note"
        label={t('counterDialog.note')}
        placeholder={t('counterDialog.notePlaceholder')}
        rows={3}
        maxLength={1000}
      />
      <FormActions
        onCancel={onDone}
        pending={counter.isPending}
        submitLabel={t('counterDialog.submit')}
        pendingLabel={t('counterDialog.submitting')}
      />
    </Form>
  );
}
