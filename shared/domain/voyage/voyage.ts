import type { FuelType } from '../../schemas/vessels';
import { type Assumptions, fuelPriceKey } from './assumptions';
import { cargoTeu } from './cargo';
import { ETS_MIN_GROSS_TONNAGE, isEtsCountry, phaseIn, voyageScope } from './ets';
import { CO2_FACTORS, fuelPerDayAtSpeed } from './fuel';
import type { VoyageVessel } from './vessel';

export type VoyageInput = {
  distanceNm: number;
  originCountry: string;
  destinationCountry: string;
  vessel: VoyageVessel;
  speedKnots: number;
  fuelType: FuelType;
  cargoWeightTonnes: number;
  /** Calendar year of the voyage's emissions (EU ETS phase-in). */
  year: number;
  assumptions: Assumptions;
  /**
   * A canal leg inside `distanceNm` sailed at its own speed (the Kiel Canal's limit), and its dues and pilotage
   * in USD; absent for a voyage through no canal.
   */
  canal?: { distanceNm: number; speedKnots: number; feesUsd: number };
};

export type VoyageCosts = {
  fuelUsd: number;
  vesselTimeUsd: number;
  portCallsUsd: number;
  /** Canal dues and pilotage (the Kiel Canal); 0 without a canal. */
  canalUsd: number;
  euEtsUsd: number;
  totalUsd: number;
};

export type Voyage = {
  seaHours: number;
  portHours: number;
  fuel: { mainEngineT: number; auxiliaryT: number; inPortT: number; totalT: number; fuelType: FuelType };
  co2: { totalT: number; factor: number; gramsPerTeuKm: number | null };
  cargo: { weightT: number; teu: number; teuBasis: number };
  ets: { applies: boolean; scope: number; phaseIn: number; coveredCo2T: number; allowancePriceEur: number };
  cost: VoyageCosts & { perTeuUsd: number | null };
};

const cents = (usd: number) => Math.round(usd * 100);
const KM_PER_NM = 1.852;

/**
 * One voyage of one ship between two ports: sea passage at a constant speed plus one call at each
 * end. Fuel follows the cube law from the ship's consumption at service speed; CO2 uses the IMO
 * factor of the fuel burned; cost adds fuel, ship time (charter), port calls and EU ETS allowances.
 * Intensity and cost per TEU are on the cargo's TEU or, when the cargo is smaller, on the ship's
 * average load (capacity × load factor): a feeder carries other boxes too.
 */
export function computeVoyage(input: VoyageInput): Voyage {
  const { vessel, assumptions: a } = input;
  const sameport = input.distanceNm === 0;
  const canal = sameport ? undefined : input.canal;
  const canalNm = canal ? Math.min(canal.distanceNm, input.distanceNm) : 0;
  const openHours = sameport ? 0 : (input.distanceNm - canalNm) / input.speedKnots;
  const canalHours = canal ? canalNm / canal.speedKnots : 0;
  const seaHours = openHours + canalHours;
  const portHours = sameport ? a.portHoursPerCall : 2 * a.portHoursPerCall;
  const mePerDayAt = (speed: number) =>
    fuelPerDayAtSpeed({
      serviceFuelPerDay: vessel.fuelTonnesPerDay,
      serviceSpeed: vessel.serviceSpeedKnots,
      speed,
      exponent: a.speedExponent,
    });
  const mainEngineT =
    (mePerDayAt(input.speedKnots) * openHours + (canal ? mePerDayAt(canal.speedKnots) * canalHours : 0)) / 24;
  const auxiliaryT = (a.auxFuelAtSeaTPerDay * seaHours) / 24;
  const inPortT = (a.fuelInPortTPerDay * portHours) / 24;
  const totalFuelT = mainEngineT + auxiliaryT + inPortT;
  const factor = CO2_FACTORS[input.fuelType];
  const co2T = totalFuelT * factor;

  const teu = cargoTeu(input.cargoWeightTonnes, a.tonnesPerTeu);
  const teuBasis = Math.max(teu, Math.round(vessel.teuCapacity * a.loadFactor));
  const gramsPerTeuKm =
    seaHours > 0 && teuBasis > 0 ? (co2T * 1e6) / (teuBasis * input.distanceNm * KM_PER_NM) : null;

  const appliesBySize = vessel.grossTonnage >= ETS_MIN_GROSS_TONNAGE;
  const scope = voyageScope(input.originCountry, input.destinationCountry);
  const seaShareCo2 = (mainEngineT + auxiliaryT) * factor * scope;
  const berthCalls = sameport
    ? Number(isEtsCountry(input.originCountry))
    : Number(isEtsCountry(input.originCountry)) + Number(isEtsCountry(input.destinationCountry));
  const berthCo2 = sameport ? inPortT * factor * berthCalls : (inPortT / 2) * factor * berthCalls;
  const phase = phaseIn(input.year);
  const coveredCo2T = appliesBySize ? (seaShareCo2 + berthCo2) * phase : 0;

  const fuelCents = cents(totalFuelT * a[fuelPriceKey[input.fuelType]]);
  const timeCents = cents((a.charterUsdPerDay * (seaHours + portHours)) / 24);
  const portCents = cents(a.portCostUsdPerGt * vessel.grossTonnage) * (sameport ? 1 : 2);
  const etsCents = cents(coveredCo2T * a.allowancePriceEur * a.eurUsd);
  const canalCents = canal ? cents(canal.feesUsd) : 0;
  const totalCents = fuelCents + timeCents + portCents + canalCents + etsCents;

  return {
    seaHours,
    portHours,
    fuel: { mainEngineT, auxiliaryT, inPortT, totalT: totalFuelT, fuelType: input.fuelType },
    co2: { totalT: co2T, factor, gramsPerTeuKm },
    cargo: { weightT: input.cargoWeightTonnes, teu, teuBasis },
    ets: {
      applies: appliesBySize && scope + berthCalls > 0 && phase > 0,
      scope,
      phaseIn: phase,
      coveredCo2T,
      allowancePriceEur: a.allowancePriceEur,
    },
    cost: {
      fuelUsd: fuelCents / 100,
      vesselTimeUsd: timeCents / 100,
      portCallsUsd: portCents / 100,
      canalUsd: canalCents / 100,
      euEtsUsd: etsCents / 100,
      totalUsd: totalCents / 100,
      perTeuUsd: teuBasis > 0 ? Math.round(totalCents / teuBasis) / 100 : null,
    },
  };
}
