import type { FleetVesselFigures } from './vessel';

/**
 * DOMAIN.md's worked example, which the tests check the model against by hand: a 700 TEU feeder of 8,000 GT
 * burning 18 t/day at 14 kn, HFO with a scrubber, from Hamburg to Rotterdam (307 nm, Germany to the Netherlands).
 */
export const WORKED_EXAMPLE_VESSEL: FleetVesselFigures = {
  id: 'v1',
  name: 'Example',
  teuCapacity: 700,
  grossTonnage: 8_000,
  serviceSpeedKnots: 14,
  fuelConsumptionTonnesPerDay: 18,
  mainEnginePowerKw: null,
  fuelType: 'hfo',
  scrubberFitted: true,
};

export const WORKED_EXAMPLE_ROUTE = { distanceNm: 307, originCountry: 'DE', destinationCountry: 'NL' };
