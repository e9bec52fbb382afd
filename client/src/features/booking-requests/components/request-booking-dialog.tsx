import { zodResolver } from '@hookform/resolvers/zod';
import { toCents } from '@shared/domain/money';
import { urgencyLevels } from '@shared/schemas/booking-requests';
import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { portName } from '@/components/ui/port-combobox';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues, fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { formatDateTime, formatUsd } from '@/lib/format';
import { useCreateBookingRequest } from '../api/create-booking-request';
import {
  type BookingFormValues,
  type BookingPayload,
  bookingFields,
  bookingFormSchema,
} from './booking-form-schema';
import { requestIdOf } from '@/lib/api-client';

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
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<BookingFormValues, unknown, BookingPayload>({
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

  const requested = watch('requestedTEU');
  // Whole TEU times an exact price, in integer cents: no float is summed (PRODUCT.md 28).
  const estimate =
    Number.isInteger(requested) && requested > 0 ? (toCents(offering.pricePerTEU) * requested) / 100 : null;

  const onSubmit = handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: () => {
        const hint = offering.isDemo ? t('request.submittedDemoHint') : t('request.submittedHint');
        toast({ title: t('request.submitted'), description: hint });
        onDone();
      },
      onError: (err) => {
        applyServerIssues(err, bookingFields, setError);
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: serverMessageOr(err, t('request.failed')),
          reference: requestIdOf(err),
        });
      },
    }),
  );

  const field = (name: keyof BookingFormValues) => ({
    ...fieldA11y(`booking-${name}`, errors[name]),
    ...register(name, { valueAsNumber: name === 'requestedTEU' || name === 'maxBudget' }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <VoyageSummary offering={offering} />
      {offering.isDemo && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('request.demoNote')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="booking-requestedTEU"
          label={t('fields.requestedTEU')}
          hint={t('request.maxHint', { max: offering.availableCapacity })}
          error={errors.requestedTEU?.message}
        >
          <Input
            {...field('requestedTEU')}
            type="number"
            inputMode="numeric"
            min={1}
            max={offering.availableCapacity}
            step={1}
          />
        </FormField>
        <FormField
          id="booking-maxBudget"
          label={t('fields.maxBudgetOptional')}
          error={errors.maxBudget?.message}
        >
          <Input {...field('maxBudget')} type="number" inputMode="decimal" min={0} step={0.01} />
        </FormField>
      </div>
      {estimate !== null && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('request.estimate', { amount: formatUsd(estimate, i18n.language) })}
        </p>
      )}
      <FormField
        id="booking-cargoDescription"
        label={t('fields.cargoDescription')}
        error={errors.cargoDescription?.message}
      >
        <Textarea {...field('cargoDescription')} rows={3} placeholder={t('request.cargoPlaceholder')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="booking-urgencyLevel"
          label={t('fields.urgencyLevel')}
          error={errors.urgencyLevel?.message}
        >
          <NativeSelect {...field('urgencyLevel')}>
            {urgencyLevels.map((u) => (
              <option key={u} value={u}>
                {t(`urgency.${u}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex items-end pb-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-brand-700"
              {...register('flexibleDates')}
            />
            {t('fields.flexibleDates')}
          </label>
        </div>
      </div>
      <FormField
        id="booking-specialRequirements"
        label={t('fields.specialRequirementsOptional')}
        error={errors.specialRequirements?.message}
      >
        <Textarea {...field('specialRequirements')} rows={2} />
      </FormField>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t('request.contactSection')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="booking-contactName"
            label={t('fields.contactName')}
            error={errors.contactName?.message}
          >
            <Input {...field('contactName')} autoComplete="name" />
          </FormField>
          <FormField
            id="booking-contactEmail"
            label={t('fields.contactEmail')}
            error={errors.contactEmail?.message}
          >
            <Input {...field('contactEmail')} type="email" autoComplete="email" />
          </FormField>
          <FormField
            id="booking-contactPhone"
            label={t('fields.contactPhoneOptional')}
            error={errors.contactPhone?.message}
          >
            <Input {...field('contactPhone')} type="tel" autoComplete="tel" />
          </FormField>
          <FormField
            id="booking-companyName"
            label={t('fields.companyNameOptional')}
            error={errors.companyName?.message}
          >
            <Input {...field('companyName')} autoComplete="organization" />
          </FormField>
        </div>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner className="h-4 w-4" />}
          {create.isPending ? t('request.submitting') : t('request.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
