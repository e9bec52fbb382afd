import { zodResolver } from '@hookform/resolvers/zod';
import { measureIds } from '@shared/domain/greenrefit';
import { type Shipyard, type ShipyardPayload, shipyardFieldsSchema } from '@shared/schemas/greenrefit';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CheckboxGroupField,
  Form,
  FormActions,
  FormRow,
  TextareaField,
  TextField,
  toastSubmitError,
} from '@/components/form';
import { PortField } from '@/components/form/port-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useCreateShipyard } from '../api/create-shipyard';
import { useUpdateShipyard } from '../api/update-shipyard';

/** null: closed; create: a new yard; edit: the stored one, prefilled. */
export type ShipyardDialogTarget = { mode: 'create' } | { mode: 'edit'; shipyard: Shipyard } | null;

type Values = ShipyardPayload;
type Parsed = z.output<typeof shipyardFieldsSchema>;

/** The fields the server may name in its issues. */
const fields = [
  'name',
  'port',
  'certifications',
  'measures',
  'contactName',
  'contactEmail',
  'contactPhone',
  'website',
  'description',
] as const satisfies readonly (keyof Values)[];

const toForm = (s?: Shipyard): Values => ({
  name: s?.name ?? '',
  port: s?.port ?? '',
  certifications: s?.certifications.join(', ') ?? '',
  measures: s?.measures ?? [],
  contactName: s?.contactName ?? '',
  contactEmail: s?.contactEmail ?? '',
  contactPhone: s?.contactPhone ?? '',
  website: s?.website ?? '',
  description: s?.description ?? '',
});

export function ShipyardFormDialog({
  target,
  onClose,
}: {
  target: ShipyardDialogTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('greenrefit');
  const editing = target?.mode === 'edit' ? target.shipyard : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? t('shipyards.editTitle') : t('shipyards.createTitle')}</DialogTitle>
          <DialogDescription>{t('shipyards.formDescription')}</DialogDescription>
        </DialogHeader>
        {target ? <ShipyardForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShipyardForm({ editing, onDone }: { editing?: Shipyard; onDone: () => void }) {
  const { t } = useTranslation('greenrefit');
  const create = useCreateShipyard();
  const update = useUpdateShipyard();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(shipyardFieldsSchema),
    defaultValues: toForm(editing),
  });

  const submit = form.handleSubmit(async (payload) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, payload });
      else await create.mutateAsync(payload);
      toast({ title: editing ? t('shipyards.updated') : t('shipyards.created', { name: payload.name }) });
      onDone();
    } catch (err) {
      if (!applyServerIssues(err, fields, form.setError))
        toastSubmitError(err, t('tryAgain'), t('shipyards.saveFailed'));
    }
  });

  return (
    <Form
      form={form}
      idPrefix="gr-yard"
      onSubmit={submit}
      aria-label={editing ? t('shipyards.editTitle') : t('shipyards.createTitle')}
    >
      <FormRow>
        <TextField name="name" label={t('shipyards.fields.name')} required />
        <PortField name="port" label={t('shipyards.fields.port')} required />
      </FormRow>
      <CheckboxGroupField
        name="measures"
        label={t('shipyards.fields.measures')}
        required
        options={measureIds}
        optionLabel={(m) => t(`measures.${m}.name`)}
      />
      <TextField
        name="certifications"
        label={t('shipyards.fields.certifications')}
        hint={t('shipyards.certificationsHint')}
      />
      <FormRow className="sm:grid-cols-3">
        <TextField name="contactName" label={t('shipyards.fields.contactName')} />
        <TextField name="contactEmail" type="email" label={t('shipyards.fields.contactEmail')} required />
        <TextField name="contactPhone" type="tel" label={t('shipyards.fields.contactPhone')} />
      </FormRow>
      <TextField
        name="website"
        type="url"
        label={t('shipyards.fields.website')}
        hint={t('shipyards.websiteHint')}
        placeholder="https://"
      />
      <TextareaField name="description" label={t('shipyards.fields.description')} rows={3} />
      <FormActions
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        submitLabel={editing ? t('shipyards.saveChanges') : t('shipyards.create')}
      />
    </Form>
  );
}
