import type { DatedRate } from '@shared/domain/money';
import {
  ASSUMPTION_BOUNDS,
  ASSUMPTION_SOURCES,
  type Assumptions,
  assumptionKeys,
  defaultAssumptions,
} from '@shared/domain/voyage/assumptions';
import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import type { ParsedQuoteInput, QuoteAssumption } from '@shared/schemas/smartfeeder';

/**
 * Defaults for the vessel class and year, with the caller's overrides on top; and the list the screen shows. The
 * EUR/USD default is the dated rate administrators keep (PRODUCT.md 37), the one every conversion uses, so the
 * quote's euros (allowances, canal dues, pilotage) convert as the marketplace's do; the model's 1.08 only without it.
 */
export function resolveAssumptions(input: {
  vesselType: VesselType;
  year: number;
  overrides: ParsedQuoteInput['assumptions'];
  rate?: DatedRate | null;
}) {
  const defaults = defaultAssumptions({ vesselType: input.vesselType, year: input.year });
  if (input.rate) defaults.eurUsd = input.rate.rate;
  const values = { ...defaults };
  for (const key of assumptionKeys) {
    const override = input.overrides[key];
    if (override !== undefined) values[key] = override;
  }
  const list: QuoteAssumption[] = assumptionKeys.map((key) => ({
    key,
    value: values[key],
    default: defaults[key],
    unit: ASSUMPTION_BOUNDS[key].unit,
    source:
      key === 'eurUsd' && input.rate
        ? `${input.rate.source ?? 'Exchange rate'}, ${input.rate.rateDate}`
        : ASSUMPTION_SOURCES[key],
  }));
  return { values: values as Assumptions, list };
}
