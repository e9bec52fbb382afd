import { urgencyLevels } from '@shared/schemas/booking-requests';
import { cargoTypes } from '@shared/schemas/matching';
import { currencies } from '@shared/schemas/money';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BoxMixField,
  FormRow,
  liveCargoType,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form';
import type { CargoRequestForm } from './cargo-request-form-schema';
import { EquipmentField, type useMatchingField } from './matching-form-fields';

/**
 * The transport request's cargo: TEU and cargo type (typed and chosen, or shown from the box mix once it has
 * lines; issue 23), budget and urgency, the box mix, commodity, equipment and special requirements.
 */
export function CargoRequestCargoFields({ field }: { field: ReturnType<typeof useMatchingField> }) {
  const { t } = useTranslation('matching');
  const { t: tMix } = useTranslation('boxMix');
  const { t: tCommon } = useTranslation('common');
  const { setValue } = useFormContext<CargoRequestForm>();
  const lines = useWatch<CargoRequestForm, 'boxMix'>({ name: 'boxMix' });
  const fromMix = lines.length > 0;
  const derived = fromMix ? liveCargoType(lines) : null;
  useEffect(() => {
    if (derived) setValue('cargoType', derived);
  }, [derived, setValue]);
  return (
    <>
      <FormRow>
        <NumberField
          {...field('requiredTEU', fromMix ? tMix('fromMix') : undefined)}
          required={!fromMix}
          readOnly={fromMix}
          integer
          min={1}
        />
        <SelectField
          name="cargoType"
          label={t('requestForm.fields.cargoType')}
          hint={fromMix ? tMix('cargoTypeFromMix') : undefined}
          options={fromMix && derived ? [derived] : cargoTypes}
          optionLabel={(c) => t(`cargoTypes.${c}`)}
        />
        <NumberField {...field('maxPricePerTEU')} min={0} step={0.01} />
        <SelectField
          name="maxPriceCurrency"
          label={tCommon('money.currency')}
          options={currencies}
          optionLabel={(c) => c}
        />
        <SelectField
          {...field('urgencyLevel')}
          options={urgencyLevels}
          optionLabel={(u) => t(`urgency.${u}`)}
        />
      </FormRow>
      <BoxMixField teuField="requiredTEU" />
      <TextField
        name="commodity"
        label={tMix('commodity')}
        placeholder={tMix('commodityPlaceholder')}
        maxLength={200}
      />
      <EquipmentField {...field('requiredEquipment')} />
      <TextareaField {...field('specialRequirements')} rows={2} />
    </>
  );
}
