import type { FuelType } from '../../schemas/vessels';

/** t CO2 per t fuel, IMO MEPC.364(79) (2022 LCA/EEXI guidelines): HFO, LFO (VLSFO), MDO/MGO, LNG, methanol. */
export const CO2_FACTORS: Record<FuelType, number> = {
  hfo: 3.114,
  vlsfo: 3.151,
  mgo: 3.206,
  lng: 2.75,
  methanol: 1.375,
};

/** Daily fuel at speed v from the figure at service speed: fuel/day = F × (v / v_service)^n, n = 3 (cube law, DOMAIN.md). */
export function fuelPerDayAtSpeed(input: {
  serviceFuelPerDay: number;
  serviceSpeed: number;
  speed: number;
  exponent?: number;
}) {
  const { serviceFuelPerDay, serviceSpeed, speed, exponent = 3 } = input;
  return serviceFuelPerDay * (speed / serviceSpeed) ** exponent;
}

/** Hours at sea for a distance at a constant speed. */
export const seaHours = (distanceNm: number, speedKnots: number) => distanceNm / speedKnots;

/** Main-engine fuel for a passage, tonnes. */
export function mainEngineFuel(input: {
  distanceNm: number;
  speed: number;
  serviceSpeed: number;
  serviceFuelPerDay: number;
  exponent?: number;
}) {
  const perDay = fuelPerDayAtSpeed(input);
  return (perDay * seaHours(input.distanceNm, input.speed)) / 24;
}

export const co2FromFuel = (fuelTonnes: number, fuelType: FuelType) => fuelTonnes * CO2_FACTORS[fuelType];

/**
 * All twelve calculator ports lie in sulphur emission control areas, so a ship burns 0.1% S fuel
 * (MGO) unless a scrubber lets it burn HFO (DOMAIN.md).
 */
export const defaultFuelType = (scrubberFitted: boolean): FuelType => (scrubberFitted ? 'hfo' : 'mgo');
