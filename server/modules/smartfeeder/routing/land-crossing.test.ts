import { CALCULATOR_PORT_CODES } from '@shared/domain/ports';
import { describe, expect, it } from 'vitest';
import { APPROACHES, KIEL_CANAL } from './approaches';
import { createLandIndex } from './build/land-index';
import { loadLandRings } from './build/land-rings';
import { NETWORK_BOUNDS } from './build/marnet';
import { distanceNm, type LonLat, samplePoints } from './geo';
import { seaRouter } from './sea-network';

// Independent of the builder's land (Natural Earth 1:10m, rasterised): Natural Earth 1:50m polygons, exact.
const land = createLandIndex(loadLandRings('land-50m.json', NETWORK_BOUNDS));
const key = (p: LonLat) => `${p[0].toFixed(4)},${p[1].toFixed(4)}`;
const segmentKey = (a: LonLat, b: LonLat) => [key(a), key(b)].sort().join('|');

/** Named river, canal, fjord and harbour fairways: drawn by hand along the waterway, narrower than the land polygons resolve. */
const exempt = new Map<string, string>();
for (const approach of Object.values(APPROACHES)) {
  for (let i = 1; i < approach.points.length; i++)
    exempt.set(segmentKey(approach.points[i - 1], approach.points[i]), approach.name);
}
for (let i = 1; i < KIEL_CANAL.length; i++)
  exempt.set(segmentKey(KIEL_CANAL[i - 1], KIEL_CANAL[i]), 'Kiel Canal');

describe('no route crosses land', () => {
  it('on any segment between the twelve calculator ports, outside the named approaches', () => {
    const router = seaRouter();
    const crossings = new Set<string>();
    let checked = 0;
    for (const from of CALCULATOR_PORT_CODES) {
      for (const to of CALCULATOR_PORT_CODES) {
        if (from === to) continue;
        for (const avoidKielCanal of [false, true]) {
          const line = router.route(from, to, { avoidKielCanal }).coordinates;
          for (let i = 1; i < line.length; i++) {
            if (exempt.has(segmentKey(line[i - 1], line[i]))) continue;
            checked++;
            const hit = samplePoints(line[i - 1], line[i], 0.1).find((p) => land.isLand(p));
            if (hit)
              crossings.add(
                `${from}→${to}: ${key(line[i - 1])} → ${key(line[i])} (${distanceNm(line[i - 1], line[i]).toFixed(1)} nm) at ${key(hit)}`,
              );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...crossings]).toEqual([]);
  });

  it('but the land test does catch a line across Jutland', () => {
    const across = samplePoints([8.0, 56.0], [10.5, 56.0], 0.1);
    expect(across.some((p) => land.isLand(p))).toBe(true);
  });
});
