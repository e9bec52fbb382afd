import type { DemoVesselStatus } from '@shared/schemas/demo-tracker';
import { distanceNm, interpolate, type LonLat } from '../smartfeeder/routing/geo';

/** One sailed leg between two ports, with the distance sailed at each point of its line. */
export type Leg = {
  from: string;
  to: string;
  line: readonly LonLat[];
  /** cumulativeNm[i]: great-circle distance from the start to line[i]; the last entry is the leg's length. */
  cumulativeNm: readonly number[];
  lengthNm: number;
};

/** A vessel sailing its legs in order at one speed, lying at each port for the berth time, forever. */
export type Loop = {
  legs: readonly Leg[];
  speedKn: number;
  berthHours: number;
  /** Any instant at which the ship leaves the first port: the schedule repeats from it in both directions. */
  startMs: number;
};

export type VoyageState = {
  status: DemoVesselStatus;
  position: LonLat;
  speedKn: number;
  headingDeg: number;
  origin: string;
  destination: string;
  eta: Date;
};

const HOUR_MS = 3_600_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

// Lengths come from the line itself (haversine), not from the lane graph's edge lengths, so the distance a
// position is computed from and the line it is drawn on are the same thing.
export function makeLeg(from: string, to: string, line: readonly LonLat[]): Leg {
  if (line.length < 2) throw new Error(`A leg needs a line of two points or more (${from}-${to})`);
  const cumulativeNm = [0];
  for (let i = 1; i < line.length; i++)
    cumulativeNm.push(cumulativeNm[i - 1] + distanceNm(line[i - 1], line[i]));
  return { from, to, line, cumulativeNm, lengthNm: cumulativeNm[cumulativeNm.length - 1] };
}

/** Initial great-circle bearing from a to b, degrees clockwise from true north in [0, 360). */
export function bearingDeg(a: LonLat, b: LonLat): number {
  const [l1, p1, l2, p2] = [rad(a[0]), rad(a[1]), rad(b[0]), rad(b[1])];
  const y = Math.sin(l2 - l1) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(l2 - l1);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The point `nm` along the leg and the course there (the bearing towards the end of the current segment). */
export function pointAlong(leg: Leg, nm: number): { position: LonLat; headingDeg: number } {
  const { line, cumulativeNm } = leg;
  const d = Math.min(Math.max(nm, 0), leg.lengthNm);
  // The segment [i, i + 1] holding d: the last i with cumulativeNm[i] <= d, found by bisection.
  let lo = 0;
  let hi = line.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cumulativeNm[mid] <= d) lo = mid;
    else hi = mid - 1;
  }
  const a = line[lo];
  const b = line[lo + 1];
  const segment = cumulativeNm[lo + 1] - cumulativeNm[lo];
  const t = segment > 0 ? (d - cumulativeNm[lo]) / segment : 0;
  const position = interpolate(a, b, t);
  // At (or within a few metres of) the segment's end the bearing to it is undefined: use the segment's own.
  const headingDeg = distanceNm(position, b) > 0.01 ? bearingDeg(position, b) : bearingDeg(a, b);
  return { position, headingDeg };
}

/** Hours of one full round: every leg at the loop's speed plus a berth at every port. */
export const cycleHours = (loop: Loop) =>
  loop.legs.reduce((sum, leg) => sum + leg.lengthNm / loop.speedKn + loop.berthHours, 0);

/**
 * Where the vessel is at `at`: sailing a leg (en route, ETA from the distance left at its speed) or lying at the
 * leg's end port for the berth time (loading, ETA at the next port after the berth time and that leg).
 */
export function voyageState(loop: Loop, at: Date): VoyageState {
  const { legs, speedKn, berthHours } = loop;
  const cycleMs = cycleHours(loop) * HOUR_MS;
  const now = at.getTime();
  let t = (((now - loop.startMs) % cycleMs) + cycleMs) % cycleMs;
  const berthMs = berthHours * HOUR_MS;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i];
    const sailMs = (leg.lengthNm / speedKn) * HOUR_MS;
    if (t < sailMs) {
      const { position, headingDeg } = pointAlong(leg, (t / HOUR_MS) * speedKn);
      return {
        status: 'en_route',
        position,
        speedKn,
        headingDeg,
        origin: leg.from,
        destination: leg.to,
        eta: new Date(now + (sailMs - t)),
      };
    }
    t -= sailMs;
    if (t < berthMs || i === legs.length - 1) {
      const next = legs[(i + 1) % legs.length];
      const last = leg.line.length - 1;
      return {
        status: 'loading',
        position: leg.line[last],
        speedKn: 0,
        headingDeg: bearingDeg(leg.line[last - 1], leg.line[last]),
        origin: next.from,
        destination: next.to,
        eta: new Date(now + Math.max(0, berthMs - t) + (next.lengthNm / speedKn) * HOUR_MS),
      };
    }
    t -= berthMs;
  }
  throw new Error('A loop needs at least one leg');
}
