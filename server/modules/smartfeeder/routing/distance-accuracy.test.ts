import { describe, expect, it } from 'vitest';
import { errorFigures, isHeldOut, loadPublishedDistances, type PublishedDistance } from './distance-accuracy';
import { PUBLISHED_DISTANCES } from './published-distances';
import { seaRouter } from './sea-network';

const router = seaRouter();
// The development set: the NGA/LINERLIB pairs tuned against since issue 4, and the new development rows.
const dev: PublishedDistance[] = [
  ...PUBLISHED_DISTANCES.map(([from, to, nm]) => ({
    from,
    to,
    nm,
    kiel: 'avoid' as const,
    source: 'NGA Pub. 151 via LINERLIB (published-distances.ts)',
  })),
  ...loadPublishedDistances('dev'),
];
const holdout = loadPublishedDistances('holdout');
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

describe('accuracy against published distances (docs/adr/003-sea-routing.md)', () => {
  it('keeps the split: every new row in the file its hash gives it, no pair in both sets, a source on every row', () => {
    expect(loadPublishedDistances('dev').every((r) => !isHeldOut(r.from, r.to))).toBe(true);
    expect(holdout.every((r) => isHeldOut(r.from, r.to))).toBe(true);
    const key = (r: PublishedDistance) => [r.from, r.to].sort().join('-');
    const devKeys = new Set(dev.map(key));
    expect(holdout.filter((r) => devKeys.has(key(r)))).toEqual([]);
    expect([...dev, ...holdout].filter((r) => !r.source || !(r.nm > 0))).toEqual([]);
    expect(holdout).toHaveLength(35);
  });

  it('reports the figures on both sets and meets the goal on the held-out set', () => {
    const d = errorFigures(router, dev);
    const h = errorFigures(router, holdout);
    // The held-out set's worst pair is not named: a pair looked at is a pair tuned to.
    for (const [name, f, worstPair] of [
      ['development', d, ` (${d.worstPair})`],
      ['held-out', h, ''],
    ] as const)
      console.log(
        `${name}: ${f.pairs} pairs, mean ${pct(f.mean)}, median ${pct(f.median)}, p90 ${pct(f.p90)}, worst ${pct(f.worst)}${worstPair}`,
      );
    // Issue 25's goal is mean ≤ 1.5%, p90 ≤ 4%, worst ≤ 12%: asserted is what is reached (ADR 003, fifth and sixth rounds:
    // held-out mean 1.887%, p90 3.36%, worst 13.15%; development mean 1.6229%, p90 4.20%), so that a change that makes
    // either set worse fails (the means to three decimals since the sixth round); the held-out bounds move to the goal
    // where it is met.
    expect(h.mean).toBeLessThanOrEqual(0.01888);
    expect(h.p90).toBeLessThanOrEqual(0.034);
    expect(h.worst).toBeLessThanOrEqual(0.132);
    expect(d.mean).toBeLessThanOrEqual(0.01623);
    expect(d.p90).toBeLessThanOrEqual(0.0421);
  });
});
