import {
  ASSUMPTION_BOUNDS,
  ASSUMPTION_SOURCES,
  type Assumptions,
  assumptionKeys,
  defaultAssumptions,
} from '@shared/domain/voyage/assumptions';
import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import type { ParsedQuoteInput, QuoteAssumption } from '@shared/schemas/smartfeeder';

/** Defaults for the vessel class and year, with the caller's overrides on top; and the list the screen shows. */
export function resolveAssumptions(input: {
  vesselType: VesselType;
  year: number;
  overrides: ParsedQuoteInput['assumptions'];
}) {
  const defaults = defaultAssumptions({ vesselType: input.vesselType, year: input.year });
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
    source: ASSUMPTION_SOURCES[key],
  }));
  return { values: values as Assumptions, list };
}
