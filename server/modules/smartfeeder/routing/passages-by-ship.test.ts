import { VESSEL_CLASSES } from '@shared/domain/voyage/vessel-classes';
import { describe, expect, it } from 'vitest';
import { closedPassages, DROGDEN_MAX_DRAUGHT_M, kielCanalMaxDraughtM } from './passage-limits';
import { seaRouter } from './sea-network';

const router = seaRouter();

describe('passages by the ship’s dimensions (issue 25)', () => {
  it('closes the Sound above Drogden’s draught, the Kiel Canal above its length, beam or draught', () => {
    expect(closedPassages(undefined)).toEqual([]);
    expect(closedPassages({ draughtM: DROGDEN_MAX_DRAUGHT_M })).not.toContain('the-sound');
    expect(closedPassages({ draughtM: 7.8 })).toContain('the-sound');
    expect(closedPassages({ lengthM: 236 })).toContain('kiel-canal');
    expect(closedPassages({ beamM: 33 })).toContain('kiel-canal');
    // 9.5 m up to 160 m long, 7.0 m at 235 m.
    expect(kielCanalMaxDraughtM(150)).toBe(9.5);
    expect(kielCanalMaxDraughtM(235)).toBeCloseTo(7.0);
    expect(closedPassages({ lengthM: 150, draughtM: 9.4 })).not.toContain('kiel-canal');
    expect(closedPassages({ lengthM: 220, draughtM: 8.5 })).toContain('kiel-canal');
  });

  it('sends a ship too deep for Drogden by the Great Belt, and states why', () => {
    const shallow = router.route('NLRTM', 'PLGDN', { avoidKielCanal: true, ship: { draughtM: 7.0 } });
    const deep = router.route('NLRTM', 'PLGDN', { avoidKielCanal: true, ship: { draughtM: 8.5 } });
    expect(shallow.passages).toContain('the-sound');
    expect(deep.passages).not.toContain('the-sound');
    expect(deep.passages).toContain('great-belt');
    expect(deep.closedPassages).toEqual(['the-sound', 'corinth-canal']);
    expect(deep.distanceNm).toBeGreaterThan(shallow.distanceNm);
  });

  it('reaches Fredericia and Kolding from the Kiel Canal through the Little Belt (~176 nm published Hamburg–Fredericia)', () => {
    for (const to of ['DKFRC', 'DKKOL']) {
      const r = router.route('DEHAM', to);
      expect(r.passages).toEqual(['kiel-canal', 'little-belt']);
      expect(Math.abs(r.distanceNm - 176) / 176).toBeLessThan(0.05);
    }
  });

  it('keeps a too-large ship out of the Kiel Canal; without dimensions every passage is open', () => {
    const big = router.route('DEHAM', 'PLGDN', { ship: { lengthM: 240, beamM: 32, draughtM: 9 } });
    expect(big.passages).not.toContain('kiel-canal');
    expect(big.closedPassages).toEqual(['the-sound', 'kiel-canal', 'corinth-canal']);
    expect(router.route('DEHAM', 'PLGDN').passages).toContain('kiel-canal');
  });

  it('routes the class defaults: a Micro Containership fits the Sound, a Regional Feeder does not', () => {
    const micro = VESSEL_CLASSES.micro_containership.dimensions;
    const regional = VESSEL_CLASSES.regional_feeder.dimensions;
    expect(router.route('SEGOT', 'FIKTK', { ship: micro }).passages).toContain('the-sound');
    expect(router.route('SEGOT', 'FIKTK', { ship: regional }).passages).toContain('great-belt');
    // Both fit the Kiel Canal (Hamburg–Gdańsk via the canal, 437 nm by the Port of Hamburg's figure).
    for (const ship of [micro, regional])
      expect(router.route('DEHAM', 'PLGDN', { ship }).passages).toContain('kiel-canal');
  });
});
