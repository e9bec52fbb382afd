import crypto from 'node:crypto';
import { profileFromServiceSpeed, shipFromVessel } from '@shared/domain/greenrefit';
import type { ProfileEstimates } from '@shared/schemas/greenrefit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { vessels } from '../../db/schema';
import { insertFleetVessel } from '../../test/greenrefit-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { insertOffering } from '../../test/marketplace-factories';
import { seaDistanceNm } from '../matching/port-proximity';
import { toVesselDto } from '../vessels/vessels.dto';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;

const insertVessel = (ownerId: string, o: Partial<typeof vessels.$inferInsert> = {}) =>
  insertFleetVessel(t.db, ownerId, o);

describe('GET /api/greenrefit/vessels/:vesselId/profile', () => {
  it('a fleet vessel without voyages: its figures, the service-speed year, no voyage estimate', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const vessel = await insertVessel(user.id);
    const res = await (await t.agentFor(user))
      .get(`/api/greenrefit/vessels/${vessel.id}/profile`)
      .expect(200);
    const body: ProfileEstimates = res.body;
    const { ship } = shipFromVessel(toVesselDto(vessel));
    expect(body.ship).toEqual(ship);
    expect(body.ship).toMatchObject({ name: 'Alster Bay', deadweightTonnes: 11_200, fuelTonnesPerDay: 24 });
    expect(body.estimated).toEqual([]);
    expect(body.fromServiceSpeed).toEqual(profileFromServiceSpeed(ship));
    expect(body.fromVoyages).toBeNull();
    expect(body.voyageCoverage.reason).toBe('no_voyages');
  });

  it('names the figures it had to estimate', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const vessel = await insertVessel(user.id, {
      deadweightTonnes: null,
      grossTonnage: null,
      serviceSpeedKnots: null,
      fuelConsumptionTonnesPerDay: null,
      mainEnginePowerKw: null,
    });
    const res = await (await t.agentFor(user))
      .get(`/api/greenrefit/vessels/${vessel.id}/profile`)
      .expect(200);
    expect([...res.body.estimated].sort()).toEqual(
      ['deadweightTonnes', 'fuelTonnesPerDay', 'grossTonnage', 'serviceSpeedKnots'].sort(),
    );
    expect(res.body.ship.deadweightTonnes).toBeGreaterThan(0);
    expect(res.body.ship.serviceSpeedKnots).toBeGreaterThan(0);
  });

  it('a new owner with one voyage: no voyage year, the service-speed year, and the reason (issue 25)', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const vessel = await insertVessel(user.id);
    const now = Date.now();
    await insertOffering(t.db, user.id, {
      vesselId: vessel.id,
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      departureDate: new Date(now + 5 * DAY),
      arrivalDate: new Date(now + 5 * DAY + 30 * HOUR),
    });
    const res = await (await t.agentFor(user))
      .get(`/api/greenrefit/vessels/${vessel.id}/profile`)
      .expect(200);
    const body: ProfileEstimates = res.body;
    expect(body.fromVoyages).toBeNull();
    expect(body.fromServiceSpeed).toMatchObject({ source: 'service_speed', daysAtSea: 220, daysInPort: 130 });
    expect(body.voyageCoverage).toEqual({
      voyages: 1,
      seaDays: 1.3,
      requiredSeaDays: 60,
      reason: 'too_few_voyage_days',
    });
  });

  it('enough voyages: a year from them, leaving out rejected, old, far-off and other ships’ ones', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const vessel = await insertVessel(user.id);
    const other = await insertVessel(user.id, { name: 'Other', imoNumber: '9176187' });
    const now = Date.now();
    const voyage = (from: string, to: string, inDays: number, hours: number) => ({
      vesselId: vessel.id,
      originPort: from,
      destinationPort: to,
      departureDate: new Date(now + inDays * DAY),
      arrivalDate: new Date(now + inDays * DAY + hours * HOUR),
    });
    // A Hamburg–Gdansk shuttle, 60 h each way with a day in port at each end: 30 voyages, 75 days at sea.
    const shuttle = Array.from({ length: 30 }, (_, i) =>
      i % 2 ? voyage('PLGDN', 'DEHAM', -200 + 3.5 * i, 60) : voyage('DEHAM', 'PLGDN', -200 + 3.5 * i, 60),
    );
    for (const v of shuttle) await insertOffering(t.db, user.id, v);
    await insertOffering(t.db, user.id, {
      ...voyage('DEHAM', 'DKCPH', 12, 30),
      approvalStatus: 'rejected',
      rejectionReason: 'Duplicate',
    });
    await insertOffering(t.db, user.id, voyage('DEHAM', 'SESTO', -400, 50));
    await insertOffering(t.db, user.id, voyage('DEHAM', 'SESTO', 200, 50));
    await insertOffering(t.db, user.id, { ...voyage('DEHAM', 'ESBCN', 5, 200), vesselId: other.id });

    const res = await (await t.agentFor(user))
      .get(`/api/greenrefit/vessels/${vessel.id}/profile`)
      .expect(200);
    const body: ProfileEstimates = res.body;
    expect(body.voyageCoverage).toEqual({ voyages: 30, seaDays: 75, requiredSeaDays: 60, reason: null });
    const est = body.fromVoyages!;
    expect(est.voyages).toBe(30);
    expect(est.profile.source).toBe('voyages');
    // Germany and Poland are both in the EU ETS.
    expect(est.etsScopeShare).toBe(1);
    // 75 days at sea over 3.5 × 29 + 2.5 = 104 days: 350 operating days in the same proportion.
    const seaDays = (350 * 75) / 104;
    expect(est.periodDays).toBe(104);
    expect(est.profile.daysAtSea).toBe(Math.round(seaDays));
    expect(est.profile.daysInPort).toBe(Math.round(350 - seaDays));
    const nm = seaDistanceNm('DEHAM', 'PLGDN');
    expect(est.profile.speedKnots).toBe(Math.round((nm / 60) * 10) / 10);
    expect(est.profile.distanceNm).toBe(Math.round(nm * 30 * (seaDays / 75)));
    // One year: distance = average speed × 24 h × days at sea.
    expect(est.profile.distanceNm / (est.profile.daysAtSea * 24)).toBeCloseTo(est.profile.speedKnots, 0);
  });

  it('another user’s vessel is 404 like an unknown one; an administrator may read any', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const vessel = await insertVessel(owner.id);
    const stranger = await t.agentFor(await t.createUser({ role: 'shipowner' }));
    expectError(
      await stranger.get(`/api/greenrefit/vessels/${vessel.id}/profile`),
      404,
      'NOT_FOUND',
      'Vessel not found',
    );
    expectError(
      await stranger.get(`/api/greenrefit/vessels/${crypto.randomUUID()}/profile`),
      404,
      'NOT_FOUND',
      'Vessel not found',
    );
    expectError(await stranger.get('/api/greenrefit/vessels/x/profile'), 404, 'NOT_FOUND');
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    const res = await admin.get(`/api/greenrefit/vessels/${vessel.id}/profile`).expect(200);
    expect(res.body.ship.name).toBe('Alster Bay');
  });
});
