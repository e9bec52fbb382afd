import { zodResolver } from '@hookform/resolvers/zod';
import { cargoRequestToForm } from '@shared/domain/matching/form-mapping';
import { urgencyLevels } from '@shared/schemas/booking-requests';
import {
  type CargoRequest,
  type CargoRequestPayload,
  cargoTypes,
  equipmentTypes,
} from '@shared/schemas/matching';
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
import { Input, Textarea } from '@/components/ui/input';
import { PortCombobox } from '@/components/ui/port-combobox';
import { PortMultiPicker } from '@/components/ui/port-multi-picker';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { isoToLocal } from '@/lib/local-datetime';
import { useCreateCargoRequest } from '../api/create-cargo-request';
import { useUpdateCargoRequest } from '../api/update-cargo-request';
import type { MailPrefill } from '../utils/draft-to-form';
import { applyPayloadIssues, withFormFieldNames } from '../utils/payload-field-names';
import type { ContactDefaults } from './availability-dialog';
import {
  type CargoRequestForm,
  cargoRequestFields,
  cargoRequestFormSchema,
  cargoRequestRenames,
} from './cargo-request-form-schema';
import { requestIdOf } from '@/lib/api-client';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { MailSource } from './mail-source';

/** null: closed; create: a new request (prefilled from a pasted mail, with the mail beside it); edit: the stored one. */
export type CargoRequestDialogTarget =
  | { mode: 'create'; prefill?: MailPrefill<CargoRequestForm> }
  | { mode: 'edit'; request: CargoRequest }
  | null;

type Props = { target: CargoRequestDialogTarget; onClose: () => void; contact: ContactDefaults };

/** SPEC.md §2 'Add Transport Request': the cargo, its window and ports; the answer counts potential matches. */
export function CargoRequestDialog({ target, onClose, contact }: Props) {
  const { t } = useTranslation('matching');
  const editing = target?.mode === 'edit' ? target.request : null;
  const prefill = target?.mode === 'create' ? target.prefill : undefined;
  const body = target && (
    <CargoRequestFormBody
      key={editing?.id ?? 'new'}
      editing={editing}
      prefill={prefill}
      contact={contact}
      onDone={onClose}
    />
  );
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={prefill ? 'max-w-5xl' : 'max-w-2xl'}>
        <DialogHeader>
          <DialogTitle>{editing ? t('requestForm.editTitle') : t('requestForm.title')}</DialogTitle>
          <DialogDescription>
            {editing ? t('requestForm.editDescription') : t('requestForm.description')}
          </DialogDescription>
        </DialogHeader>
        {prefill ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            {body}
            <MailSource
              text={prefill.source}
              spans={Object.values(prefill.spans)}
              missing={prefill.missing.map((f) => t(`requestForm.fields.${f}`))}
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

const emptyForm = (contact: ContactDefaults): DefaultValues<CargoRequestForm> => ({
  originPort: '',
  destinationPort: '',
  alternativeOrigins: '',
  alternativeDestinations: '',
  requiredTEU: undefined,
  cargoType: 'general',
  requiredEquipment: [],
  earliestDate: '',
  latestDate: '',
  maxPricePerTEU: undefined,
  specialRequirements: '',
  urgencyLevel: 'normal',
  ...contact,
});

const storedForm = (r: CargoRequest): CargoRequestForm => {
  const f = cargoRequestToForm(r);
  return {
    ...f,
    earliestDate: isoToLocal(f.earliestDate),
    latestDate: isoToLocal(f.latestDate),
    maxPricePerTEU: f.maxPricePerTEU,
  };
};

function CargoRequestFormBody({
  editing,
  prefill,
  contact,
  onDone,
}: {
  editing: CargoRequest | null;
  prefill?: MailPrefill<CargoRequestForm>;
  contact: ContactDefaults;
  onDone: () => void;
}) {
  const { t } = useTranslation('matching');
  const create = useCreateCargoRequest();
  const update = useUpdateCargoRequest();
  const pending = create.isPending || update.isPending;
  const resolver = useMemo(
    () =>
      withFormFieldNames(
        zodResolver(
          cargoRequestFormSchema(
            editing
              ? {
                  preferredDepartureDate: editing.preferredDepartureDate,
                  latestArrivalDate: editing.latestArrivalDate,
                }
              : undefined,
          ),
        ),
        cargoRequestRenames,
      ),
    [editing],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CargoRequestForm, unknown, CargoRequestPayload>({
    resolver,
    // Controllers register after plain inputs, so react-hook-form's own focus would skip the port fields.
    shouldFocusError: false,
    defaultValues: editing ? storedForm(editing) : { ...emptyForm(contact), ...prefill?.values },
  });

  const fail = (err: unknown, fallback: string) => {
    applyPayloadIssues(err, cargoRequestRenames, cargoRequestFields, setError);
    toast({
      variant: 'destructive',
      title: t('common:error'),
      description: serverMessageOr(err, fallback),
      reference: requestIdOf(err),
    });
  };

  const focusFirstError = (errs: Partial<Record<string, unknown>>) => {
    const first = cargoRequestFields.find((f) => errs[f]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit((payload) => {
    if (!editing) {
      create.mutate(payload, {
        onSuccess: (res) => {
          toast({
            title: t('requestForm.created'),
            description: t('potentialMatches', { count: res.matchingResult.matches.length }),
          });
          onDone();
        },
        onError: (err) => fail(err, t('requestForm.failed')),
      });
      return;
    }
    update.mutate(
      { id: editing.id, input: payload },
      {
        onSuccess: (res) => {
          toast({
            title: t('requestForm.updated'),
            description: t('potentialMatches', { count: res.matchingResult.matches.length }),
          });
          onDone();
        },
        onError: (err) => fail(err, t('requestForm.updateFailed')),
      },
    );
  }, focusFirstError);

  const field = (name: keyof CargoRequestForm) => ({
    ...fieldA11y(`request-${name}`, errors[name]),
    ...register(name, { valueAsNumber: name === 'requiredTEU' || name === 'maxPricePerTEU' }),
  });

  const notInMail = (name: keyof CargoRequestForm) =>
    prefill?.missing.includes(name) ? t('mailPaste.notFound') : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title={t('requestForm.sections.route')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['originPort', 'destinationPort'] as const).map((name) => (
            <FormField
              key={name}
              id={`request-${name}`}
              label={t(`requestForm.fields.${name}`)}
              hint={notInMail(name)}
              error={errors[name]?.message}
            >
              <Controller
                control={control}
                name={name}
                render={({ field: f }) => (
                  <PortCombobox
                    ref={f.ref}
                    {...fieldA11y(`request-${name}`, errors[name])}
                    name={f.name}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                )}
              />
            </FormField>
          ))}
          {(['alternativeOrigins', 'alternativeDestinations'] as const).map((name) => (
            <FormField
              key={name}
              id={`request-${name}`}
              label={t(`requestForm.fields.${name}`)}
              hint={t('requestForm.alternativesHint')}
              error={errors[name]?.message}
            >
              <Controller
                control={control}
                name={name}
                render={({ field: f }) => (
                  <PortMultiPicker
                    ref={f.ref}
                    {...fieldA11y(`request-${name}`, errors[name])}
                    value={f.value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                )}
              />
            </FormField>
          ))}
          <FormField
            id="request-earliestDate"
            label={t('requestForm.fields.earliestDate')}
            hint={notInMail('earliestDate')}
            error={errors.earliestDate?.message}
          >
            <Input {...field('earliestDate')} type="datetime-local" />
          </FormField>
          <FormField
            id="request-latestDate"
            label={t('requestForm.fields.latestDate')}
            hint={notInMail('latestDate')}
            error={errors.latestDate?.message}
          >
            <Input {...field('latestDate')} type="datetime-local" />
          </FormField>
        </div>
      </Section>

      <Section title={t('requestForm.sections.cargo')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="request-requiredTEU"
            label={t('requestForm.fields.requiredTEU')}
            hint={notInMail('requiredTEU')}
            error={errors.requiredTEU?.message}
          >
            <Input {...field('requiredTEU')} type="number" inputMode="numeric" min={1} step={1} />
          </FormField>
          <FormField
            id="request-cargoType"
            label={t('requestForm.fields.cargoType')}
            error={errors.cargoType?.message}
          >
            <NativeSelect {...field('cargoType')}>
              {cargoTypes.map((c) => (
                <option key={c} value={c}>
                  {t(`cargoTypes.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="request-maxPricePerTEU"
            label={t('requestForm.fields.maxPricePerTEU')}
            hint={notInMail('maxPricePerTEU')}
            error={errors.maxPricePerTEU?.message}
          >
            <Input {...field('maxPricePerTEU')} type="number" inputMode="decimal" min={0} step={0.01} />
          </FormField>
          <FormField
            id="request-urgencyLevel"
            label={t('requestForm.fields.urgencyLevel')}
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
        </div>
        <FormField
          id="request-requiredEquipment"
          group
          label={t('requestForm.fields.requiredEquipment')}
          error={errors.requiredEquipment?.message}
        >
          <Controller
            control={control}
            name="requiredEquipment"
            render={({ field: f }) => (
              <CheckboxGroup
                ref={f.ref}
                id="request-requiredEquipment"
                options={equipmentTypes}
                label={(e) => t(`equipment.${e}`)}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
              />
            )}
          />
        </FormField>
        <FormField
          id="request-specialRequirements"
          label={t('requestForm.fields.specialRequirements')}
          error={errors.specialRequirements?.message}
        >
          <Textarea {...field('specialRequirements')} rows={2} />
        </FormField>
      </Section>

      <Section title={t('requestForm.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="request-contactName"
            label={t('fields.contactName')}
            error={errors.contactName?.message}
          >
            <Input {...field('contactName')} autoComplete="name" />
          </FormField>
          <FormField
            id="request-contactEmail"
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
          {editing ? t('saveChanges') : t('requestForm.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
