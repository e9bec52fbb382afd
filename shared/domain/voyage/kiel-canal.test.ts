import { describe, expect, it } from 'vitest';
import { defaultAssumptions } from './assumptions';
import { kielCanalDuesEur, kielCanalHours, kielCanalPassage, kielCanalTariff } from './kiel-canal';
import { classVessel } from './vessel';
import { computeVoyage } from './voyage';

/** Before § 8's reduction: the tariff's own amounts. */
const fullRate = new Date(Date.UTC(2023, 5, 30, 12));
/** A transit after 30 June 2026, § 8's first end date, since extended without one. */
const after = new Date(Date.UTC(2026, 8, 1));

describe('Kiel Canal dues (NOKBefAbgV Anlage 1 Nr. 1.1, through transit)', () => {
  it('by hand: a band "over X up to Y GT" at its amount', () => {
    // 400 TEU feeder, 5,000 GT: the band over 4,900 up to 5,000 GT, 1,092 EUR.
    expect(kielCanalDuesEur(5_000, fullRate)).toBe(1_092);
    // 5,001 GT is in the next band, over 5,000 up to 5,250: 1,106 EUR.
    expect(kielCanalDuesEur(5_001, fullRate)).toBe(1_106);
    // 700 TEU feeder, 8,750 GT: over 8,500 up to 8,750, 1,298 EUR.
    expect(kielCanalDuesEur(8_750, fullRate)).toBe(1_298);
    // 900 TEU feeder, 11,250 GT: over 11,000 up to 11,250, 1,421 EUR.
    expect(kielCanalDuesEur(11_250, fullRate)).toBe(1_421);
    expect(kielCanalDuesEur(40, fullRate)).toBe(29);
  });

  it('half from 1 July 2023 (§ 8, ships taking a pilot), also after 30 June 2026, rounded to whole euros', () => {
    expect(kielCanalDuesEur(8_750, after)).toBe(649);
    expect(kielCanalDuesEur(9_000, after)).toBe(658); // 1,315 / 2 = 657.50, 0.50 rounds up
    expect(kielCanalDuesEur(9_000, new Date(Date.UTC(2026, 5, 30, 12)))).toBe(658);
  });

  it('the date counts by its tariff alone (what a kept comparison table is keyed by)', () => {
    const firstHalf = new Date(Date.UTC(2023, 6, 1));
    const lastFull = new Date(firstHalf.getTime() - 1);
    expect([kielCanalTariff(fullRate), kielCanalTariff(lastFull)]).toEqual(['full', 'full']);
    expect([kielCanalTariff(firstHalf), kielCanalTariff(after)]).toEqual(['half-rate', 'half-rate']);
    for (const gt of [40, 5_000, 9_000, 40_000]) {
      expect(kielCanalDuesEur(gt, lastFull)).toBe(kielCanalDuesEur(gt, fullRate));
      expect(kielCanalDuesEur(gt, firstHalf)).toBe(kielCanalDuesEur(gt, after));
    }
    expect(kielCanalDuesEur(9_000, lastFull)).toBe(1_315);
  });
});

describe('the canal leg in a voyage', () => {
  it('53 nm at the 6.5 kn limit (12 km/h since July 2023): 8.15 h, and no faster than the ship', () => {
    expect(kielCanalHours(14)).toBeCloseTo(53 / 6.5, 6);
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
    expect(canal).toMatchObject({ distanceNm: 53, speedKnots: 6.5, duesEur: 649, pilotageEur: 500 });
    const open = computeVoyage(base);
    const via = computeVoyage({ ...base, canal });
    expect(via.seaHours).toBeCloseTo(347 / 16 + 53 / 6.5, 6);
    // At a fraction r of the speed the main engine burns r^3 per day for 1/r the time: r^2 of the fuel per nm.
    const mePerNm = open.fuel.mainEngineT / 400;
    expect(via.fuel.mainEngineT).toBeCloseTo(mePerNm * 347 + mePerNm * 53 * (6.5 / 16) ** 2, 6);
    expect(via.cost.canalUsd).toBe(Math.round((649 + 500) * assumptions.eurUsd * 100) / 100);
    expect(open.cost.canalUsd).toBe(0);
  });
});
