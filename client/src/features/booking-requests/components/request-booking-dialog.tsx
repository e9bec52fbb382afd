import { zodResolver } from '@hookform/resolvers/zod';
import { urgencyLevels } from '@shared/schemas/booking-requests';
import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  ContactFields,
  Form,
  FormActions,
  FormRow,
  SelectField,
  TextareaField,
  toastSubmitError,
} from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateBookingRequest } from '../api/create-booking-request';
import { BookingCargoFields } from './booking-cargo-fields';
import {
  type BookingFormValues,
  type BookingPayload,
  bookingFields,
  bookingFormSchema,
} from './booking-form-schema';
import { VoyageSummary } from './voyage-summary';

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

function RequestBookingForm({
  offering,
  contact,
  onDone,
}: {
  offering: ShipOffering;
  contact: BookingContactDefaults;
  onDone: () => void;
}) {
  const { t } = useTranslation('bookings');
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
      boxMix: [],
      commodity: '',
      cargoDescription: '',
      specialRequirements: '',
      urgencyLevel: 'normal',
      maxBudget: undefined,
      flexibleDates: false,
    },
  });

  const onSubmit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: () => {
        const hint = offering.isDemo ? t('request.submittedDemoHint') : t('request.submittedHint');
        toast({ title: t('request.submitted'), description: hint });
        onDone();
      },
      onError: (err) => {
        applyServerIssues(err, bookingFields, form.setError, ['boxMix']);
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
      <BookingCargoFields offering={offering} />
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
