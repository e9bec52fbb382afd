import { describe, expect, it } from 'vitest';
import { distanceNm, type LonLat, samplePoints } from './geo';
import { seaRouter } from './sea-network';
import { inTrafficLanes, inTrafficScheme, TRAFFIC_SCHEMES } from './traffic-lanes';

const router = seaRouter();
const [dover] = TRAFFIC_SCHEMES;
const laneOf = (name: string) => {
  const lane = dover.lanes.find((l) => l.name.includes(name));
  if (!lane) throw new Error(name);
  return lane.points;
};
const southWest = laneOf('south-west');
const northEast = laneOf('north-east');

/** Nearest distance from a point to a lane's centre line, sampled every 0.5 nm. */
const offLane = (p: LonLat, lane: readonly LonLat[]) => {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < lane.length; i++)
    for (const q of samplePoints(lane[i - 1], lane[i], 0.5)) best = Math.min(best, distanceNm(p, q));
  return best;
};
/** The route's points inside the scheme's area (sampled every nm along its segments). */
const insideScheme = (line: readonly LonLat[]) =>
  line.slice(1).flatMap((b, i) => samplePoints(line[i], b, 1).filter((p) => inTrafficScheme(p)));

describe('the Dover Strait traffic separation scheme as one-way lanes (traffic-lanes.ts)', () => {
  it('a through route keeps to the lane of its direction: south-west on the English side, north-east on the French side', () => {
    for (const [from, to, lane, other] of [
      ['NLRTM', 'GBSOU', southWest, northEast],
      ['GBSOU', 'NLRTM', northEast, southWest],
      ['DEHAM', 'ESVLC', southWest, northEast],
      ['ESVLC', 'DEHAM', northEast, southWest],
    ] as const) {
      const inside = insideScheme(router.route(from, to).coordinates);
      expect(inside.length, `${from}→${to}`).toBeGreaterThan(20);
      expect(Math.max(...inside.map((p) => offLane(p, lane))), `${from}→${to}`).toBeLessThan(0.3);
      expect(Math.min(...inside.map((p) => offLane(p, other))), `${from}→${to}`).toBeGreaterThan(3);
    }
  });

  it('each direction is its own deterministic answer; Southampton–Rotterdam north-east-bound is the longer, as it crosses to the French side', () => {
    const west = router.route('NLRTM', 'GBSOU').distanceNm;
    const east = router.route('GBSOU', 'NLRTM').distanceNm;
    expect(router.route('NLRTM', 'GBSOU').distanceNm).toBe(west);
    expect(east).toBeGreaterThan(west);
  });

  it('a port inside the scheme sails its inshore zone to and from it (Dunkirk to and from the Scheldt), not the lanes', () => {
    for (const [from, to] of [
      ['FRDKK', 'BEANR'],
      ['BEANR', 'FRDKK'],
      ['FRDKK', 'NLVLI'],
      ['NLVLI', 'FRDKK'],
    ]) {
      const line = router.route(from, to).coordinates;
      expect(
        line.slice(1).some((b, i) => samplePoints(line[i], b, 1).some((p) => inTrafficLanes(p))),
        `${from}→${to}`,
      ).toBe(false);
      expect(line[line.length - 1]).toEqual(router.route(to, from).coordinates[0]);
    }
  });

  it('a port inside the scheme joins either lane from its harbour (Dover north-east-bound, Calais south-west-bound)', () => {
    const fromDover = insideScheme(router.route('GBDVR', 'NLRTM').coordinates);
    expect(fromDover.some((p) => offLane(p, northEast) < 0.3)).toBe(true);
    const fromCalais = insideScheme(router.route('FRCQF', 'GBSOU').coordinates);
    expect(fromCalais.some((p) => offLane(p, southWest) < 0.3)).toBe(true);
  });
});
