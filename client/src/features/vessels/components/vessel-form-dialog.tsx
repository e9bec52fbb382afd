import { zodResolver } from '@hookform/resolvers/zod';
import { fuelTypes, type Vessel, vesselStatuses } from '@shared/schemas/vessels';
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
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues, fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { useCreateVessel } from '../api/create-vessel';
import { useUpdateVessel } from '../api/update-vessel';
import {
  type VesselFormValues,
  type VesselPayload,
  vesselFields,
  vesselFormSchema,
  vesselToForm,
} from './vessel-form-schema';
import { requestIdOf } from '@/lib/api-client';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vessel to edit; absent adds a new one. */
  vessel?: Vessel;
};

export function VesselFormDialog({ open, onOpenChange, vessel }: Props) {
  const { t } = useTranslation('fleet');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {vessel ? t('form.editTitle', { name: vessel.name }) : t('form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {open && <VesselForm key={vessel?.id ?? 'new'} vessel={vessel} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const numberFields = new Set<keyof VesselFormValues>([
  'teuCapacity',
  'deadweightTonnes',
  'grossTonnage',
  'yearBuilt',
  'mainEnginePowerKw',
  'serviceSpeedKnots',
  'fuelConsumptionTonnesPerDay',
]);

function VesselForm({ vessel, onDone }: { vessel?: Vessel; onDone: () => void }) {
  const { t } = useTranslation('fleet');
  const create = useCreateVessel();
  const update = useUpdateVessel();
  const pending = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VesselFormValues, unknown, VesselPayload>({
    resolver: zodResolver(vesselFormSchema),
    defaultValues: vesselToForm(vessel),
  });

  const onError = (err: unknown) => {
    applyServerIssues(err, vesselFields, setError);
    toast({
      variant: 'destructive',
      title: t('common:error'),
      description: serverMessageOr(err, t('form.failed')),
      reference: requestIdOf(err),
    });
  };
  const onSubmit = handleSubmit((payload) => {
    if (vessel) {
      update.mutate(
        { id: vessel.id, changes: payload },
        {
          onSuccess: (v) => {
            toast({ title: t('form.updated', { name: v.name }) });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (v) => {
          toast({ title: t('form.added', { name: v.name }) });
          onDone();
        },
        onError,
      });
    }
  });

  const field = (name: keyof VesselFormValues) => ({
    ...fieldA11y(`vessel-${name}`, errors[name]),
    ...register(name, { valueAsNumber: numberFields.has(name) }),
  });
  const numeric = (
    name: keyof VesselFormValues,
    opts: { step?: number; label: string; optional?: boolean },
  ) => (
    <FormField
      id={`vessel-${name}`}
      label={opts.optional === false ? opts.label : t('form.optional', { label: opts.label })}
      error={errors[name]?.message}
    >
      <Input
        {...field(name)}
        type="number"
        inputMode={opts.step && opts.step < 1 ? 'decimal' : 'numeric'}
        min={0}
        step={opts.step ?? 1}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="vessel-name" label={t('fields.name')} error={errors.name?.message}>
          <Input {...field('name')} autoComplete="off" />
        </FormField>
        <FormField
          id="vessel-imoNumber"
          label={t('fields.imoNumber')}
          hint={t('form.imoHint')}
          error={errors.imoNumber?.message}
        >
          <Input {...field('imoNumber')} inputMode="numeric" autoComplete="off" placeholder="9074729" />
        </FormField>
        {numeric('teuCapacity', { label: t('fields.teuCapacity'), optional: false })}
        <FormField id="vessel-status" label={t('fields.status')} error={errors.status?.message}>
          <NativeSelect {...field('status')}>
            {vesselStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t('form.technical')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {numeric('deadweightTonnes', { label: t('fields.deadweightTonnes') })}
          {numeric('grossTonnage', { label: t('fields.grossTonnage') })}
          {numeric('yearBuilt', { label: t('fields.yearBuilt') })}
          {numeric('mainEnginePowerKw', { label: t('fields.mainEnginePowerKw') })}
          {numeric('serviceSpeedKnots', { label: t('fields.serviceSpeedKnots'), step: 0.1 })}
          {numeric('fuelConsumptionTonnesPerDay', {
            label: t('fields.fuelConsumptionTonnesPerDay'),
            step: 0.1,
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="vessel-fuelType" label={t('fields.fuelType')} error={errors.fuelType?.message}>
            <NativeSelect {...field('fuelType')}>
              {fuelTypes.map((f) => (
                <option key={f} value={f}>
                  {t(`fuel.${f}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex items-end pb-2">
            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-brand-700"
                {...register('scrubberFitted')}
              />
              {t('fields.scrubberFitted')}
            </label>
          </div>
        </div>
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="h-4 w-4" />}
          {vessel ? t('form.saveChanges') : t('form.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
