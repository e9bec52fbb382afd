import { toCents } from '@shared/domain/money';
import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BoxMixField, FormRow, MoneyField, NumberField, TextareaField, TextField } from '@/components/form';
import { formatMoney, moneyTitle } from '@/lib/money';
import type { BookingFormValues } from './booking-form-schema';

/**
 * What is to be carried: the TEU (typed, or shown from the box mix once it has lines), the budget and the price
 * it comes to, the box mix (issue 23), the commodity and the cargo description.
 */
export function BookingCargoFields({ offering }: { offering: ShipOffering }) {
  const { t, i18n } = useTranslation('bookings');
  const { t: tMix } = useTranslation('boxMix');
  const requested = useWatch<BookingFormValues, 'requestedTEU'>({ name: 'requestedTEU' });
  const lines = useWatch<BookingFormValues, 'boxMix'>({ name: 'boxMix' });
  const fromMix = lines.length > 0;
  // Whole TEU times an exact price, in integer cents: no float is summed (PRODUCT.md 28).
  const estimate =
    Number.isInteger(requested) && requested > 0 ? (toCents(offering.pricePerTEU) * requested) / 100 : null;
  return (
    <>
      <FormRow>
        <NumberField
          name="requestedTEU"
          label={t('fields.requestedTEU')}
          hint={fromMix ? tMix('fromMix') : t('request.maxHint', { max: offering.availableCapacity })}
          required={!fromMix}
          readOnly={fromMix}
          integer
          min={1}
          max={offering.availableCapacity}
        />
        {/* The budget is in the offering's currency: the request, and what is agreed on it, are (PRODUCT.md 37). */}
        <MoneyField
          name="maxBudget"
          label={t('fields.maxBudgetOptional')}
          currency={offering.priceCurrency}
        />
      </FormRow>
      {estimate !== null && (
        <p
          className="text-sm text-slate-600"
          aria-live="polite"
          title={moneyTitle(estimate, offering.priceCurrency, i18n.language)}
        >
          {t('request.estimate', { amount: formatMoney(estimate, offering.priceCurrency, i18n.language) })}
        </p>
      )}
      <BoxMixField teuField="requestedTEU" />
      <TextField
        name="commodity"
        label={tMix('commodity')}
        placeholder={tMix('commodityPlaceholder')}
        maxLength={200}
      />
      <TextareaField
        name="cargoDescription"
        label={t('fields.cargoDescription')}
        required
        rows={3}
        placeholder={t('request.cargoPlaceholder')}
      />
    </>
  );
}
