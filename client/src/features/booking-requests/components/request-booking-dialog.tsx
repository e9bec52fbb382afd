import { zodResolver } from '@hookform/resolvers/zod';
import { toCents } from '@shared/domain/money';
import { urgencyLevels } from '@shared/schemas/booking-requests';
import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ContactFields,
  CheckboxField,
  Form,
  FormActions,
  FormRow,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  toastSubmitError,
} from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { portName } from '@/components/ui/port-combobox';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { formatDateTime, formatUsd } from '@/lib/format';
import { useCreateBookingRequest } from '../api/create-booking-request';
import {
  type BookingFormValues,
  type BookingPayload,
  bookingFields,
  bookingFormSchema,
} from './booking-form-schema';

export type BookingContactDefaults = { contactName: string; contactEmail: string; companyName: string };

type Props = {
  /** The offering to book; null closes the dialog. */
  offering: ShipOffering | null;
  onOpenChange: (open: boolean) => void;
  contact: BookingContactDefaults;
};

/** SPEC.md §2 Request Booking dialog: opens for one offering and closes on success (SPEC.md §4). */
export function RequestBookingDialog({ offering, onOpenChange, contact }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <Dialog open={offering !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('request.title')}</DialogTitle>
          <DialogDescription>{t('request.description')}</DialogDescription>
        </DialogHeader>
        {offering && (
          <RequestBookingForm
            key={offering.id}
            offering={offering}
            contact={contact}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function VoyageSummary({ offering: o }: { offering: ShipOffering }) {
  const { t, i18n } = useTranslation('bookings');
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">{o.shipName}</p>
      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-700">
        {portName(o.originPort)}
        <ArrowRight className="h-3.5 w-3.5 text-slate-400" aria-label={t('request.to')} />
        {portName(o.destinationPort)}
      </p>
      <p className="mt-1 text-slate-600">
        {t('request.departs', { date: formatDateTime(o.departureDate, i18n.language) })}
      </p>
      <p className="mt-1 text-slate-600">
        {t('request.availableAt', {
          teu: o.availableCapacity,
          price: formatUsd(o.pricePerTEU, i18n.language),
        })}
      </p>
    </div>
  );
}

function RequestBookingForm({
  offering,
  contact,
  onDone,
}: {
  offering: ShipOffering;
  contact: BookingContactDefaults;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const create = useCreateBookingRequest();
  const schema = useMemo(
    () => bookingFormSchema(offering.id, offering.availableCapacity),
    [offering.id, offering.availableCapacity],
  );
  const form = useForm<BookingFormValues, unknown, BookingPayload>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...contact,
      contactPhone: '',
      requestedTEU: undefined,
      cargoDescription: '',
      specialRequirements: '',
      urgencyLevel: 'normal',
      maxBudget: undefined,
      flexibleDates: false,
    },
  });

  const requested = form.watch('requestedTEU');
  // Whole TEU times an exact price, in integer cents: no float is summed (PRODUCT.md 28).
  const estimate =
    Number.isInteger(requested) && requested > 0 ? (toCents(offering.pricePerTEU) * requested) / 100 : null;

  const onSubmit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: () => {
        const hint = offering.isDemo ? t('request.submittedDemoHint') : t('request.submittedHint');
        toast({ title: t('request.submitted'), description: hint });
        onDone();
      },
      onError: (err) => {
        applyServerIssues(err, bookingFields, form.setError);
        toastSubmitError(err, t('request.failed'));
      },
    }),
  );

  return (
    <Form form={form} idPrefix="booking" onSubmit={onSubmit}>
      <VoyageSummary offering={offering} />
      {offering.isDemo && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('request.demoNote')}
        </p>
      )}
      <FormRow>
        <NumberField
          name="requestedTEU"
          label={t('fields.requestedTEU')}
          hint={t('request.maxHint', { max: offering.availableCapacity })}
          required
          integer
          min={1}
          max={offering.availableCapacity}
        />
        <MoneyField name="maxBudget" label={t('fields.maxBudgetOptional')} />
      </FormRow>
      {estimate !== null && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('request.estimate', { amount: formatUsd(estimate, i18n.language) })}
        </p>
      )}
      <TextareaField
        name="cargoDescription"
        label={t('fields.cargoDescription')}
        required
        rows={3}
        placeholder={t('request.cargoPlaceholder')}
      />
      <FormRow>
        <SelectField
          name="urgencyLevel"
          label={t('fields.urgencyLevel')}
          options={urgencyLevels}
          optionLabel={(u) => t(`urgency.${u}`)}
        />
        <CheckboxField
          name="flexibleDates"
          label={t('fields.flexibleDates')}
          className="flex items-end pb-2"
        />
      </FormRow>
      <TextareaField name="specialRequirements" label={t('fields.specialRequirementsOptional')} rows={2} />
      <ContactFields
        title={t('request.contactSection')}
        label={(key) => t(`fields.${key}`)}
        withPhoneAndCompany
      />
      <FormActions
        onCancel={onDone}
        pending={create.isPending}
        submitLabel={t('request.submit')}
        pendingLabel={t('request.submitting')}
      />
    </Form>
  );
}
