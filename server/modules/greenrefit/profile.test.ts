import crypto from 'node:crypto';
import { profileFromServiceSpeed, profileFromVoyages, shipFromVessel } from '@shared/domain/greenrefit';
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

  it('estimates a year from the vessel’s recent voyages, leaving out rejected, old, far-off and other ships’ ones', async () => {
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
    await insertOffering(t.db, user.id, voyage('DEHAM', 'NLRTM', -20, 30));
    await insertOffering(t.db, user.id, { ...voyage('NLRTM', 'PLGDN', 10, 60), approvalStatus: 'pending' });
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
    const est: NonNullable<ProfileEstimates['fromVoyages']> = res.body.fromVoyages;
    expect(est.voyages).toBe(2);
    expect(est.profile.source).toBe('voyages');
    expect(est.profile.distanceNm).toBeGreaterThan(0);
    // Germany, the Netherlands and Poland are all in the EU ETS.
    expect(est.etsScopeShare).toBe(1);

    const { ship } = shipFromVessel(toVesselDto(vessel));
    const expected = profileFromVoyages(ship, [
      {
        distanceNm: seaDistanceNm('DEHAM', 'NLRTM'),
        originCountry: 'DE',
        destinationCountry: 'NL',
        departure: new Date(now - 20 * DAY),
        arrival: new Date(now - 20 * DAY + 30 * HOUR),
      },
      {
        distanceNm: seaDistanceNm('NLRTM', 'PLGDN'),
        originCountry: 'NL',
        destinationCountry: 'PL',
        departure: new Date(now + 10 * DAY),
        arrival: new Date(now + 10 * DAY + 60 * HOUR),
      },
    ]);
    expect(est).toEqual(expected);
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
