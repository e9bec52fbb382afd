import { zodResolver } from '@hookform/resolvers/zod';
import { fuelTypes, type Vessel, vesselStatuses } from '@shared/schemas/vessels';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  Form,
  FormActions,
  FormRow,
  FormSection,
  NumberField,
  SelectField,
  TextField,
  toastSubmitError,
} from '@/components/form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateVessel } from '../api/create-vessel';
import { useUpdateVessel } from '../api/update-vessel';
import {
  optionalFigures,
  type VesselFormValues,
  type VesselPayload,
  vesselFields,
  vesselFormSchema,
  vesselToForm,
} from './vessel-form-schema';
import { VesselParticularsSection } from './vessel-particulars-section';

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

/** The technical figures with decimals (knots, tonnes a day); the others are whole numbers. */
const decimalFigures = new Set<keyof VesselFormValues>(['serviceSpeedKnots', 'fuelConsumptionTonnesPerDay']);

function VesselForm({ vessel, onDone }: { vessel?: Vessel; onDone: () => void }) {
  const { t } = useTranslation('fleet');
  const create = useCreateVessel();
  const update = useUpdateVessel();
  const form = useForm<VesselFormValues, unknown, VesselPayload>({
    resolver: zodResolver(vesselFormSchema),
    defaultValues: vesselToForm(vessel),
  });

  const saved = (message: 'form.updated' | 'form.added') => ({
    onSuccess: (v: Vessel) => {
      toast({ title: t(message, { name: v.name }) });
      onDone();
    },
    onError: (err: unknown) => {
      applyServerIssues(err, vesselFields, form.setError);
      toastSubmitError(err, t('form.failed'));
    },
  });
  const onSubmit = form.handleSubmit((payload) => {
    if (vessel) update.mutate({ id: vessel.id, changes: payload }, saved('form.updated'));
    else create.mutate(payload, saved('form.added'));
  });

  return (
    <Form form={form} idPrefix="vessel" onSubmit={onSubmit} className="space-y-5">
      <FormRow>
        <TextField name="name" label={t('fields.name')} required autoComplete="off" />
        <TextField
          name="imoNumber"
          label={t('fields.imoNumber')}
          hint={t('form.imoHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="9074729"
        />
        <NumberField name="teuCapacity" label={t('fields.teuCapacity')} required integer min={0} />
        <SelectField
          name="status"
          label={t('fields.status')}
          options={vesselStatuses}
          optionLabel={(s) => t(`status.${s}`)}
        />
      </FormRow>
      <FormSection title={t('form.technical')}>
        <FormRow>
          {optionalFigures.map((name) => (
            <NumberField
              key={name}
              name={name}
              label={t('form.optional', { label: t(`fields.${name}`) })}
              min={0}
              {...(decimalFigures.has(name) ? { step: 0.1 } : { integer: true })}
            />
          ))}
        </FormRow>
        <FormRow>
          <SelectField
            name="fuelType"
            label={t('fields.fuelType')}
            options={fuelTypes}
            optionLabel={(f) => t(`fuel.${f}`)}
          />
          <CheckboxField
            name="scrubberFitted"
            label={t('fields.scrubberFitted')}
            className="flex items-end pb-2"
          />
        </FormRow>
      </FormSection>
      <VesselParticularsSection />
      <FormActions
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        submitLabel={vessel ? t('form.saveChanges') : t('form.add')}
      />
    </Form>
  );
}
