import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldId } from '@/components/form';
import { portName } from '@/components/ui/port-combobox';
import { NativeSelect } from '@/components/ui/select';
import { fieldA11y } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { isoToLocal } from '@/lib/local-datetime';
import { type AvailabilityForm, availabilityFields } from './availability-form-schema';

type Props = {
  /** The signed-in user's fleet: choosing one prefills name and TEU. */
  vessels: Vessel[];
  /** The user's approved ship offerings not yet listed: choosing one takes its route, dates, TEU and price. */
  offerings: OwnShipOffering[];
};

/** 'Start from' on a new capacity: by hand, a fleet vessel or an approved ship offering (vesselId / shipOfferingId). */
export function AvailabilitySourceField({ vessels, offerings }: Props) {
  const { t, i18n } = useTranslation('matching');
  const { watch, setValue, clearErrors } = useFormContext<AvailabilityForm>();
  const { errors } = useFormState<AvailabilityForm>({ name: ['vesselId', 'shipOfferingId'] });
  const id = useFieldId('source');
  const vesselId = watch('vesselId');
  const shipOfferingId = watch('shipOfferingId');
  const value = vesselId ? `vessel:${vesselId}` : shipOfferingId ? `offering:${shipOfferingId}` : '';
  const error = errors.vesselId?.message ?? errors.shipOfferingId?.message;

  const choose = (choice: string) => {
    const [kind, chosen] = choice.split(':');
    const vessel = kind === 'vessel' ? vessels.find((v) => v.id === chosen) : undefined;
    const offering = kind === 'offering' ? offerings.find((o) => o.id === chosen) : undefined;
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

  return (
    <FormField
      id={id}
      label={t('capacityForm.fields.source')}
      hint={t('capacityForm.sourceHint')}
      error={error}
    >
      <NativeSelect
        {...fieldA11y(id, error, `${id}-hint`)}
        value={value}
        onChange={(e) => choose(e.target.value)}
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
  );
}
