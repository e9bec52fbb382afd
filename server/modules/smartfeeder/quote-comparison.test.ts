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
});
