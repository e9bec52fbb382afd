import { zodResolver } from '@hookform/resolvers/zod';
import { type Shipyard, type ShipyardPayload, shipyardFieldsSchema } from '@shared/schemas/greenrefit';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues, fieldA11y, serverMessageOr } from '@/lib/form-errors';
import { useCreateShipyard } from '../api/create-shipyard';
import { useUpdateShipyard } from '../api/update-shipyard';
import { MeasureCheckboxes } from './measure-checkboxes';
import { requestIdOf } from '@/lib/api-client';

/** null: closed; create: a new yard; edit: the stored one, prefilled. */
export type ShipyardDialogTarget = { mode: 'create' } | { mode: 'edit'; shipyard: Shipyard } | null;

type Values = ShipyardPayload;
type Parsed = z.output<typeof shipyardFieldsSchema>;

/** The fields in the form's order: the first one in error takes the focus. */
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
  const pending = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(shipyardFieldsSchema),
    // Controllers register after plain inputs, so react-hook-form's own focus would skip port and measures.
    shouldFocusError: false,
    defaultValues: toForm(editing),
  });
  const a11y = (name: keyof Values) => fieldA11y(`gr-yard-${name}`, errors[name]);
  const focusFirst = (errs: FieldErrors<Values>) => {
    const first = fields.find((f) => errs[f]);
    if (first) setFocus(first);
  };

  const submit = handleSubmit(async (payload) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, payload });
      else await create.mutateAsync(payload);
      toast({ title: editing ? t('shipyards.updated') : t('shipyards.created', { name: payload.name }) });
      onDone();
    } catch (err) {
      if (!applyServerIssues(err, fields, setError))
        toast({
          variant: 'destructive',
          title: t('shipyards.saveFailed'),
          description: serverMessageOr(err, t('tryAgain')),
          reference: requestIdOf(err),
        });
    }
  }, focusFirst);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={editing ? t('shipyards.editTitle') : t('shipyards.createTitle')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="gr-yard-name" label={t('shipyards.fields.name')} error={errors.name?.message}>
          <Input {...a11y('name')} {...register('name')} />
        </FormField>
        <FormField id="gr-yard-port" label={t('shipyards.fields.port')} error={errors.port?.message}>
          <Controller
            control={control}
            name="port"
            render={({ field }) => (
              <PortCombobox
                {...a11y('port')}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      <FormField
        id="gr-yard-measures"
        group
        label={t('shipyards.fields.measures')}
        error={errors.measures?.message ?? errors.measures?.root?.message}
      >
        <Controller
          control={control}
          name="measures"
          render={({ field }) => (
            <MeasureCheckboxes
              id="gr-yard-measures"
              ref={field.ref}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.measures)}
            />
          )}
        />
      </FormField>
      <FormField
        id="gr-yard-certifications"
        label={t('shipyards.fields.certifications')}
        error={errors.certifications?.message}
        hint={t('shipyards.certificationsHint')}
      >
        <Input {...a11y('certifications')} {...register('certifications')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="gr-yard-contactName"
          label={t('shipyards.fields.contactName')}
          error={errors.contactName?.message}
        >
          <Input {...a11y('contactName')} {...register('contactName')} />
        </FormField>
        <FormField
          id="gr-yard-contactEmail"
          label={t('shipyards.fields.contactEmail')}
          error={errors.contactEmail?.message}
        >
          <Input {...a11y('contactEmail')} type="email" {...register('contactEmail')} />
        </FormField>
        <FormField
          id="gr-yard-contactPhone"
          label={t('shipyards.fields.contactPhone')}
          error={errors.contactPhone?.message}
        >
          <Input {...a11y('contactPhone')} type="tel" {...register('contactPhone')} />
        </FormField>
      </div>
      <FormField
        id="gr-yard-website"
        label={t('shipyards.fields.website')}
        error={errors.website?.message}
        hint={t('shipyards.websiteHint')}
      >
        <Input {...a11y('website')} type="url" placeholder="https://" {...register('website')} />
      </FormField>
      <FormField
        id="gr-yard-description"
        label={t('shipyards.fields.description')}
        error={errors.description?.message}
      >
        <Textarea {...a11y('description')} rows={3} {...register('description')} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="h-4 w-4" />}
          {editing ? t('shipyards.saveChanges') : t('shipyards.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
