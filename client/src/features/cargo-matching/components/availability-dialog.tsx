import { zodResolver } from '@hookform/resolvers/zod';
import { availabilityToForm } from '@shared/domain/matching/form-mapping';
import {
  type CreateVesselAvailability,
  cargoTypes,
  equipmentTypes,
  type UpdateVesselAvailabilityInput,
  type VesselAvailability,
} from '@shared/schemas/matching';
import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import { Lock } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
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
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { PortCombobox, portName } from '@/components/ui/port-combobox';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { isoToLocal } from '@/lib/local-datetime';
import { useCreateVesselAvailability } from '../api/create-vessel-availability';
import { useUpdateVesselAvailability } from '../api/update-vessel-availability';
import type { MailPrefill } from '../utils/draft-to-form';
import { applyPayloadIssues, withFormFieldNames } from '../utils/payload-field-names';
import {
  type AvailabilityForm,
  type AvailabilityFormContext,
  type AvailabilityPayload,
  availabilityFields,
  availabilityFormSchema,
  availabilityRenames,
} from './availability-form-schema';
import { requestIdOf } from '@/lib/api-client';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { MailSource } from './mail-source';

export type ContactDefaults = { contactName: string; contactEmail: string };

/** null: closed; create: a new capacity (prefilled from a pasted mail, with the mail beside it); edit: the stored one. */
export type AvailabilityDialogTarget =
  | { mode: 'create'; prefill?: MailPrefill<AvailabilityForm> }
  | { mode: 'edit'; availability: VesselAvailability }
  | null;

type Props = {
  target: AvailabilityDialogTarget;
  onClose: () => void;
  contact: ContactDefaults;
  /** The signed-in user's fleet: choosing one prefills name and TEU. */
  vessels: Vessel[];
  /** The user's approved ship offerings not yet listed: choosing one takes its route, dates, TEU and price. */
  offerings: OwnShipOffering[];
};

/** SPEC.md §2 'Add Vessel Capacity': by hand, from a fleet vessel or from an approved ship offering. */
export function AvailabilityDialog({ target, onClose, contact, vessels, offerings }: Props) {
  const { t } = useTranslation('matching');
  const editing = target?.mode === 'edit' ? target.availability : null;
  const prefill = target?.mode === 'create' ? target.prefill : undefined;
  const body = target && (
    <AvailabilityFormBody
      key={editing?.id ?? 'new'}
      editing={editing}
      prefill={prefill}
      contact={contact}
      vessels={vessels}
      offerings={offerings}
      onDone={onClose}
    />
  );
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={prefill ? 'max-w-5xl' : 'max-w-2xl'}>
        <DialogHeader>
          <DialogTitle>{editing ? t('capacityForm.editTitle') : t('capacityForm.title')}</DialogTitle>
          <DialogDescription>
            {editing ? t('capacityForm.editDescription') : t('capacityForm.description')}
          </DialogDescription>
        </DialogHeader>
        {prefill ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {body}
            <MailSource
              text={prefill.source}
              spans={Object.values(prefill.spans)}
              missing={prefill.missing.map((f) => t(`capacityForm.fields.${f}`))}
            />
          </div>
        ) : (
          body
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

const emptyForm = (contact: ContactDefaults): DefaultValues<AvailabilityForm> => ({
  vesselId: '',
  shipOfferingId: '',
  vesselName: '',
  teuCapacity: undefined,
  originPort: '',
  destinationPort: '',
  departureDate: '',
  availableDate: '',
  pricePerTEU: undefined,
  cargoTypes: [],
  specialEquipment: [],
  ...contact,
});

/** The stored capacity as form values, its instants as local date-times. */
const storedForm = (a: VesselAvailability): AvailabilityForm => {
  const f = availabilityToForm(a);
  return { ...f, departureDate: isoToLocal(f.departureDate), availableDate: isoToLocal(f.availableDate) };
};

function AvailabilityFormBody({
  editing,
  prefill,
  contact,
  vessels,
  offerings,
  onDone,
}: {
  editing: VesselAvailability | null;
  prefill?: MailPrefill<AvailabilityForm>;
  contact: ContactDefaults;
  vessels: Vessel[];
  offerings: OwnShipOffering[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('matching');
  const create = useCreateVesselAvailability();
  const update = useUpdateVesselAvailability();
  const pending = create.isPending || update.isPending;
  const ctx = useMemo<AvailabilityFormContext>(
    () =>
      editing
        ? {
            mode: 'update',
            links: { vesselId: editing.vesselId, shipOfferingId: editing.shipOfferingId },
            stored: { departureDate: editing.departureDate, arrivalDate: editing.arrivalDate },
          }
        : { mode: 'create' },
    [editing],
  );
  const resolver = useMemo(
    () => withFormFieldNames(zodResolver(availabilityFormSchema(ctx)), availabilityRenames),
    [ctx],
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm<AvailabilityForm, unknown, AvailabilityPayload>({
    resolver,
    // Controllers register after plain inputs, so react-hook-form's own focus would skip the port fields.
    shouldFocusError: false,
    defaultValues: editing ? storedForm(editing) : { ...emptyForm(contact), ...prefill?.values },
  });

  const vesselId = watch('vesselId');
  const shipOfferingId = watch('shipOfferingId');
  const fromOffering = Boolean(shipOfferingId);
  // An availability with accepted matches keeps its route and dates (the server answers 409 otherwise).
  const voyageHeld = Boolean(editing && editing.acceptedMatches > 0);
  const lockVoyage = fromOffering || voyageHeld;
  const lockFigures = fromOffering;

  const chooseSource = (value: string) => {
    const [kind, id] = value.split(':');
    const vessel = kind === 'vessel' ? vessels.find((v) => v.id === id) : undefined;
    const offering = kind === 'offering' ? offerings.find((o) => o.id === id) : undefined;
    setValue('vesselId', vessel?.id ?? '');
    setValue('shipOfferingId', offering?.id ?? '');
    clearErrors(['vesselId', 'shipOfferingId']);
    if (vessel) {
      setValue('vesselName', vessel.name);
      setValue('teuCapacity', vessel.teuCapacity);
    }
    if (offering) {
      setValue('vesselName', offering.shipName);
      setValue('teuCapacity', offering.availableCapacity);
      setValue('originPort', offering.originPort);
      setValue('destinationPort', offering.destinationPort);
      setValue('departureDate', isoToLocal(offering.departureDate));
      setValue('availableDate', offering.arrivalDate ? isoToLocal(offering.arrivalDate) : '');
      setValue('pricePerTEU', offering.pricePerTEU);
      if (offering.contactName) setValue('contactName', offering.contactName);
      if (offering.contactEmail) setValue('contactEmail', offering.contactEmail);
      clearErrors([...availabilityFields]);
    }
  };

  const fail = (err: unknown, fallback: string) => {
    applyPayloadIssues(err, availabilityRenames, availabilityFields, setError);
    toast({
      variant: 'destructive',
      title: t('common:error'),
      description: serverMessageOr(err, fallback),
      reference: requestIdOf(err),
    });
  };

  const focusFirstError = (errs: Partial<Record<string, unknown>>) => {
    const first = availabilityFields.find((f) => errs[f]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit((payload) => {
    if (!editing) {
      create.mutate(payload as CreateVesselAvailability, {
        onSuccess: (res) => {
          toast({
            title: t('common:success'),
            description: t('capacityForm.created', { count: res.matchingResult.matches.length }),
          });
          onDone();
        },
        onError: (err) => fail(err, t('capacityForm.failed')),
      });
      return;
    }
    update.mutate(
      { id: editing.id, input: payload as UpdateVesselAvailabilityInput },
      {
        onSuccess: (res) => {
          toast({
            title: t('capacityForm.updated'),
            description: t('potentialMatches', { count: res.matchingResult.matches.length }),
          });
          onDone();
        },
        onError: (err) => fail(err, t('capacityForm.updateFailed')),
      },
    );
  }, focusFirstError);

  const field = (name: keyof AvailabilityForm) => ({
    ...fieldA11y(`capacity-${name}`, errors[name]),
    ...register(name, { valueAsNumber: name === 'teuCapacity' || name === 'pricePerTEU' }),
  });
  const notInMail = (name: keyof AvailabilityForm) =>
    prefill?.missing.includes(name) ? t('mailPaste.notFound') : undefined;
  const lockedHint = fromOffering ? t('capacityForm.fromOfferingHint') : t('capacityForm.heldHint');
  const sourceValue = vesselId ? `vessel:${vesselId}` : shipOfferingId ? `offering:${shipOfferingId}` : '';
  const sourceError = errors.vesselId?.message ?? errors.shipOfferingId?.message;
  const minDate = editing ? undefined : isoToLocal(new Date());

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title={t('capacityForm.sections.vessel')}>
        {editing ? (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            {editing.shipOfferingId
              ? t('capacityForm.madeFromOffering')
              : editing.vesselId
                ? t('capacityForm.madeFromVessel')
                : t('capacityForm.madeByHand')}
          </p>
        ) : (
          <FormField
            id="capacity-source"
            label={t('capacityForm.fields.source')}
            hint={t('capacityForm.sourceHint')}
            error={sourceError}
          >
            <NativeSelect
              {...fieldA11y('capacity-source', sourceError)}
              value={sourceValue}
              onChange={(e) => chooseSource(e.target.value)}
            >
              <option value="">{t('capacityForm.sourceManual')}</option>
              {vessels.length > 0 && (
                <optgroup label={t('capacityForm.sourceVessels')}>
                  {vessels.map((v) => (
                    <option key={v.id} value={`vessel:${v.id}`}>
                      {t('capacityForm.vesselOption', { name: v.name, teu: v.teuCapacity })}
                    </option>
                  ))}
                </optgroup>
              )}
              {offerings.length > 0 && (
                <optgroup label={t('capacityForm.sourceOfferings')}>
                  {offerings.map((o) => (
                    <option key={o.id} value={`offering:${o.id}`}>
                      {t('capacityForm.offeringOption', {
                        name: o.shipName,
                        origin: portName(o.originPort),
                        destination: portName(o.destinationPort),
                        date: formatDate(o.departureDate, i18n.language),
                        teu: o.availableCapacity,
                      })}
                    </option>
                  ))}
                </optgroup>
              )}
            </NativeSelect>
          </FormField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="capacity-vesselName"
            label={t('capacityForm.fields.vesselName')}
            hint={notInMail('vesselName')}
            error={errors.vesselName?.message}
          >
            <Input {...field('vesselName')} autoComplete="off" />
          </FormField>
          <FormField
            id="capacity-teuCapacity"
            label={t('capacityForm.fields.teuCapacity')}
            hint={lockFigures ? lockedHint : notInMail('teuCapacity')}
            error={errors.teuCapacity?.message}
          >
            <Input
              {...field('teuCapacity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              readOnly={lockFigures}
            />
          </FormField>
        </div>
      </Section>

      <Section title={t('capacityForm.sections.voyage')}>
        {lockVoyage && (
          <p className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            <Lock className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {lockedHint}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {(['originPort', 'destinationPort'] as const).map((name) => (
            <FormField
              key={name}
              id={`capacity-${name}`}
              label={t(`capacityForm.fields.${name}`)}
              hint={notInMail(name)}
              error={errors[name]?.message}
            >
              <Controller
                control={control}
                name={name}
                render={({ field: f }) => (
                  <PortCombobox
                    ref={f.ref}
                    {...fieldA11y(`capacity-${name}`, errors[name])}
                    name={f.name}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    disabled={lockVoyage}
                  />
                )}
              />
            </FormField>
          ))}
          <FormField
            id="capacity-departureDate"
            label={t('capacityForm.fields.departureDate')}
            hint={notInMail('departureDate')}
            error={errors.departureDate?.message}
          >
            <Input {...field('departureDate')} type="datetime-local" min={minDate} readOnly={lockVoyage} />
          </FormField>
          <FormField
            id="capacity-availableDate"
            label={t('capacityForm.fields.availableDate')}
            hint={notInMail('availableDate')}
            error={errors.availableDate?.message}
          >
            <Input {...field('availableDate')} type="datetime-local" min={minDate} readOnly={lockVoyage} />
          </FormField>
        </div>
      </Section>

      <Section title={t('capacityForm.sections.cargo')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="capacity-pricePerTEU"
            label={t('capacityForm.fields.pricePerTEU')}
            hint={lockFigures ? lockedHint : notInMail('pricePerTEU')}
            error={errors.pricePerTEU?.message}
          >
            <Input
              {...field('pricePerTEU')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              readOnly={lockFigures}
            />
          </FormField>
        </div>
        <FormField
          id="capacity-cargoTypes"
          group
          label={t('capacityForm.fields.cargoTypes')}
          error={errors.cargoTypes?.message}
        >
          <Controller
            control={control}
            name="cargoTypes"
            render={({ field: f }) => (
              <CheckboxGroup
                ref={f.ref}
                id="capacity-cargoTypes"
                options={cargoTypes}
                label={(c) => t(`cargoTypes.${c}`)}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                invalid={Boolean(errors.cargoTypes)}
              />
            )}
          />
        </FormField>
        <FormField
          id="capacity-specialEquipment"
          group
          label={t('capacityForm.fields.specialEquipment')}
          error={errors.specialEquipment?.message}
        >
          <Controller
            control={control}
            name="specialEquipment"
            render={({ field: f }) => (
              <CheckboxGroup
                ref={f.ref}
                id="capacity-specialEquipment"
                options={equipmentTypes}
                label={(e) => t(`equipment.${e}`)}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
              />
            )}
          />
        </FormField>
      </Section>

      <Section title={t('capacityForm.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="capacity-contactName"
            label={t('fields.contactName')}
            error={errors.contactName?.message}
          >
            <Input {...field('contactName')} autoComplete="name" />
          </FormField>
          <FormField
            id="capacity-contactEmail"
            label={t('fields.contactEmail')}
            error={errors.contactEmail?.message}
          >
            <Input {...field('contactEmail')} type="email" autoComplete="email" />
          </FormField>
        </div>
      </Section>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="h-4 w-4" />}
          {editing ? t('saveChanges') : t('capacityForm.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
