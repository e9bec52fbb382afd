import { describe, expect, it } from 'vitest';
import { defaultAssumptions } from './assumptions';
import { kielCanalDuesEur, kielCanalHours, kielCanalPassage, kielCanalTariff } from './kiel-canal';
import { classVessel } from './vessel';
import { computeVoyage } from './voyage';

const after = new Date(Date.UTC(2026, 8, 1));
const before = new Date(Date.UTC(2026, 5, 30, 12));

describe('Kiel Canal dues (NOKBefAbgV Anlage 1 Nr. 1.1, through transit)', () => {
  it('by hand: a band "over X up to Y GT" at its amount', () => {
    // 400 TEU feeder, 5,000 GT: the band over 4,900 up to 5,000 GT, 1,092 EUR.
    expect(kielCanalDuesEur(5_000, after)).toBe(1_092);
    // 5,001 GT is in the next band, over 5,000 up to 5,250: 1,106 EUR.
    expect(kielCanalDuesEur(5_001, after)).toBe(1_106);
    // 700 TEU feeder, 8,750 GT: over 8,500 up to 8,750, 1,298 EUR.
    expect(kielCanalDuesEur(8_750, after)).toBe(1_298);
    // 900 TEU feeder, 11,250 GT: over 11,000 up to 11,250, 1,421 EUR.
    expect(kielCanalDuesEur(11_250, after)).toBe(1_421);
    expect(kielCanalDuesEur(40, after)).toBe(29);
  });

  it('half until 30 June 2026 (§ 8, ships taking a pilot), rounded to whole euros', () => {
    expect(kielCanalDuesEur(8_750, before)).toBe(649);
    expect(kielCanalDuesEur(9_000, before)).toBe(658); // 1,315 / 2 = 657.50, 0.50 rounds up
  });

  it('the date counts by its tariff alone (what a kept comparison table is keyed by)', () => {
    const lastHalf = new Date(Date.UTC(2026, 5, 30, 23, 59, 59, 999));
    const firstFull = new Date(lastHalf.getTime() + 1);
    expect([kielCanalTariff(before), kielCanalTariff(lastHalf)]).toEqual(['half-rate', 'half-rate']);
    expect([kielCanalTariff(firstFull), kielCanalTariff(after)]).toEqual(['full', 'full']);
    for (const gt of [40, 5_000, 9_000, 40_000]) {
      expect(kielCanalDuesEur(gt, lastHalf)).toBe(kielCanalDuesEur(gt, before));
      expect(kielCanalDuesEur(gt, firstFull)).toBe(kielCanalDuesEur(gt, after));
    }
    expect(kielCanalDuesEur(9_000, firstFull)).toBe(1_315);
  });
});

describe('the canal leg in a voyage', () => {
  it('53 nm at the 8 kn limit: 6.625 h, and no faster than the ship', () => {
    expect(kielCanalHours(14)).toBeCloseTo(6.625, 6);
    expect(kielCanalHours(6)).toBeCloseTo(53 / 6, 6);
  });

  it('adds the slow leg, its fuel at the lower speed, and the dues to the cost', () => {
    const vessel = classVessel('micro_containership');
    const assumptions = {
      ...defaultAssumptions({ vesselType: 'micro_containership', year: 2026 }),
      kielPilotageEur: 500,
    };
    const base = {
      distanceNm: 400,
      originCountry: 'DE',
      destinationCountry: 'PL',
      vessel,
      speedKnots: 16,
      fuelType: 'mgo' as const,
      cargoWeightTonnes: 3000,
      year: 2026,
      assumptions,
    };
    const canal = kielCanalPassage({
      grossTonnage: vessel.grossTonnage,
      speedKnots: 16,
      transit: after,
      assumptions,
    });
    expect(canal).toMatchObject({ distanceNm: 53, speedKnots: 8, duesEur: 1_298, pilotageEur: 500 });
    const open = computeVoyage(base);
    const via = computeVoyage({ ...base, canal });
    expect(via.seaHours).toBeCloseTo(347 / 16 + 53 / 8, 6);
    // At half the speed the main engine burns (1/2)^3 per day for twice the time: a quarter of the fuel per nm.
    const mePerNm = open.fuel.mainEngineT / 400;
    expect(via.fuel.mainEngineT).toBeCloseTo(mePerNm * 347 + (mePerNm * 53) / 4, 6);
    expect(via.cost.canalUsd).toBe(Math.round((1_298 + 500) * assumptions.eurUsd * 100) / 100);
    expect(open.cost.canalUsd).toBe(0);
  });
});
