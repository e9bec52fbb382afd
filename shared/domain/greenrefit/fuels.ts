import type { FuelType } from '../../schemas/vessels';
import { CO2_FACTORS } from '../voyage/fuel';

/**
 * Energy and greenhouse-gas figures per fuel, Regulation (EU) 2023/1805 (FuelEU Maritime) Annex II defaults:
 * lower calorific value (MJ/g), well-to-tank intensity (g CO2e/MJ), tank-to-wake CH4 and N2O (g/g fuel).
 * CO2 per gram of fuel is IMO's Cf (DOMAIN.md), the same figure CII and the EU ETS use. Methanol's CH4 and N2O
 * are not given for every engine and are left at 0.
 */
export const FUEL_PROPERTIES: Record<
  FuelType,
  { lcvMjPerG: number; wttGPerMj: number; ch4: number; n2o: number }
> = {
  hfo: { lcvMjPerG: 0.0405, wttGPerMj: 13.5, ch4: 0.00005, n2o: 0.00018 },
  vlsfo: { lcvMjPerG: 0.041, wttGPerMj: 13.2, ch4: 0.00005, n2o: 0.00018 },
  mgo: { lcvMjPerG: 0.0427, wttGPerMj: 14.4, ch4: 0.00005, n2o: 0.00018 },
  lng: { lcvMjPerG: 0.0491, wttGPerMj: 18.5, ch4: 0, n2o: 0.00011 },
  methanol: { lcvMjPerG: 0.0199, wttGPerMj: 31.3, ch4: 0, n2o: 0 },
};

/** FuelEU's global warming potentials over 100 years (IPCC AR4). */
const GWP_CH4 = 25;
const GWP_N2O = 298;

/** Well-to-tank intensity of bio- or e-methanol, g CO2e/MJ (estimate; RED II gives ~5 for methanol from waste wood). */
export const BIO_METHANOL_WTT_G_PER_MJ = 10;

/** Energy in a mass of fuel, GJ. */
export const fuelEnergyGj = (fuelType: FuelType, tonnes: number) =>
  tonnes * FUEL_PROPERTIES[fuelType].lcvMjPerG * 1e3;

/** Tonnes of a fuel that hold this energy. */
export const fuelTonnesForEnergy = (fuelType: FuelType, energyGj: number) =>
  energyGj / (FUEL_PROPERTIES[fuelType].lcvMjPerG * 1e3);

/**
 * Well-to-wake intensity of a fossil fuel, g CO2e/MJ: well-to-tank plus combustion, with the methane that slips
 * unburnt through an LNG engine (`slipPct` of the fuel mass, FuelEU's 3.1% for a medium-speed Otto engine).
 */
export function wellToWakeIntensity(fuelType: FuelType, slipPct = 0): number {
  const p = FUEL_PROPERTIES[fuelType];
  const slip = fuelType === 'lng' ? slipPct / 100 : 0;
  const burnt = CO2_FACTORS[fuelType] + p.ch4 * GWP_CH4 + p.n2o * GWP_N2O;
  const tankToWake = (1 - slip) * burnt + slip * GWP_CH4;
  return p.wttGPerMj + tankToWake / p.lcvMjPerG;
}
