import { describe, expect, it } from 'vitest';
import { CO2_FACTORS } from '../voyage/fuel';
import {
  attainedCii,
  CII_Z_FACTORS,
  ciiApplies,
  ciiPath,
  ciiRating,
  ciiReference,
  correctiveActionDue,
  requiredCii,
} from './cii';

const within = (actual: number | null, expected: number, share = 0.005) =>
  expect(Math.abs((actual ?? Number.NaN) - expected) / expected).toBeLessThanOrEqual(share);

/**
 * Five ships worked by hand (calculator, not this code): CO2 = Σ t × Cf; attained = CO2 × 10⁶ / (DWT × nm);
 * reference = 1984 × DWT^−0.489; required = reference × (1 − Z/100); rating from attained / required.
 */
const ships = [
  {
    name: '700 TEU on MGO: 5,000 t, 80,000 nm, 9,100 DWT',
    fuel: [['mgo', 5000]] as const,
    dwt: 9100,
    nm: 80_000,
    // 5,000 × 3.206 = 16,030 t; 16,030e6 / (9,100 × 80,000) = 22.019
    attained: 22.019,
    reference: 22.992,
    required2026: 20.463,
    required2030: 18.048,
    path: ['D', 'D', 'D', 'D', 'E'],
  },
  {
    name: '400 TEU on HFO: 3,000 t, 60,000 nm, 5,200 DWT',
    fuel: [['hfo', 3000]] as const,
    dwt: 5200,
    nm: 60_000,
    // 3,000 × 3.114 = 9,342 t; 9,342e6 / (5,200 × 60,000) = 29.942
    attained: 29.942,
    reference: 30.228,
    required2026: 26.903,
    required2030: 23.729,
    path: ['D', 'D', 'D', 'E', 'E'],
  },
  {
    name: '1,000 TEU on VLSFO and MGO: 7,000 t + 500 t, 95,000 nm, 13,000 DWT',
    fuel: [
      ['vlsfo', 7000],
      ['mgo', 500],
    ] as const,
    dwt: 13_000,
    nm: 95_000,
    // 7,000 × 3.151 + 500 × 3.206 = 23,660 t; 23,660e6 / (13,000 × 95,000) = 19.158
    attained: 19.158,
    reference: 19.312,
    required2026: 17.188,
    required2030: 15.16,
    path: ['D', 'D', 'D', 'E', 'E'],
  },
  {
    name: '850 TEU on LNG: 4,000 t, 90,000 nm, 11,000 DWT',
    fuel: [['lng', 4000]] as const,
    dwt: 11_000,
    nm: 90_000,
    // 4,000 × 2.750 = 11,000 t; 11,000e6 / (11,000 × 90,000) = 11.111
    attained: 11.111,
    reference: 20.956,
    required2026: 18.651,
    required2030: 16.45,
    path: ['A', 'A', 'A', 'A', 'A'],
  },
  {
    name: '550 TEU on MGO, modelled: 200 d × (14 + 1.5) t + 150 d × 2.4 t = 3,460 t, 200 d × 24 h × 14 kn, 7,500 DWT',
    fuel: [['mgo', 3460]] as const,
    dwt: 7500,
    nm: 67_200,
    // 3,460 × 3.206 = 11,092.8 t; 11,092.8e6 / (7,500 × 67,200) = 22.009
    attained: 22.009,
    reference: 25.272,
    required2026: 22.492,
    required2030: 19.838,
    path: ['C', 'C', 'C', 'D', 'D'],
  },
];

describe('CII of five ships calculated by hand (within 0.5%)', () => {
  for (const ship of ships) {
    it(ship.name, () => {
      const co2Tonnes = ship.fuel.reduce((s, [fuel, t]) => s + t * CO2_FACTORS[fuel], 0);
      const attained = attainedCii({ co2Tonnes, dwt: ship.dwt, distanceNm: ship.nm });
      within(attained, ship.attained);
      within(ciiReference(ship.dwt), ship.reference);
      within(requiredCii(ship.dwt, 2026), ship.required2026);
      within(requiredCii(ship.dwt, 2030), ship.required2030);
      const path = ciiPath({ attained: attained!, dwt: ship.dwt, fromYear: 2026 });
      expect(path.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030]);
      expect(path.map((y) => y.rating)).toEqual(ship.path);
    });
  }
});

describe('CII rules', () => {
  it('has DOMAIN.md’s reduction factors from 2023 to 2030', () => {
    expect(CII_Z_FACTORS).toEqual({
      2023: 5,
      2024: 7,
      2025: 9,
      2026: 11,
      2027: 13.625,
      2028: 16.25,
      2029: 18.875,
      2030: 21.5,
    });
    expect(() => requiredCii(9000, 2031)).toThrow(RangeError);
  });

  it('rates by attained / required with the container-ship bounds, each bound inside its band', () => {
    const rate = (ratio: number) => ciiRating(ratio * 10, 10);
    expect([0.5, 0.83, 0.8301, 0.94, 0.9401, 1.07, 1.0701, 1.19, 1.1901, 2].map(rate)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'E',
      'E',
    ]);
  });

  it('applies from 5,000 GT', () => {
    expect(ciiApplies(4999)).toBe(false);
    expect(ciiApplies(5000)).toBe(true);
  });

  it('has no attained value without distance or deadweight', () => {
    expect(attainedCii({ co2Tonnes: 100, dwt: 9000, distanceNm: 0 })).toBeNull();
    expect(attainedCii({ co2Tonnes: 100, dwt: 0, distanceNm: 10 })).toBeNull();
  });

  it('projects from this year to 2030, never before 2023; after 2030 the 2030 value alone', () => {
    expect(ciiPath({ attained: 20, dwt: 9000, fromYear: 2021 }).map((y) => y.year)[0]).toBe(2023);
    expect(ciiPath({ attained: 20, dwt: 9000, fromYear: 2033 }).map((y) => y.year)).toEqual([2030]);
  });

  it('asks for a corrective action plan at the first E or the third D in a row', () => {
    const path = (ratings: string) =>
      [...ratings].map((rating, i) => ({ year: 2026 + i, z: 0, required: 1, ratio: 1, rating }) as const);
    expect(correctiveActionDue(path('CDDCD') as never)).toBeNull();
    expect(correctiveActionDue(path('DDDCC') as never)).toEqual({ year: 2028, reason: 'three_years_d' });
    expect(correctiveActionDue(path('CCDDE') as never)).toEqual({ year: 2030, reason: 'rated_e' });
    expect(correctiveActionDue(path('ABCDD') as never)).toBeNull();
  });
});
