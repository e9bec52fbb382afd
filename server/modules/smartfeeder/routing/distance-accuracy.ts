import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SeaRouter } from './sea-route';

/**
 * Published port-to-port distances kept as data, one source per row (docs/adr/003-sea-routing.md, "Accuracy,
 * 2026-11-27"). `kiel` says how the source routes North Sea–Baltic pairs: `avoid` (round Skagen, as NGA Pub. 151
 * does) or `kiel` (through the canal).
 */
export type PublishedDistance = {
  from: string;
  to: string;
  nm: number;
  kiel: 'avoid' | 'kiel';
  source: string;
};

/**
 * The split, fixed before any error was looked at: a new row is held out when the FNV-1a hash of its pair
 * (codes sorted, "A-B") is divisible by 3, and is a development row otherwise. The held-out file is never
 * tuned against; the test checks that every row sits in the file the rule gives it.
 */
export function isHeldOut(from: string, to: string): boolean {
  const key = [from, to].sort().join('-');
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % 3 === 0;
}

export function loadPublishedDistances(set: 'dev' | 'holdout'): PublishedDistance[] {
  const file = fileURLToPath(new URL(`./data/published-distances-${set}.csv`, import.meta.url));
  const [, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [from, to, nm, kiel, ...source] = line.split(',');
    return { from, to, nm: Number(nm), kiel: kiel as PublishedDistance['kiel'], source: source.join(',') };
  });
}

export type ErrorFigures = {
  pairs: number;
  mean: number;
  median: number;
  p90: number;
  worst: number;
  worstPair: string;
};

/**
 * A pair's distance as a table states it: the mean of the two directions. The router answers the direction asked
 * (a one-way traffic lane makes A→B and B→A differ by a few miles in the Dover Strait); a published table gives one
 * figure for both, and a row's order (LINERLIB's, alphabetical) says nothing of a direction.
 */
export function pairDistanceNm(router: SeaRouter, r: PublishedDistance): number {
  const options = { avoidKielCanal: r.kiel === 'avoid' };
  return (
    (router.route(r.from, r.to, options).distanceNm + router.route(r.to, r.from, options).distanceNm) / 2
  );
}

/** Absolute relative errors of the router against the rows: mean, median, 90th percentile (nearest rank), worst. */
export function errorFigures(router: SeaRouter, rows: readonly PublishedDistance[]): ErrorFigures {
  const errors = rows
    .map((r) => {
      const d = pairDistanceNm(router, r);
      return { pair: `${r.from}-${r.to}`, e: Math.abs(d - r.nm) / r.nm };
    })
    .sort((a, b) => a.e - b.e);
  const at = (q: number) => errors[Math.min(errors.length - 1, Math.ceil(q * errors.length) - 1)].e;
  return {
    pairs: errors.length,
    mean: errors.reduce((s, x) => s + x.e, 0) / errors.length,
    median: at(0.5),
    p90: at(0.9),
    worst: errors[errors.length - 1].e,
    worstPair: errors[errors.length - 1].pair,
  };
}
