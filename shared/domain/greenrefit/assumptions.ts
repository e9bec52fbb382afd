import {
  ASSUMPTION_BOUNDS,
  ASSUMPTION_SOURCES,
  type AssumptionKey,
  defaultAssumptions,
} from '../voyage/assumptions';

/** Every price and factor behind an assessment; each is visible and editable, as in SmartFeeder. */
export const refitAssumptionKeys = [
  'fuelPriceHfo',
  'fuelPriceVlsfo',
  'fuelPriceMgo',
  'fuelPriceLng',
  'fuelPriceMethanol',
  'fuelPriceBioMethanol',
  'eurUsd',
  'allowancePriceEur',
  'etsScopeShare',
  'fuelEuPenaltyEur',
  'electricityEurPerMwh',
  'auxSfocGPerKwh',
  'speedExponent',
  'charterPremiumUsdPerDay',
  'daysOnHire',
] as const;
export type RefitAssumptionKey = (typeof refitAssumptionKeys)[number];
export type RefitAssumptions = Record<RefitAssumptionKey, number>;

/** The figures an assessment shares with SmartFeeder's quotes: the same bounds, sources and defaults. */
const voyageKeys = [
  'fuelPriceHfo',
  'fuelPriceVlsfo',
  'fuelPriceMgo',
  'fuelPriceLng',
  'fuelPriceMethanol',
  'eurUsd',
  'allowancePriceEur',
  'speedExponent',
] as const satisfies readonly (RefitAssumptionKey & AssumptionKey)[];
type OwnKey = Exclude<RefitAssumptionKey, (typeof voyageKeys)[number]>;
const pickVoyage = <T>(voyage: Record<AssumptionKey, T>) =>
  Object.fromEntries(voyageKeys.map((k) => [k, voyage[k]])) as Record<(typeof voyageKeys)[number], T>;

/** One entry per assessment figure, in refitAssumptionKeys' order: the voyage's for the shared ones, `own` for the rest. */
function refitRecord<T>(
  voyage: Record<AssumptionKey, T>,
  own: Record<OwnKey, T>,
): Record<RefitAssumptionKey, T> {
  const all: Record<RefitAssumptionKey, T> = { ...own, ...pickVoyage(voyage) };
  return Object.fromEntries(refitAssumptionKeys.map((k) => [k, all[k]])) as Record<RefitAssumptionKey, T>;
}

export const REFIT_ASSUMPTION_BOUNDS = refitRecord(ASSUMPTION_BOUNDS, {
  fuelPriceBioMethanol: { min: 0, max: 5_000, unit: 'USD/t' },
  etsScopeShare: { min: 0, max: 1, unit: '0–1' },
  fuelEuPenaltyEur: { min: 0, max: 10_000, unit: 'EUR/t VLSFOe' },
  electricityEurPerMwh: { min: 0, max: 1_000, unit: 'EUR/MWh' },
  auxSfocGPerKwh: { min: 150, max: 400, unit: 'g/kWh' },
  charterPremiumUsdPerDay: { min: 0, max: 50_000, unit: 'USD/d' },
  daysOnHire: { min: 0, max: 366, unit: 'd' },
});

export const REFIT_ASSUMPTION_SOURCES = refitRecord(ASSUMPTION_SOURCES, {
  fuelPriceBioMethanol: 'Estimate: bio-methanol about 2–2.5 times grey methanol (2024 European offers)',
  etsScopeShare:
    'DOMAIN.md: 100% of intra-EU voyages and time at berth, 50% of voyages into or out of the EU (the estimate from voyages weighs each by its distance)',
  fuelEuPenaltyEur:
    'DOMAIN.md / Regulation (EU) 2023/1805 Annex IV: 2,400 EUR per t VLSFO-equivalent energy shortfall',
  electricityEurPerMwh:
    'Estimate: shore-side electricity for ships in EU ports, 2024 (taxes reduced under Directive 2003/96/EC)',
  auxSfocGPerKwh:
    'Estimate: auxiliary generator specific fuel oil consumption (IMO Fourth GHG Study 2020: ~220 g/kWh)',
  charterPremiumUsdPerDay:
    'Optional: efficient feeders earn ~3,000 USD/day more on charter (DOMAIN.md, market report); 0 leaves it out',
  daysOnHire: 'Estimate: days a year on charter, after dry-dock and off-hire',
});

/**
 * Defaults for an assessment starting in `year`. `eurUsd`: the dated rate every conversion uses (PRODUCT.md 37)
 * when the caller has it, so fuel bought in dollars converts to the assessment's euros as the marketplace converts;
 * the voyage model's default otherwise.
 */
export function defaultRefitAssumptions(year: number, eurUsd?: number): RefitAssumptions {
  const voyage = defaultAssumptions({ vesselType: 'micro_containership', year });
  if (eurUsd !== undefined) voyage.eurUsd = eurUsd;
  return refitRecord(voyage, {
    fuelPriceBioMethanol: 1_150,
    etsScopeShare: 1,
    fuelEuPenaltyEur: 2_400,
    electricityEurPerMwh: 150,
    auxSfocGPerKwh: 220,
    charterPremiumUsdPerDay: 0,
    daysOnHire: 350,
  });
}
