import { zodResolver } from '@hookform/resolvers/zod';
import { currencies } from '@shared/schemas/money';
import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  ContactFields,
  DateTimeField,
  Form,
  FormActions,
  FormRow,
  FormSection,
  MoneyField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  toastSubmitError,
} from '@/components/form';
import { PortField } from '@/components/form/port-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { applyServerIssues } from '@/lib/form-errors';
import { useMoneySettings } from '@/lib/money';
import { useCreateShipOffering } from '../api/create-ship-offering';
import {
  isoToLocal,
  type OfferContactDefaults,
  type OfferFormValues,
  type OfferPayload,
  offerFields,
  offerFormSchema,
  offerToForm,
} from './offer-form-schema';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: OfferContactDefaults;
  /** The signed-in user's fleet; choosing one prefills name and capacity (the form also works without). */
  vessels: Vessel[];
  /** Starts from this fleet vessel (the fleet page's "Offer a voyage"). */
  initialVesselId?: string;
  /** Called with the new offering after the dialog closed (issue 27: the page takes the owner to it). */
  onCreated?: (offering: OwnShipOffering) => void;
};

/** SPEC.md §2 Offer Ship dialog: closes on success; the offering then waits for an administrator's approval. */
export function OfferShipDialog({ open, onOpenChange, contact, vessels, initialVesselId, onCreated }: Props) {
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
            onDone={(created) => {
              onOpenChange(false);
              if (created) onCreated?.(created);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function OfferShipForm({
  contact,
  vessels,
  initialVessel,
  onDone,
}: {
  contact: OfferContactDefaults;
  vessels: Vessel[];
  initialVessel?: Vessel;
  onDone: (created?: OwnShipOffering) => void;
}) {
  const { t } = useTranslation('offerings');
  const { t: tCommon } = useTranslation('common');
  const { display } = useMoneySettings();
  const create = useCreateShipOffering();
  const form = useForm<OfferFormValues, unknown, OfferPayload>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: offerToForm(contact, initialVessel, display),
  });
  const currency = useWatch({ control: form.control, name: 'priceCurrency' });

  const chooseVessel = (id: string) => {
    const vessel = vessels.find((v) => v.id === id);
    if (!vessel) return;
    const { setValue, getValues, getFieldState } = form;
    setValue('shipName', vessel.name, { shouldValidate: getFieldState('shipName').invalid });
    setValue('teuCapacity', vessel.teuCapacity, { shouldValidate: getFieldState('teuCapacity').invalid });
    if (Number.isNaN(getValues('availableCapacity'))) setValue('availableCapacity', vessel.teuCapacity);
  };

  const onSubmit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: (created) => {
        toast({ title: t('offer.created'), description: t('offer.createdHint') });
        onDone(created);
      },
      onError: (err) => {
        applyServerIssues(err, offerFields, form.setError);
        toastSubmitError(err, t('offer.failed'));
      },
    }),
  );

  const minDeparture = isoToLocal(new Date());
  const vesselLabel = (id: string) => {
    const v = vessels.find((x) => x.id === id);
    return v ? t('offer.vesselOption', { name: v.name, teu: v.teuCapacity }) : id;
  };

  return (
    <Form form={form} idPrefix="offer" onSubmit={onSubmit} className="space-y-6">
      <FormSection title={t('offer.sections.vessel')}>
        {vessels.length > 0 ? (
          <SelectField
            name="vesselId"
            label={t('offer.fields.fleetVessel')}
            hint={t('offer.fleetHint')}
            placeholder={t('offer.manualEntry')}
            options={vessels.map((v) => v.id)}
            optionLabel={vesselLabel}
            registerOptions={{ onChange: (e) => chooseVessel(e.target.value) }}
          />
        ) : (
          <p className="text-sm text-slate-500">
            {t('offer.noFleet')}{' '}
            <Link href="/fleet" className="font-medium text-brand-700 hover:underline">
              {t('offer.openFleet')}
            </Link>
          </p>
        )}
        <FormRow>
          <TextField name="shipName" label={t('fields.shipName')} required autoComplete="off" />
          <NumberField name="teuCapacity" label={t('fields.teuCapacity')} required integer min={1} />
        </FormRow>
      </FormSection>

      <FormSection title={t('offer.sections.voyage')}>
        <FormRow>
          <PortField name="originPort" label={t('fields.originPort')} required />
          <PortField name="destinationPort" label={t('fields.destinationPort')} required />
          <DateTimeField name="departureDate" label={t('fields.departureDate')} required min={minDeparture} />
          <DateTimeField name="arrivalDate" label={t('fields.arrivalDateOptional')} min={minDeparture} />
        </FormRow>
      </FormSection>

      <FormSection title={t('offer.sections.capacity')}>
        <FormRow>
          <NumberField
            name="availableCapacity"
            label={t('fields.availableCapacity')}
            required
            integer
            min={0}
          />
          <MoneyField name="pricePerTEU" label={t('fields.pricePerTEU')} currency={currency} required />
          {/* Kept as entered (PRODUCT.md 37); readers see it in their own display currency, marked converted. */}
          <SelectField
            name="priceCurrency"
            label={tCommon('money.currency')}
            options={currencies}
            optionLabel={(c) => c}
          />
        </FormRow>
        <TextField
          name="cargoTypes"
          label={t('fields.cargoTypesOptional')}
          hint={t('offer.cargoTypesHint')}
          placeholder={t('offer.cargoTypesPlaceholder')}
        />
        <TextareaField name="specialRequirements" label={t('fields.specialRequirementsOptional')} rows={3} />
      </FormSection>

      <ContactFields
        title={t('offer.sections.contact')}
        label={(key) => t(`fields.${key}`)}
        withPhoneAndCompany
      />

      <FormActions
        onCancel={() => onDone()}
        pending={create.isPending}
        submitLabel={t('offer.submit')}
        pendingLabel={t('offer.submitting')}
      />
    </Form>
  );
}
