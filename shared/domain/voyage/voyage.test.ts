import { describe, expect, it } from 'vitest';
import { defaultAssumptions } from './assumptions';
import { suggestVesselType } from './cargo';
import { phaseIn, voyageScope } from './ets';
import { CO2_FACTORS, co2FromFuel, fuelPerDayAtSpeed, mainEngineFuel, seaHours } from './fuel';
import { classVessel, fleetVessel } from './vessel';
import { computeVoyage } from './voyage';
import { WORKED_EXAMPLE_ROUTE, WORKED_EXAMPLE_VESSEL } from './worked-example';

const within = (actual: number, expected: number, share: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(share);

describe('DOMAIN.md worked example: 700 TEU, 18 t/day at 14 kn, Hamburg–Rotterdam 307 nm at 14 kn', () => {
  const ship = { distanceNm: 307, speed: 14, serviceSpeed: 14, serviceFuelPerDay: 18 };

  it('takes 21.9 h and burns 16.4 t in the main engine', () => {
    within(seaHours(307, 14), 21.9, 0.01);
    within(mainEngineFuel(ship), 16.4, 0.01);
  });

  it('emits 51.2 t CO2 on HFO and 52.7 t on MGO', () => {
    within(co2FromFuel(mainEngineFuel(ship), 'hfo'), 51.2, 0.01);
    within(co2FromFuel(mainEngineFuel(ship), 'mgo'), 52.7, 0.01);
  });

  it('gives the same through the voyage model with the fleet vessel’s own figures', () => {
    const vessel = fleetVessel(WORKED_EXAMPLE_VESSEL);
    const v = computeVoyage({
      ...WORKED_EXAMPLE_ROUTE,
      vessel,
      speedKnots: 14,
      fuelType: 'hfo',
      cargoWeightTonnes: 0,
      year: 2025,
      assumptions: defaultAssumptions({ vesselType: 'micro_containership', year: 2025 }),
    });
    within(v.seaHours, 21.9, 0.01);
    within(v.fuel.mainEngineT, 16.4, 0.01);
    within(v.fuel.mainEngineT * v.co2.factor, 51.2, 0.01);
  });
});

describe('cube law', () => {
  it('saves ~27% a day and ~19% a mile at 10% less speed', () => {
    const perDay = fuelPerDayAtSpeed({ serviceFuelPerDay: 20, serviceSpeed: 15, speed: 13.5 });
    expect(perDay / 20).toBeCloseTo(0.729, 3);
    const perMile =
      mainEngineFuel({ distanceNm: 100, speed: 13.5, serviceSpeed: 15, serviceFuelPerDay: 20 }) /
      mainEngineFuel({ distanceNm: 100, speed: 15, serviceSpeed: 15, serviceFuelPerDay: 20 });
    expect(perMile).toBeCloseTo(0.81, 3);
  });
  it('honours another exponent', () => {
    expect(fuelPerDayAtSpeed({ serviceFuelPerDay: 10, serviceSpeed: 10, speed: 20, exponent: 4 })).toBe(160);
  });
});

describe('IMO MEPC.364(79) conversion factors', () => {
  it('are t CO2 per t fuel', () => {
    expect(CO2_FACTORS).toEqual({ hfo: 3.114, vlsfo: 3.151, mgo: 3.206, lng: 2.75, methanol: 1.375 });
  });
});

describe('EU ETS', () => {
  it('phases in 40% (2024), 70% (2025), 100% from 2026', () => {
    expect([2023, 2024, 2025, 2026, 2030].map(phaseIn)).toEqual([0, 0.4, 0.7, 1, 1]);
  });
  it('covers intra-EU/EEA voyages fully, voyages to or from outside half, others not', () => {
    expect(voyageScope('DE', 'NL')).toBe(1);
    expect(voyageScope('NO', 'DE')).toBe(1);
    expect(voyageScope('GB', 'NL')).toBe(0.5);
    expect(voyageScope('GB', 'GB')).toBe(0);
  });
  const voyage = (grossTonnage: number, year: number) =>
    computeVoyage({
      distanceNm: 300,
      originCountry: 'DE',
      destinationCountry: 'NL',
      vessel: { ...classVessel('micro_containership'), grossTonnage },
      speedKnots: 14,
      fuelType: 'mgo',
      cargoWeightTonnes: 0,
      year,
      assumptions: defaultAssumptions({ vesselType: 'micro_containership', year }),
    });
  it('charges the year’s share of all emissions of a ship of 5,000 GT or more', () => {
    const v = voyage(8_000, 2025);
    expect(v.ets.applies).toBe(true);
    expect(v.ets.coveredCo2T).toBeCloseTo(v.co2.totalT * 0.7, 6);
    expect(v.cost.euEtsUsd).toBeCloseTo(v.co2.totalT * 0.7 * 75 * 1.08, 0);
    expect(voyage(8_000, 2026).ets.coveredCo2T).toBeCloseTo(v.co2.totalT, 6);
  });
  it('leaves ships under 5,000 GT out', () => {
    const v = voyage(4_000, 2025);
    expect(v.ets.applies).toBe(false);
    expect(v.cost.euEtsUsd).toBe(0);
  });
});

describe('suggested vessel type (DOMAIN.md: smallest class whose upper bound carries the cargo at 10 t/TEU)', () => {
  it.each([
    [null, 'micro_containership'],
    [0, 'micro_containership'],
    [100, 'small_feeder'],
    [5_000, 'small_feeder'],
    [5_001, 'micro_containership'],
    [8_000, 'micro_containership'],
    [8_001, 'regional_feeder'],
    [10_000, 'regional_feeder'],
    [25_000, 'regional_feeder'],
  ] as const)('%s t → %s', (weight, type) => {
    expect(suggestVesselType(weight)).toBe(type);
  });
});

describe('costs', () => {
  it('add up in cents and divide per TEU of the cargo or the average load', () => {
    const v = computeVoyage({
      ...WORKED_EXAMPLE_ROUTE,
      vessel: classVessel('micro_containership'),
      speedKnots: 16,
      fuelType: 'mgo',
      cargoWeightTonnes: 2_000,
      year: 2025,
      assumptions: defaultAssumptions({ vesselType: 'micro_containership', year: 2025 }),
    });
    const sum = Math.round(
      (v.cost.fuelUsd + v.cost.vesselTimeUsd + v.cost.portCallsUsd + v.cost.euEtsUsd) * 100,
    );
    expect(Math.round(v.cost.totalUsd * 100)).toBe(sum);
    expect(v.cargo.teu).toBe(200);
    expect(v.cargo.teuBasis).toBe(490);
    expect(v.cost.perTeuUsd).toBeCloseTo(v.cost.totalUsd / 490, 1);
  });
  it('answers a port call alone when origin and destination are the same', () => {
    const v = computeVoyage({
      distanceNm: 0,
      originCountry: 'DE',
      destinationCountry: 'DE',
      vessel: classVessel('small_feeder'),
      speedKnots: 14,
      fuelType: 'mgo',
      cargoWeightTonnes: 0,
      year: 2025,
      assumptions: defaultAssumptions({ vesselType: 'small_feeder', year: 2025 }),
    });
    expect(v.seaHours).toBe(0);
    expect(v.fuel.mainEngineT).toBe(0);
    expect(v.portHours).toBe(12);
    expect(v.co2.gramsPerTeuKm).toBeNull();
  });
});

describe('fleet vessels', () => {
  const figures = {
    id: 'v2',
    name: 'No figures',
    teuCapacity: 450,
    grossTonnage: null,
    serviceSpeedKnots: null,
    fuelConsumptionTonnesPerDay: null,
    mainEnginePowerKw: null,
    fuelType: 'vlsfo' as const,
    scrubberFitted: false,
  };
  it('fall back to their size class for a missing figure, and estimate GT from TEU', () => {
    const v = fleetVessel(figures);
    expect(v).toMatchObject({
      vesselType: 'small_feeder',
      serviceSpeedKnots: 14,
      fuelTonnesPerDay: 12.5,
      grossTonnage: 5625,
      fuelType: 'mgo',
    });
  });
  it('derive daily fuel from engine power when no consumption is given (85% MCR, 190 g/kWh)', () => {
    expect(fleetVessel({ ...figures, mainEnginePowerKw: 6_000 }).fuelTonnesPerDay).toBeCloseTo(23.26, 2);
  });
  it('burn HFO only with a scrubber, and keep LNG or methanol', () => {
    expect(fleetVessel({ ...figures, fuelType: 'hfo', scrubberFitted: true }).fuelType).toBe('hfo');
    expect(fleetVessel({ ...figures, fuelType: 'hfo' }).fuelType).toBe('mgo');
    expect(fleetVessel({ ...figures, fuelType: 'lng' }).fuelType).toBe('lng');
  });
});
