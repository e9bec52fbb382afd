import type { FuelType } from '../../schemas/vessels';
import { defaultAllowancePriceEur } from './ets';
import { VESSEL_CLASSES, type VesselType } from './vessel-classes';

/** Every price and factor behind a quote; each can be overridden per quote. */
export const assumptionKeys = [
  'fuelPriceHfo',
  'fuelPriceVlsfo',
  'fuelPriceMgo',
  'fuelPriceLng',
  'fuelPriceMethanol',
  'charterUsdPerDay',
  'portCostUsdPerGt',
  'portHoursPerCall',
  'auxFuelAtSeaTPerDay',
  'fuelInPortTPerDay',
  'tonnesPerTeu',
  'loadFactor',
  'speedExponent',
  'allowancePriceEur',
  'eurUsd',
  'kielPilotageEur',
] as const;
export type AssumptionKey = (typeof assumptionKeys)[number];
export type Assumptions = Record<AssumptionKey, number>;

/** Plausible bounds for an override (the form and the server refuse values outside them). */
export const ASSUMPTION_BOUNDS: Record<AssumptionKey, { min: number; max: number; unit: string }> = {
  fuelPriceHfo: { min: 0, max: 5_000, unit: 'USD/t' },
  fuelPriceVlsfo: { min: 0, max: 5_000, unit: 'USD/t' },
  fuelPriceMgo: { min: 0, max: 5_000, unit: 'USD/t' },
  fuelPriceLng: { min: 0, max: 5_000, unit: 'USD/t' },
  fuelPriceMethanol: { min: 0, max: 5_000, unit: 'USD/t' },
  charterUsdPerDay: { min: 0, max: 200_000, unit: 'USD/d' },
  portCostUsdPerGt: { min: 0, max: 50, unit: 'USD/GT' },
  portHoursPerCall: { min: 0, max: 240, unit: 'h' },
  auxFuelAtSeaTPerDay: { min: 0, max: 20, unit: 't/d' },
  fuelInPortTPerDay: { min: 0, max: 20, unit: 't/d' },
  tonnesPerTeu: { min: 1, max: 30, unit: 't/TEU' },
  loadFactor: { min: 0.05, max: 1, unit: '0–1' },
  speedExponent: { min: 2, max: 4.5, unit: '' },
  allowancePriceEur: { min: 0, max: 1_000, unit: 'EUR/t CO2' },
  eurUsd: { min: 0.5, max: 2, unit: 'USD/EUR' },
  kielPilotageEur: { min: 0, max: 50_000, unit: 'EUR' },
};

/** Where each default comes from (shown next to the value; the screen translates the key). */
export const ASSUMPTION_SOURCES: Record<AssumptionKey, string> = {
  fuelPriceHfo: 'Estimate: VLSFO less the 2024 high/low-sulphur spread of about 100 USD/t',
  fuelPriceVlsfo: 'DOMAIN.md: VLSFO ~535–626 USD/t (2024–25), midpoint',
  fuelPriceMgo: 'DOMAIN.md: MGO ~754 USD/t (2024–25)',
  fuelPriceLng: 'Estimate: ~14 USD/MMBtu × 48.6 MMBtu per tonne of LNG',
  fuelPriceMethanol: 'Estimate: grey methanol, 2024 European contract levels',
  charterUsdPerDay: 'DOMAIN.md: ~7,000–12,000 USD/day for a ~700 TEU feeder (estimate), scaled by class',
  portCostUsdPerGt:
    'Estimate: port dues, pilotage, towage and mooring scale with GT (DOMAIN.md: thousands to tens of thousands USD per call)',
  portHoursPerCall: 'Estimate: a feeder call of about half a day at each end',
  auxFuelAtSeaTPerDay: 'DOMAIN.md: auxiliary engines 1–2 t/day',
  fuelInPortTPerDay: 'DOMAIN.md: idle/port fuel ~2.4 t/day',
  tonnesPerTeu: 'DOMAIN.md: about 10 t per loaded TEU',
  loadFactor: 'DOMAIN.md / GLEC: intensity quoted at 70% load',
  speedExponent: 'DOMAIN.md: cube law (exponent 2.7–4 in practice)',
  allowancePriceEur: 'DOMAIN.md: EUA average ~67 EUR/t (2024), ~75 EUR/t (2025)',
  eurUsd: 'ECB euro reference rate, 2024 average (1.08)',
  kielPilotageEur:
    'Optional, per Kiel Canal transit: pilots (Lotstarifverordnung) and canal helmsmen (Kanalsteurertarifverordnung 2015, e.g. 1,727 EUR for 8,751–9,000 GT); 0 leaves it out. The canal dues themselves follow the published tariff (NOKBefAbgV) by gross tonnage.',
};

/** Defaults for a quote: the charter rate follows the vessel class and the allowance price the voyage year. */
export function defaultAssumptions(input: { vesselType: VesselType; year: number }): Assumptions {
  return {
    fuelPriceHfo: 480,
    fuelPriceVlsfo: 580,
    fuelPriceMgo: 754,
    fuelPriceLng: 680,
    fuelPriceMethanol: 500,
    charterUsdPerDay: VESSEL_CLASSES[input.vesselType].charterUsdPerDay,
    portCostUsdPerGt: 1.5,
    portHoursPerCall: 12,
    auxFuelAtSeaTPerDay: 1.5,
    fuelInPortTPerDay: 2.4,
    tonnesPerTeu: 10,
    loadFactor: 0.7,
    speedExponent: 3,
    allowancePriceEur: defaultAllowancePriceEur(input.year),
    eurUsd: 1.08,
    kielPilotageEur: 0,
  };
}

export const fuelPriceKey: Record<FuelType, AssumptionKey> = {
  hfo: 'fuelPriceHfo',
  vlsfo: 'fuelPriceVlsfo',
  mgo: 'fuelPriceMgo',
  lng: 'fuelPriceLng',
  methanol: 'fuelPriceMethanol',
};
