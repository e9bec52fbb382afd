import { zodResolver } from '@hookform/resolvers/zod';
import type { Vessel } from '@shared/schemas/vessels';
import type { ReactNode } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/form/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PortCombobox } from '@/components/ui/port-combobox';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { applyServerIssues, fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { useCreateShipOffering } from '../api/create-ship-offering';
import {
  isoToLocal,
  type OfferFormValues,
  type OfferPayload,
  offerFields,
  offerFormSchema,
} from './offer-form-schema';

export type OfferContactDefaults = { contactName: string; contactEmail: string; companyName: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: OfferContactDefaults;
  /** The signed-in user's fleet; choosing one prefills name and capacity (the form also works without). */
  vessels: Vessel[];
  /** Starts from this fleet vessel (the fleet page's "Offer a voyage"). */
  initialVesselId?: string;
};

/** SPEC.md §2 Offer Ship dialog: closes on success; the offering then waits for an administrator's approval. */
export function OfferShipDialog({ open, onOpenChange, contact, vessels, initialVesselId }: Props) {
  const { t } = useTranslation('offerings');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('offer.title')}</DialogTitle>
          <DialogDescription>{t('offer.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <OfferShipForm
            contact={contact}
            vessels={vessels}
            initialVessel={vessels.find((v) => v.id === initialVesselId)}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</legend>
      {children}
    </fieldset>
  );
}

const emptyForm = (contact: OfferContactDefaults, vessel?: Vessel): DefaultValues<OfferFormValues> => ({
  vesselId: vessel?.id ?? '',
  shipName: vessel?.name ?? '',
  teuCapacity: vessel?.teuCapacity,
  originPort: '',
  destinationPort: '',
  departureDate: '',
  arrivalDate: '',
  pricePerTEU: undefined,
  availableCapacity: vessel?.teuCapacity,
  cargoTypes: '',
  specialRequirements: '',
  contactPhone: '',
  ...contact,
});

function OfferShipForm({
  contact,
  vessels,
  initialVessel,
  onDone,
}: {
  contact: OfferContactDefaults;
  vessels: Vessel[];
  initialVessel?: Vessel;
  onDone: () => void;
}) {
  const { t } = useTranslation('offerings');
  const create = useCreateShipOffering();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<OfferFormValues, unknown, OfferPayload>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: emptyForm(contact, initialVessel),
  });

  const chooseVessel = (id: string) => {
    const vessel = vessels.find((v) => v.id === id);
    if (!vessel) return;
    setValue('shipName', vessel.name, { shouldValidate: Boolean(errors.shipName) });
    setValue('teuCapacity', vessel.teuCapacity, { shouldValidate: Boolean(errors.teuCapacity) });
    if (Number.isNaN(getValues('availableCapacity'))) setValue('availableCapacity', vessel.teuCapacity);
  };

  const onSubmit = handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: () => {
        toast({ title: t('offer.created'), description: t('offer.createdHint') });
        onDone();
      },
      onError: (err) => {
        applyServerIssues(err, offerFields, setError);
        toast({
          variant: 'destructive',
          title: t('common:error'),
          description: serverMessageOr(err, t('offer.failed')),
          reference: requestIdOf(err),
        });
      },
    }),
  );

  const field = (name: keyof OfferFormValues) => ({
    ...fieldA11y(`offer-${name}`, errors[name]),
    ...register(name, {
      valueAsNumber: ['teuCapacity', 'pricePerTEU', 'availableCapacity'].includes(name),
    }),
  });
  const minDeparture = isoToLocal(new Date());

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title={t('offer.sections.vessel')}>
        {vessels.length > 0 ? (
          <FormField id="offer-vesselId" label={t('offer.fields.fleetVessel')} hint={t('offer.fleetHint')}>
            <NativeSelect
              id="offer-vesselId"
              {...register('vesselId', { onChange: (e) => chooseVessel(e.target.value) })}
            >
              <option value="">{t('offer.manualEntry')}</option>
              {vessels.map((v) => (
                <option key={v.id} value={v.id}>
                  {t('offer.vesselOption', { name: v.name, teu: v.teuCapacity })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : (
          <p className="text-sm text-slate-500">
            {t('offer.noFleet')}{' '}
            <Link href="/fleet" className="font-medium text-brand-700 hover:underline">
              {t('offer.openFleet')}
            </Link>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="offer-shipName" label={t('fields.shipName')} error={errors.shipName?.message}>
            <Input {...field('shipName')} autoComplete="off" />
          </FormField>
          <FormField
            id="offer-teuCapacity"
            label={t('fields.teuCapacity')}
            error={errors.teuCapacity?.message}
          >
            <Input {...field('teuCapacity')} type="number" inputMode="numeric" min={1} step={1} />
          </FormField>
        </div>
      </Section>

      <Section title={t('offer.sections.voyage')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="offer-originPort" label={t('fields.originPort')} error={errors.originPort?.message}>
            <Controller
              control={control}
              name="originPort"
              render={({ field: f }) => (
                <PortCombobox
                  {...fieldA11y('offer-originPort', errors.originPort)}
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                />
              )}
            />
          </FormField>
          <FormField
            id="offer-destinationPort"
            label={t('fields.destinationPort')}
            error={errors.destinationPort?.message}
          >
            <Controller
              control={control}
              name="destinationPort"
              render={({ field: f }) => (
                <PortCombobox
                  {...fieldA11y('offer-destinationPort', errors.destinationPort)}
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                />
              )}
            />
          </FormField>
          <FormField
            id="offer-departureDate"
            label={t('fields.departureDate')}
            error={errors.departureDate?.message}
          >
            <Input {...field('departureDate')} type="datetime-local" min={minDeparture} />
          </FormField>
          <FormField
            id="offer-arrivalDate"
            label={t('fields.arrivalDateOptional')}
            error={errors.arrivalDate?.message}
          >
            <Input {...field('arrivalDate')} type="datetime-local" min={minDeparture} />
          </FormField>
        </div>
      </Section>

      <Section title={t('offer.sections.capacity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="offer-availableCapacity"
            label={t('fields.availableCapacity')}
            error={errors.availableCapacity?.message}
          >
            <Input {...field('availableCapacity')} type="number" inputMode="numeric" min={0} step={1} />
          </FormField>
          <FormField
            id="offer-pricePerTEU"
            label={t('fields.pricePerTEU')}
            error={errors.pricePerTEU?.message}
          >
            <Input {...field('pricePerTEU')} type="number" inputMode="decimal" min={0} step={0.01} />
          </FormField>
        </div>
        <FormField
          id="offer-cargoTypes"
          label={t('fields.cargoTypesOptional')}
          hint={t('offer.cargoTypesHint')}
          error={errors.cargoTypes?.message}
        >
          <Input {...field('cargoTypes')} placeholder={t('offer.cargoTypesPlaceholder')} />
        </FormField>
        <FormField
          id="offer-specialRequirements"
          label={t('fields.specialRequirementsOptional')}
          error={errors.specialRequirements?.message}
        >
          <Textarea {...field('specialRequirements')} rows={3} />
        </FormField>
      </Section>

      <Section title={t('offer.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="offer-contactName"
            label={t('fields.contactName')}
            error={errors.contactName?.message}
          >
            <Input {...field('contactName')} autoComplete="name" />
          </FormField>
          <FormField
            id="offer-contactEmail"
            label={t('fields.contactEmail')}
            error={errors.contactEmail?.message}
          >
            <Input {...field('contactEmail')} type="email" autoComplete="email" />
          </FormField>
          <FormField
            id="offer-contactPhone"
            label={t('fields.contactPhoneOptional')}
            error={errors.contactPhone?.message}
          >
            <Input {...field('contactPhone')} type="tel" autoComplete="tel" />
          </FormField>
          <FormField
            id="offer-companyName"
            label={t('fields.companyNameOptional')}
            error={errors.companyName?.message}
          >
            <Input {...field('companyName')} autoComplete="organization" />
          </FormField>
        </div>
      </Section>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner className="h-4 w-4" />}
          {create.isPending ? t('offer.submitting') : t('offer.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
