import {
  type CreateVesselAvailability,
  cargoTypes,
  type UpdateVesselAvailabilityInput,
  type VesselAvailability,
} from '@shared/schemas/matching';
import { currencies } from '@shared/schemas/money';
import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxGroupField,
  Form,
  FormRow,
  FormSection,
  NumberField,
  SelectField,
  TextField,
} from '@/components/form';
import { isoToLocal } from '@/lib/local-datetime';
import { useCreateVesselAvailability } from '../api/create-vessel-availability';
import { useUpdateVesselAvailability } from '../api/update-vessel-availability';
import type { MailPrefill } from '../utils/draft-to-form';
import type { ContactDefaults } from '../utils/form-values';
import { type AvailabilityForm, availabilitySpec } from './availability-form-schema';
import { AvailabilitySourceField } from './availability-source-field';
import { type MatchingFormBody, MatchingFormDialog, useMatchingForm } from './matching-form-dialog';
import { ContactAndActions, EquipmentField, RouteFields, useMatchingField } from './matching-form-fields';

export type { ContactDefaults } from '../utils/form-values';

/** null: closed; create: a new capacity (prefilled from a pasted mail, with the mail beside it); edit: the stored one. */
export type AvailabilityDialogTarget =
  | { mode: 'create'; prefill?: MailPrefill<AvailabilityForm> }
  | { mode: 'edit'; availability: VesselAvailability }
  | null;

type Sources = {
  /** The signed-in user's fleet: choosing one prefills name and TEU. */
  vessels: Vessel[];
  /** The user's approved ship offerings not yet listed: choosing one takes its route, dates, TEU and price. */
  offerings: OwnShipOffering[];
};

type Props = Sources & { target: AvailabilityDialogTarget; onClose: () => void; contact: ContactDefaults };

/** SPEC.md §2 'Add Vessel Capacity': by hand, from a fleet vessel or from an approved ship offering. */
export function AvailabilityDialog({ target, onClose, ...data }: Props) {
  const editing = target?.mode === 'edit' ? target.availability : null;
  return (
    <MatchingFormDialog kind="capacityForm" target={target} editing={editing} onClose={onClose}>
      {(body) => <AvailabilityFormBody {...body} {...data} />}
    </MatchingFormDialog>
  );
}

type BodyProps = Sources &
  MatchingFormBody<VesselAvailability, AvailabilityForm> & { contact: ContactDefaults };

function AvailabilityFormBody({ vessels, offerings, ...body }: BodyProps) {
  const { t } = useTranslation('matching');
  const { t: tCommon } = useTranslation('common');
  const { editing, prefill } = body;
  const create = useCreateVesselAvailability();
  const update = useUpdateVesselAvailability();
  const { form, onSubmit, actions } = useMatchingForm(availabilitySpec, body, (payload, callbacks) =>
    editing
      ? update.mutate({ id: editing.id, input: payload as UpdateVesselAvailabilityInput }, callbacks)
      : create.mutate(payload as CreateVesselAvailability, callbacks),
  );
  const field = useMatchingField('capacityForm', prefill?.missing, prefill?.guessed);
  const [vesselId, shipOfferingId] = form.watch(['vesselId', 'shipOfferingId']);
  // An offering fixes the voyage and its figures; accepted matches hold the route and dates (else the server's 409).
  const fromOffering = Boolean(shipOfferingId);
  const lockVoyage = fromOffering || Boolean(editing && editing.acceptedMatches > 0);
  const lockedHint = fromOffering ? t('capacityForm.fromOfferingHint') : t('capacityForm.heldHint');
  const figureHint = fromOffering ? lockedHint : undefined;
  const madeFrom = editing?.shipOfferingId
    ? 'madeFromOffering'
    : editing?.vesselId
      ? 'madeFromVessel'
      : 'madeByHand';

  return (
    <Form form={form} idPrefix="capacity" onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('capacityForm.sections.vessel')}>
        {editing ? (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            {t(`capacityForm.${madeFrom}`)}
          </p>
        ) : (
          <AvailabilitySourceField vessels={vessels} offerings={offerings} />
        )}
        <FormRow>
          <TextField {...field('vesselName')} required={!vesselId && !fromOffering} autoComplete="off" />
          <NumberField
            {...field('teuCapacity', figureHint)}
            required={!fromOffering}
            integer
            min={1}
            readOnly={fromOffering}
          />
        </FormRow>
      </FormSection>

      <FormSection title={t('capacityForm.sections.voyage')}>
        {lockVoyage && (
          <p className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            <Lock className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {lockedHint}
          </p>
        )}
        <RouteFields
          kind="capacityForm"
          missing={prefill?.missing}
          dates={['departureDate', 'availableDate']}
          locked={lockVoyage}
          required={!fromOffering}
          minDate={editing ? undefined : isoToLocal(new Date())}
        />
      </FormSection>

      <FormSection title={t('capacityForm.sections.cargo')}>
        <FormRow>
          <NumberField
            {...field('pricePerTEU', figureHint)}
            required={!fromOffering}
            min={0}
            step={0.01}
            readOnly={fromOffering}
          />
          {/* Kept as entered (PRODUCT.md 37); a voyage from an offering takes the offering's. */}
          {!fromOffering && (
            <SelectField
              name="priceCurrency"
              label={tCommon('money.currency')}
              options={currencies}
              optionLabel={(c) => c}
            />
          )}
        </FormRow>
        <CheckboxGroupField
          {...field('cargoTypes')}
          required
          options={cargoTypes}
          optionLabel={(c) => t(`cargoTypes.${c}`)}
        />
        <EquipmentField {...field('specialEquipment')} />
      </FormSection>

      <ContactAndActions {...actions} pending={create.isPending || update.isPending} />
    </Form>
  );
}
