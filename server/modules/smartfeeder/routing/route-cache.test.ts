import { CALCULATOR_PORT_CODES } from '@shared/domain/ports';
import { describe, expect, it } from 'vitest';
import type { SeaNetworkData } from './build/build-network';
import data from './data/sea-network.json';
import { cachedRouter } from './sea-network';
import { createSeaRouter, type SeaRouter } from './sea-route';

const plain = createSeaRouter(data as unknown as SeaNetworkData);

/** The plain router, counting the searches it runs. */
function counting(): SeaRouter & { searches: number } {
  const r = {
    searches: 0,
    hasPort: plain.hasPort,
    route: (...args: Parameters<SeaRouter['route']>) => {
      r.searches++;
      return plain.route(...args);
    },
  };
  return r;
}

// Every 7th catalogue port against every 5th: a spread of short, long and Kiel Canal routes.
const codes = CALCULATOR_PORT_CODES.filter((code) => plain.hasPort(code));
const pairs = codes
  .filter((_, i) => i % 7 === 0)
  .flatMap((from) => codes.filter((_, i) => i % 5 === 0).map((to) => [from, to] as const));

describe('the route cache', () => {
  it('answers exactly what a fresh search answers, with and without the Kiel Canal', () => {
    const cached = cachedRouter(counting(), 10_000);
    for (const avoidKielCanal of [false, true]) {
      for (const [from, to] of pairs) {
        const fresh = plain.route(from, to, { avoidKielCanal });
        expect(cached.route(from, to, { avoidKielCanal })).toEqual(fresh);
        expect(cached.route(from, to, { avoidKielCanal })).toEqual(fresh); // the cached answer, again
      }
    }
  });

  it('searches each route once and keeps the Kiel variants apart', () => {
    const inner = counting();
    const cached = cachedRouter(inner, 10);
    const first = cached.route('DEHAM', 'SEGOT');
    expect(cached.route('DEHAM', 'SEGOT')).toBe(first);
    expect(inner.searches).toBe(1);
    const around = cached.route('DEHAM', 'SEGOT', { avoidKielCanal: true });
    expect(inner.searches).toBe(2);
    expect(around.passages).not.toContain('kiel-canal');
    expect(first.passages).toContain('kiel-canal');
    expect(around.distanceNm).toBeGreaterThan(first.distanceNm);
  });

  it('forgets the least recently used route beyond its size', () => {
    const inner = counting();
    const cached = cachedRouter(inner, 2);
    cached.route('DEHAM', 'NLRTM');
    cached.route('DEHAM', 'BEANR');
    cached.route('DEHAM', 'NLRTM'); // now the most recent
    cached.route('DEHAM', 'SEGOT'); // evicts DEHAM-BEANR
    expect(inner.searches).toBe(3);
    cached.route('DEHAM', 'NLRTM');
    expect(inner.searches).toBe(3);
    cached.route('DEHAM', 'BEANR');
    expect(inner.searches).toBe(4);
  });

  it('hands out frozen routes, so no caller can change another caller’s answer', () => {
    const route = cachedRouter(counting(), 10).route('DEHAM', 'NLRTM');
    expect(() => (route.coordinates as unknown as number[][]).push([0, 0])).toThrow(TypeError);
    expect(() => {
      (route.coordinates[0] as unknown as number[])[0] = 0;
    }).toThrow(TypeError);
    expect(() => {
      (route as { distanceNm: number }).distanceNm = 0;
    }).toThrow(TypeError);
  });
});
