import { classVessel, fleetVessel } from '@shared/domain/voyage/vessel';
import { describe, expect, it } from 'vitest';
import { resolveAssumptions } from './quote-assumptions';
import { buildTable, compareVoyages } from './quote-comparison';

const { values: assumptions } = resolveAssumptions({ vesselType: 'small_feeder', year: 2026, overrides: {} });
const base = {
  distanceNm: 305,
  originCountry: 'DE',
  destinationCountry: 'NL',
  fuelType: 'vlsfo' as const,
  cargoWeightTonnes: 2000,
  year: 2026,
  assumptions,
};
const fleet = fleetVessel({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Alster Bay',
  teuCapacity: 868,
  grossTonnage: 9100,
  serviceSpeedKnots: 15.5,
  fuelConsumptionTonnesPerDay: 24,
  mainEnginePowerKw: 8400,
  fuelType: 'hfo',
  scrubberFitted: true,
});

describe('the comparison table cache', () => {
  it('answers the table a fresh computation gives, for each distinct input', () => {
    const variants = [
      base,
      { ...base, distanceNm: 900 },
      { ...base, fuelType: 'mgo' as const },
      { ...base, assumptions: { ...assumptions, charterUsdPerDay: assumptions.charterUsdPerDay * 2 } },
    ];
    const tables = variants.map((b) => compareVoyages(b, classVessel('small_feeder')));
    variants.forEach((b, i) => {
      expect(compareVoyages(b, classVessel('small_feeder'))).toEqual(
        buildTable(b, classVessel('small_feeder')),
      );
      // Any input that changes the figures changes the table: no answer is served for another input.
      for (let j = 0; j < i; j++) expect(tables[i]).not.toEqual(tables[j]);
    });
  });

  it('computes a repeated input once and keeps the fleet vessel apart from the classes', () => {
    const first = compareVoyages(base, fleet);
    expect(compareVoyages({ ...base }, { ...fleet })).toBe(first);
    expect(first.filter((r) => r.vessel === 'fleet')).toHaveLength(13);
    const asClass = compareVoyages(base, classVessel('regional_feeder'));
    expect(asClass.some((r) => r.vessel === 'fleet')).toBe(false);
    expect(() => (first as unknown as unknown[]).push({})).toThrow(TypeError);
  });

  it('keeps one table per Kiel Canal tariff, whatever the instant of the transit (issue 28)', () => {
    const viaKiel = { ...base, distanceNm: 420, destinationCountry: 'PL' };
    const vessel = classVessel('small_feeder');
    const full = [new Date('2023-03-01T08:00:00Z'), new Date('2023-06-30T23:59:59.999Z')];
    const halfRate = [
      new Date('2023-07-01T00:00:00Z'),
      new Date('2026-11-28T04:10:56.123Z'),
      new Date('2027-02-01T12:00:00Z'),
    ];
    // Each instant answers the table computed for it, the full rate's before the half rate's...
    for (const transit of [...full, ...halfRate])
      expect(compareVoyages(viaKiel, vessel, transit)).toEqual(buildTable(viaKiel, vessel, transit));
    expect(compareVoyages(viaKiel, vessel, full[0])).not.toEqual(
      compareVoyages(viaKiel, vessel, halfRate[0]),
    );
    // ...and the instants of one tariff share one table: a quote transiting "now" is not computed on every call.
    expect(compareVoyages(viaKiel, vessel, full[1])).toBe(compareVoyages(viaKiel, vessel, full[0]));
    expect(compareVoyages(viaKiel, vessel, halfRate[2])).toBe(compareVoyages(viaKiel, vessel, halfRate[1]));
    expect(compareVoyages(viaKiel, vessel, halfRate[1])).toBe(compareVoyages(viaKiel, vessel, halfRate[0]));
  });
});
