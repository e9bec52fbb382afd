import { projectMercator, TRACKER_MAP_SIZE } from '@shared/domain/demo-tracker';
import { type DemoTracker, demoTrackerMapSchema, demoTrackerSchema } from '@shared/schemas/demo-tracker';
import { geoMercator } from 'd3-geo';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { distanceNm, type LonLat, samplePoints } from '../smartfeeder/routing/geo';
import { CYCLE_HOURS, demoShips, TIME_LAPSE } from './demo-fleet';
import { getDemoTracker } from './demo-tracker.service';

const HOUR = 3_600_000;
/** One voyage hour of the time-lapse, in real milliseconds (3 s). */
const VOYAGE_HOUR = HOUR / TIME_LAPSE;

/** Distance from a point to a line, measured to points every 0.2 nm along it (so accurate to 0.1 nm). */
function distanceToLineNm(p: LonLat, line: readonly LonLat[]) {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i++) {
    for (const q of samplePoints(line[i - 1], line[i], 0.2)) best = Math.min(best, distanceNm(p, q));
  }
  return best;
}

/** How far along the line (nm) the point nearest to p lies, to within 0.1 nm. */
function alongNm(p: LonLat, line: readonly LonLat[]) {
  let best = Number.POSITIVE_INFINITY;
  let along = 0;
  let offset = 0;
  for (let i = 1; i < line.length; i++) {
    const samples = samplePoints(line[i - 1], line[i], 0.2);
    const length = distanceNm(line[i - 1], line[i]);
    samples.forEach((q, k) => {
      const d = distanceNm(p, q);
      if (d < best) [best, along] = [d, offset + (k * length) / (samples.length - 1)];
    });
    offset += length;
  }
  return along;
}

const lonLat = (v: DemoTracker['vessels'][number]): LonLat => [v.position.lon, v.position.lat];

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('GET /api/demo/tracker', () => {
  it('answers an anonymous visitor with three demo vessels, uncached, and sets no session cookie', async () => {
    const before = t.now().getTime();
    const res = await t.request().get('/api/demo/tracker').expect(200);
    const after = t.now().getTime();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = demoTrackerSchema.parse(res.body);
    expect(body.demo).toBe(true);
    // Between the moments around the call, however long a busy machine takes to answer.
    expect(new Date(body.at).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(body.at).getTime()).toBeLessThanOrEqual(after);
    expect(body.vessels.map((v) => v.name)).toEqual(['FH Elbe Pioneer', 'FH Baltic Tern', 'FH Levante']);
    for (const v of body.vessels) {
      expect(v.destination.name).toMatch(/^[A-Z]/);
      // Rounded to whole seconds: a ship arriving within the second may read the second it is in.
      expect(new Date(v.eta).getTime()).toBeGreaterThan(t.now().getTime() - 1000);
      expect(v.hoursToGo).toBeGreaterThanOrEqual(0);
    }
  });

  it('moves the vessels as the clock advances and keeps every position on its route', async () => {
    // Only the test's steps move the clock: in the time-lapse a second of real time is a third of a voyage hour.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const routes = demoTrackerMapSchema.parse(
      (await t.request().get('/api/demo/tracker/map').expect(200)).body,
    ).routes;
    let previous = demoTrackerSchema.parse((await t.request().get('/api/demo/tracker')).body).vessels;
    let moves = 0;
    // 40 steps of 2.5 voyage hours cover a whole 82 h cycle: sailing, berths and every leg of every loop.
    for (let step = 0; step < 40; step++) {
      t.advanceClock(2.5 * VOYAGE_HOUR);
      const res = await t.request().get('/api/demo/tracker').expect(200);
      const vessels = demoTrackerSchema.parse(res.body).vessels;
      for (const [i, v] of vessels.entries()) {
        const route = routes.find((r) => r.vesselId === v.id)!.coordinates;
        expect(distanceToLineNm(lonLat(v), route), v.name).toBeLessThan(0.2);
        const moved = distanceNm(lonLat(previous[i]), lonLat(v));
        if (
          v.status === 'en_route' &&
          previous[i].status === 'en_route' &&
          v.destination.code === previous[i].destination.code
        ) {
          // 2.5 h at the ship's speed, measured along the leg it sails (a straight line may be shorter).
          const leg = demoShips()[i].loop.legs.find((l) => l.to === v.destination.code)!.line;
          const sailed = alongNm(lonLat(v), leg) - alongNm(lonLat(previous[i]), leg);
          expect(Math.abs(sailed - v.speedKn * 2.5)).toBeLessThan(0.3);
          expect(moved).toBeLessThanOrEqual(sailed + 0.2);
        }
        if (moved > 0.01) moves++;
      }
      expect(vessels.some((v) => v.status === 'en_route')).toBe(true);
      previous = vessels;
    }
    expect(moves).toBeGreaterThan(60);
  });

  it('moves an en-route vessel a visible voyage hour between two polls 3 s apart (issue 27)', async () => {
    // The clock stands still between the two polls but for the 3 s: on a busy machine the real time between two
    // requests is a voyage quarter-hour or more of the time-lapse.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    let before: ReturnType<typeof demoTrackerSchema.parse>['vessels'];
    let after: typeof before;
    try {
      before = demoTrackerSchema.parse((await t.request().get('/api/demo/tracker')).body).vessels;
      t.advanceClock(3000);
      after = demoTrackerSchema.parse((await t.request().get('/api/demo/tracker')).body).vessels;
    } finally {
      vi.useRealTimers();
    }
    const sailing = after.filter(
      (v, i) =>
        v.status === 'en_route' &&
        before[i].status === 'en_route' &&
        v.destination.code === before[i].destination.code,
    );
    expect(sailing.length).toBeGreaterThan(0);
    for (const v of sailing) {
      const i = after.indexOf(v);
      // One voyage hour at 12.5–15 kn, along the leg; the straight line between the two is shorter where the leg
      // turns within the hour (it depends on where the ships are at the time of day the test runs).
      const leg = demoShips()[i].loop.legs.find((l) => l.to === v.destination.code)!.line;
      const sailed = alongNm(lonLat(v), leg) - alongNm(lonLat(before[i]), leg);
      expect(Math.abs(sailed - v.speedKn)).toBeLessThan(0.3);
      expect(distanceNm(lonLat(before[i]), lonLat(v))).toBeGreaterThan(0.5 * v.speedKn);
      expect(v.hoursToGo).toBeCloseTo(before[i].hoursToGo - 1, 1);
      expect(Math.abs(Date.parse(v.eta) - Date.parse(before[i].eta))).toBeLessThanOrEqual(1000);
    }
  });
});

describe('GET /api/demo/tracker/map', () => {
  it('serves the routes and the land outline, cacheable and revalidated by ETag', async () => {
    const res = await t.request().get('/api/demo/tracker/map').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    const map = demoTrackerMapSchema.parse(res.body);
    expect(map).toMatchObject(TRACKER_MAP_SIZE);
    expect(map.land).toMatch(/^M[\d.]+ [\d.]+L/);
    expect(map.routes.map((r) => r.ports.map((p) => p.code))).toEqual([
      ['DEHAM', 'NLRTM', 'BEANR'],
      ['PLGDN', 'DKCPH', 'SEGOT'],
      ['ESVLC', 'ESBCN', 'ITGOA'],
    ]);
    for (const r of map.routes) {
      // A closed loop, drawn inside the map.
      expect(r.coordinates[0]).toEqual(r.coordinates.at(-1));
      for (const p of r.coordinates) {
        const [x, y] = projectMercator(map.projection, p);
        expect(x).toBeGreaterThan(0);
        expect(x).toBeLessThan(map.width);
        expect(y).toBeGreaterThan(0);
        expect(y).toBeLessThan(map.height);
      }
    }
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    await t.request().get('/api/demo/tracker/map').set('If-None-Match', etag).expect(304);
  });

  it('projects like d3-geo, so the client places the vessels where the server drew the map', async () => {
    const map = demoTrackerMapSchema.parse((await t.request().get('/api/demo/tracker/map')).body);
    const d3 = geoMercator().scale(map.projection.scale).translate(map.projection.translate);
    for (const p of [
      [10, 53.55],
      [-0.37, 39.47],
      [18.668, 54.399],
    ] as const) {
      const [x, y] = projectMercator(map.projection, p);
      const [dx, dy] = d3(p as [number, number])!;
      expect(x).toBeCloseTo(dx, 9);
      expect(y).toBeCloseTo(dy, 9);
    }
  });
});

describe('the demo schedule', () => {
  it('always has a ship under way, and each under way most of the time (every 5 voyage minutes of a cycle)', () => {
    const start = Date.UTC(2026, 5, 1);
    const underWay = [0, 0, 0];
    let samples = 0;
    for (let m = 0; m < CYCLE_HOURS * 60; m += 5) {
      const vessels = getDemoTracker(new Date(start + (m / 60) * VOYAGE_HOUR)).vessels;
      expect(vessels.filter((v) => v.status === 'en_route').length, `minute ${m}`).toBeGreaterThan(0);
      vessels.forEach((v, i) => {
        if (v.status === 'en_route') underWay[i]++;
      });
      samples++;
    }
    // Issue 27: the tracker looked frozen with ships at berth 12 h of every 32.
    for (const n of underWay) expect(n / samples).toBeGreaterThan(0.75);
  });

  it('gives every ship a short feeder port stay and a feeder speed', () => {
    for (const ship of demoShips()) {
      expect(ship.loop.berthHours).toBeGreaterThanOrEqual(3);
      expect(ship.loop.berthHours).toBeLessThan(8);
      expect(ship.speedKn).toBeGreaterThanOrEqual(10);
      expect(ship.speedKn).toBeLessThanOrEqual(16);
    }
  });
});
