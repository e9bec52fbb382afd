import { describe, expect, it } from 'vitest';
import { distanceNm, type LonLat } from '../smartfeeder/routing/geo';
import { bearingDeg, cycleHours, type Loop, makeLeg, pointAlong, voyageState } from './demo-voyage';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 1);
const at = (hours: number) => new Date(START + hours * HOUR);

// On the equator one degree of longitude is 60.04 nm (a great circle), so distances are easy to check by hand.
const east: LonLat[] = [
  [0, 0],
  [1, 0],
  [2, 0],
];
const north: LonLat[] = [
  [2, 0],
  [2, 1],
];
const eastLeg = makeLeg('AAAAA', 'BBBBB', east);
const northLeg = makeLeg('BBBBB', 'CCCCC', north);
const back = makeLeg('CCCCC', 'AAAAA', [
  [2, 1],
  [0, 0],
]);
const loop: Loop = { legs: [eastLeg, northLeg, back], speedKn: 10, berthHours: 6, startMs: START };
const sailHours = (nm: number) => nm / loop.speedKn;

describe('makeLeg', () => {
  it('measures the line point by point', () => {
    expect(eastLeg.cumulativeNm[1]).toBeCloseTo(60.04, 1);
    expect(eastLeg.lengthNm).toBeCloseTo(2 * 60.04, 1);
    expect(eastLeg.cumulativeNm).toHaveLength(3);
  });
});

describe('bearingDeg', () => {
  it('is 90 due east, 0 due north, 180 due south and 270 due west', () => {
    expect(bearingDeg([0, 0], [1, 0])).toBeCloseTo(90, 6);
    expect(bearingDeg([5, 50], [5, 51])).toBeCloseTo(0, 6);
    expect(bearingDeg([5, 51], [5, 50])).toBeCloseTo(180, 6);
    expect(bearingDeg([1, 0], [0, 0])).toBeCloseTo(270, 6);
  });

  it('starts a little north of east on a great circle east at 54° N', () => {
    const b = bearingDeg([8, 54], [9, 54]);
    expect(b).toBeGreaterThan(89);
    expect(b).toBeLessThan(90);
  });
});

describe('pointAlong', () => {
  it('finds the point by distance across segments', () => {
    const { position } = pointAlong(eastLeg, 90);
    expect(distanceNm(position, [0, 0])).toBeCloseTo(90, 6);
    expect(position[1]).toBeCloseTo(0, 9);
    expect(position[0]).toBeCloseTo(90 / 60.04, 3);
  });

  it('clamps before the start and after the end', () => {
    expect(pointAlong(eastLeg, -5).position).toEqual([0, 0]);
    const end = pointAlong(eastLeg, 1e6).position;
    expect(end[0]).toBeCloseTo(2, 9);
  });
});

describe('voyageState', () => {
  it('leaves the first port at the start, heading due east at the loop speed', () => {
    const s = voyageState(loop, at(0));
    expect(s).toMatchObject({ status: 'en_route', speedKn: 10, origin: 'AAAAA', destination: 'BBBBB' });
    expect(s.position).toEqual([0, 0]);
    expect(s.headingDeg).toBeCloseTo(90, 6);
  });

  it('moves along the line by speed × time', () => {
    const s = voyageState(loop, at(3.5));
    expect(distanceNm(s.position, [0, 0])).toBeCloseTo(35, 6);
    expect(s.position[1]).toBeCloseTo(0, 9);
    const later = voyageState(loop, new Date(START + 3.5 * HOUR + 3000));
    // 3 s at 10 kn is 1/120 nm (about 15 m).
    expect(distanceNm(s.position, later.position)).toBeCloseTo(10 / 1200, 6);
  });

  it('gives an ETA equal to the remaining distance over the speed', () => {
    for (const h of [0, 1, 7.25, 12]) {
      const s = voyageState(loop, at(h));
      const remainingNm = eastLeg.lengthNm - h * loop.speedKn;
      expect(s.eta.getTime() - at(h).getTime()).toBeCloseTo((remainingNm / loop.speedKn) * HOUR, -1);
      // The ETA does not drift while the ship sails on at the same speed.
      expect(s.eta.getTime()).toBeCloseTo(START + sailHours(eastLeg.lengthNm) * HOUR, -1);
    }
  });

  it('turns to loading at the end of a leg for the berth time, then sails the next leg due north', () => {
    const arrival = sailHours(eastLeg.lengthNm);
    const justBefore = voyageState(loop, at(arrival - 0.01));
    expect(justBefore.status).toBe('en_route');

    const arrived = voyageState(loop, at(arrival + 0.01));
    expect(arrived).toMatchObject({ status: 'loading', speedKn: 0, origin: 'BBBBB', destination: 'CCCCC' });
    expect(arrived.position).toEqual([2, 0]);
    expect(arrived.headingDeg).toBeCloseTo(90, 6);
    // While loading: ETA = rest of the berth time + the next leg at the loop speed.
    const expectedEta = START + (arrival + loop.berthHours + sailHours(northLeg.lengthNm)) * HOUR;
    expect(arrived.eta.getTime()).toBeCloseTo(expectedEta, -1);

    const stillLoading = voyageState(loop, at(arrival + loop.berthHours - 0.01));
    expect(stillLoading.status).toBe('loading');
    expect(stillLoading.eta.getTime()).toBeCloseTo(expectedEta, -1);

    const sailing = voyageState(loop, at(arrival + loop.berthHours + 1));
    expect(sailing).toMatchObject({ status: 'en_route', origin: 'BBBBB', destination: 'CCCCC', speedKn: 10 });
    expect(sailing.headingDeg).toBeCloseTo(0, 6);
    expect(sailing.position[0]).toBeCloseTo(2, 9);
    // Times are whole milliseconds, so positions agree to a few millimetres, not exactly.
    expect(distanceNm(sailing.position, [2, 0])).toBeCloseTo(10, 4);
  });

  it('repeats every cycle, forwards and backwards in time', () => {
    const cycle = cycleHours(loop);
    expect(cycle).toBeCloseTo(sailHours(eastLeg.lengthNm + northLeg.lengthNm + back.lengthNm) + 3 * 6, 9);
    const a = voyageState(loop, at(5));
    for (const shift of [cycle, 10 * cycle, -cycle]) {
      const b = voyageState(loop, at(5 + shift));
      expect(b.status).toBe(a.status);
      expect(distanceNm(a.position, b.position)).toBeLessThan(1e-4);
    }
  });

  it('lies at the first port, loading for the first leg, at the very end of a cycle', () => {
    const s = voyageState(loop, new Date(START - 1000));
    expect(s).toMatchObject({ status: 'loading', origin: 'AAAAA', destination: 'BBBBB' });
    expect(distanceNm(s.position, [0, 0])).toBeLessThan(1e-9);
  });
});
