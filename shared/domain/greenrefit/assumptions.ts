import { ASSUMPTION_SOURCES, defaultAssumptions } from '../voyage/assumptions';
import { defaultAllowancePriceEur } from '../voyage/ets';

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

export const REFIT_ASSUMPTION_BOUNDS: Record<RefitAssumptionKey, { min: number; max: number; unit: string }> =
  {
    fuelPriceHfo: { min: 0, max: 5_000, unit: 'USD/t' },
    fuelPriceVlsfo: { min: 0, max: 5_000, unit: 'USD/t' },
    fuelPriceMgo: { min: 0, max: 5_000, unit: 'USD/t' },
    fuelPriceLng: { min: 0, max: 5_000, unit: 'USD/t' },
    fuelPriceMethanol: { min: 0, max: 5_000, unit: 'USD/t' },
    fuelPriceBioMethanol: { min: 0, max: 5_000, unit: 'USD/t' },
    eurUsd: { min: 0.5, max: 2, unit: 'USD/EUR' },
    allowancePriceEur: { min: 0, max: 1_000, unit: 'EUR/t CO2' },
    etsScopeShare: { min: 0, max: 1, unit: '0–1' },
    fuelEuPenaltyEur: { min: 0, max: 10_000, unit: 'EUR/t VLSFOe' },
    electricityEurPerMwh: { min: 0, max: 1_000, unit: 'EUR/MWh' },
    auxSfocGPerKwh: { min: 150, max: 400, unit: 'g/kWh' },
    speedExponent: { min: 2, max: 4.5, unit: '' },
    charterPremiumUsdPerDay: { min: 0, max: 50_000, unit: 'USD/d' },
    daysOnHire: { min: 0, max: 366, unit: 'd' },
  };

export const REFIT_ASSUMPTION_SOURCES: Record<RefitAssumptionKey, string> = {
  fuelPriceHfo: ASSUMPTION_SOURCES.fuelPriceHfo,
  fuelPriceVlsfo: ASSUMPTION_SOURCES.fuelPriceVlsfo,
  fuelPriceMgo: ASSUMPTION_SOURCES.fuelPriceMgo,
  fuelPriceLng: ASSUMPTION_SOURCES.fuelPriceLng,
  fuelPriceMethanol: ASSUMPTION_SOURCES.fuelPriceMethanol,
  fuelPriceBioMethanol: 'Estimate: bio-methanol about 2–2.5 times grey methanol (2024 European offers)',
  eurUsd: ASSUMPTION_SOURCES.eurUsd,
  allowancePriceEur: ASSUMPTION_SOURCES.allowancePriceEur,
  etsScopeShare:
    'DOMAIN.md: 100% of intra-EU voyages and time at berth, 50% of voyages into or out of the EU (the estimate from voyages weighs each by its distance)',
  fuelEuPenaltyEur:
    'DOMAIN.md / Regulation (EU) 2023/1805 Annex IV: 2,400 EUR per t VLSFO-equivalent energy shortfall',
  electricityEurPerMwh:
    'Estimate: shore-side electricity for ships in EU ports, 2024 (taxes reduced under Directive 2003/96/EC)',
  auxSfocGPerKwh:
    'Estimate: auxiliary generator specific fuel oil consumption (IMO Fourth GHG Study 2020: ~220 g/kWh)',
  speedExponent: ASSUMPTION_SOURCES.speedExponent,
  charterPremiumUsdPerDay:
    'Optional: efficient feeders earn ~3,000 USD/day more on charter (DOMAIN.md, market report); 0 leaves it out',
  daysOnHire: 'Estimate: days a year on charter, after dry-dock and off-hire',
};

export function defaultRefitAssumptions(year: number): RefitAssumptions {
  const voyage = defaultAssumptions({ vesselType: 'micro_containership', year });
  return {
    fuelPriceHfo: voyage.fuelPriceHfo,
    fuelPriceVlsfo: voyage.fuelPriceVlsfo,
    fuelPriceMgo: voyage.fuelPriceMgo,
    fuelPriceLng: voyage.fuelPriceLng,
    fuelPriceMethanol: voyage.fuelPriceMethanol,
    fuelPriceBioMethanol: 1_150,
    eurUsd: voyage.eurUsd,
    allowancePriceEur: defaultAllowancePriceEur(year),
    etsScopeShare: 1,
    fuelEuPenaltyEur: 2_400,
    electricityEurPerMwh: 150,
    auxSfocGPerKwh: 220,
    speedExponent: voyage.speedExponent,
    charterPremiumUsdPerDay: 0,
    daysOnHire: 350,
  };
}
