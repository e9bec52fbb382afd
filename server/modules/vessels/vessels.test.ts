import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vessels } from '../../db/schema';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import {
  insertBookingRequest,
  insertOffering,
  insertVessel,
  validImo,
  vesselBody,
} from '../../test/marketplace-factories';

let t: TestApp;
let owner: TestUser;
let agent: TestAgent;
beforeAll(async () => {
  ({ t, user: owner, agent: agent } = await setupTestAppAs({ role: 'shipowner' }));
});

const fleetOf = (userId: string) => t.db.select().from(vessels).where(eq(vessels.ownerId, userId));

describe('POST /api/vessels', () => {
  it('creates a vessel with every field, normalising the IMO number', async () => {
    const me = await t.createUser();
    const a = await t.agentFor(me);
    const res = await a.post('/api/vessels').send(vesselBody({ imoNumber: ' IMO 9074729 ' }));
    expect(res.status).toBe(201);
    // Every field as sent, the IMO number as vesselBody's own (9074729).
    expect(res.body).toMatchObject({ ownerId: me.id, ...vesselBody() });
    expect(await fleetOf(me.id)).toHaveLength(1);
  });

  it('fills defaults and nulls for the optional figures', async () => {
    const res = await agent
      .post('/api/vessels')
      .send({ name: 'Minimal', imoNumber: validImo('931482'), teuCapacity: 500 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      deadweightTonnes: null,
      serviceSpeedKnots: null,
      fuelType: 'vlsfo',
      scrubberFitted: false,
      status: 'active',
    });
  });

  it('refuses bad input with field issues and stores nothing', async () => {
    const me = await t.createUser();
    const a = await t.agentFor(me);
    const cases: [Record<string, unknown>, string, string][] = [
      [vesselBody({ imoNumber: '9074728' }), 'imoNumber', 'validation.invalidImo'],
      [vesselBody({ imoNumber: '907472' }), 'imoNumber', 'validation.invalidImo'],
      [vesselBody({ imoNumber: 'abcdefg' }), 'imoNumber', 'validation.invalidImo'],
      [vesselBody({ teuCapacity: 0 }), 'teuCapacity', 'validation.teuInvalid'],
      [vesselBody({ teuCapacity: 12.5 }), 'teuCapacity', 'validation.teuInvalid'],
      [vesselBody({ teuCapacity: '700' }), 'teuCapacity', 'validation.teuInvalid'],
      [vesselBody({ name: '  ' }), 'name', 'validation.required'],
      [vesselBody({ fuelType: 'coal' }), 'fuelType', 'validation.invalid'],
      [vesselBody({ status: 'sunk' }), 'status', 'validation.invalid'],
      [vesselBody({ yearBuilt: 1800 }), 'yearBuilt', 'validation.invalidYear'],
      [vesselBody({ serviceSpeedKnots: 14.25 }), 'serviceSpeedKnots', 'validation.invalidNumber'],
      [vesselBody({ deadweightTonnes: -1 }), 'deadweightTonnes', 'validation.invalidNumber'],
      [vesselBody({ ownerId: owner.id }), 'ownerId', 'validation.unknownField'],
    ];
    for (const [body, field, key] of cases) {
      const res = await a.post('/api/vessels').send(body);
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.issues).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect(await fleetOf(me.id)).toHaveLength(0);
  });

  it('refuses the same IMO twice in one fleet, but another owner may list it', async () => {
    const me = await t.createUser();
    const a = await t.agentFor(me);
    await a
      .post('/api/vessels')
      .send(vesselBody({ imoNumber: validImo('945603') }))
      .expect(201);
    expectValidation(await a.post('/api/vessels').send(vesselBody({ imoNumber: validImo('945603') })), [
      {
        field: 'imoNumber',
        key: 'validation.imoTaken',
        message: 'A vessel with this IMO number is already in your fleet',
      },
    ]);
    const other = await t.agentFor(await t.createUser());
    await other
      .post('/api/vessels')
      .send(vesselBody({ imoNumber: validImo('945603') }))
      .expect(201);
  });

  it('needs an approved account', async () => {
    expectError(await t.request().post('/api/vessels').send(vesselBody()), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await pending.post('/api/vessels').send(vesselBody()), 403, 'PENDING_APPROVAL');
    expectError(await pending.get('/api/vessels/stats'), 403, 'PENDING_APPROVAL');
  });
});

describe('GET /api/vessels/user/:userId', () => {
  it('answers the own fleet, any fleet for admins, 404 for another user', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await insertVessel(t.db, me.id, { name: 'B ship' });
    await insertVessel(t.db, me.id, { name: 'A ship', imoNumber: validImo('922177') });
    await insertVessel(t.db, other.id);
    const a = await t.agentFor(me);
    const own = await a.get(`/api/vessels/user/${me.id}`);
    expect(own.status).toBe(200);
    expect(own.body.map((v: { name: string }) => v.name)).toEqual(['A ship', 'B ship']);
    expectError(await a.get(`/api/vessels/user/${other.id}`), 404, 'NOT_FOUND');
    expectError(await a.get('/api/vessels/user/not-a-uuid'), 404, 'NOT_FOUND');
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    expect((await admin.get(`/api/vessels/user/${me.id}`)).body).toHaveLength(2);
  });
});

describe('GET, PATCH and DELETE /api/vessels/:id', () => {
  it('updates the own vessel; null clears a figure, absent keeps it', async () => {
    const v = await insertVessel(t.db, owner.id, {
      imoNumber: validImo('967310'),
      grossTonnage: 5000,
      deadweightTonnes: 7000,
    });
    const res = await agent
      .patch(`/api/vessels/${v.id}`)
      .send({ status: 'laid_up', grossTonnage: null, serviceSpeedKnots: 13.5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'laid_up',
      grossTonnage: null,
      deadweightTonnes: 7000,
      serviceSpeedKnots: 13.5,
    });
    expect((await agent.get(`/api/vessels/${v.id}`)).body.status).toBe('laid_up');
  });

  it("answers 404 for another owner's vessel and changes nothing", async () => {
    const other = await t.createUser();
    const v = await insertVessel(t.db, other.id, { name: 'Not mine' });
    expectError(await agent.get(`/api/vessels/${v.id}`), 404, 'NOT_FOUND', 'Vessel not found');
    expectError(await agent.patch(`/api/vessels/${v.id}`).send({ name: 'Stolen' }), 404, 'NOT_FOUND');
    expectError(await agent.delete(`/api/vessels/${v.id}`), 404, 'NOT_FOUND');
    expectError(await agent.delete(`/api/vessels/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, v.id));
    expect(row.name).toBe('Not mine');
  });

  it('refuses bad updates and an IMO already in the fleet', async () => {
    const a1 = await insertVessel(t.db, owner.id, { imoNumber: validImo('958244') });
    const a2 = await insertVessel(t.db, owner.id, { imoNumber: validImo('939851') });
    expectValidation(await agent.patch(`/api/vessels/${a2.id}`).send({ imoNumber: a1.imoNumber }), [
      {
        field: 'imoNumber',
        key: 'validation.imoTaken',
        message: 'A vessel with this IMO number is already in your fleet',
      },
    ]);
    const res = await agent
      .patch(`/api/vessels/${a2.id}`)
      .send({ teuCapacity: -5, ownerId: crypto.randomUUID() });
    expectError(res, 400, 'VALIDATION_ERROR');
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, a2.id));
    expect(row).toMatchObject({ imoNumber: validImo('939851'), teuCapacity: 700, ownerId: owner.id });
  });

  it('deletes the own vessel; offerings started from it keep their data', async () => {
    const v = await insertVessel(t.db, owner.id, { imoNumber: validImo('120001') });
    const offering = await insertOffering(t.db, owner.id, { vesselId: v.id });
    expect((await agent.delete(`/api/vessels/${v.id}`)).status).toBe(204);
    expect(await t.db.select().from(vessels).where(eq(vessels.id, v.id))).toHaveLength(0);
    const mine = await agent.get(`/api/ship-offerings/${offering.id}`);
    expect(mine.body).toMatchObject({ id: offering.id, vesselId: null, shipName: offering.shipName });
  });
});

describe('GET /api/vessels/stats and /api/marketplace/summary', () => {
  it('counts own active vessels and accepted bookings on voyages not ended, either side', async () => {
    const shipowner = await t.createUser();
    const shipper = await t.createUser();
    const stranger = await t.createUser();
    await insertVessel(t.db, shipowner.id, { imoNumber: validImo('200001') });
    await insertVessel(t.db, shipowner.id, { imoNumber: validImo('200002') });
    await insertVessel(t.db, shipowner.id, { imoNumber: validImo('200003'), status: 'laid_up' });
    const now = Date.now();
    const upcoming = await insertOffering(t.db, shipowner.id, { departureDate: new Date(now + 86_400_000) });
    const underWay = await insertOffering(t.db, shipowner.id, {
      departureDate: new Date(now - 3_600_000),
      arrivalDate: new Date(now + 3_600_000),
    });
    const ended = await insertOffering(t.db, shipowner.id, { departureDate: new Date(now - 7_200_000) });
    await insertBookingRequest(t.db, upcoming.id, shipper.id, { status: 'accepted' });
    await insertBookingRequest(t.db, underWay.id, shipper.id, { status: 'accepted' });
    await insertBookingRequest(t.db, ended.id, shipper.id, { status: 'accepted' });
    await insertBookingRequest(t.db, upcoming.id, shipper.id, { status: 'pending' });
    await insertBookingRequest(t.db, upcoming.id, stranger.id, { status: 'declined', declineReason: 'Full' });

    const ownerStats = await (await t.agentFor(shipowner)).get('/api/vessels/stats');
    expect(ownerStats.body).toEqual({ totalVessels: 2, activeCharters: 2 });
    expect((await (await t.agentFor(shipper)).get('/api/vessels/stats')).body).toEqual({
      totalVessels: 0,
      activeCharters: 2,
    });
    expect((await (await t.agentFor(stranger)).get('/api/vessels/stats')).body).toEqual({
      totalVessels: 0,
      activeCharters: 0,
    });

    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    const platform = await admin.get('/api/vessels/stats');
    expect(platform.body.totalVessels).toBeGreaterThanOrEqual(2);
    expect(platform.body.activeCharters).toBeGreaterThanOrEqual(2);

    const ownerSummary = (await (await t.agentFor(shipowner)).get('/api/marketplace/summary')).body;
    expect(ownerSummary).toMatchObject({ vessels: 3, offerings: 3, bookingRequests: 0 });
    expect((await (await t.agentFor(shipper)).get('/api/marketplace/summary')).body).toMatchObject({
      vessels: 0,
      offerings: 0,
      bookingRequests: 4,
    });
    expectError(await t.request().get('/api/marketplace/summary'), 401, 'UNAUTHORIZED');
  });

  it('counts approved accounts and the offerings the public list shows, platform-wide', async () => {
    const platform = async () => (await agent.get('/api/marketplace/summary')).body.platform;
    const before = await platform();
    const listed = await (await t.request().get('/api/ship-offerings?pageSize=1')).headers['x-total-count'];
    expect(before.shipOfferings).toBe(Number(listed));

    const seller = await t.createUser();
    await t.createUser({ approvalStatus: 'pending' });
    await t.createUser({ approvalStatus: 'rejected' });
    await insertOffering(t.db, seller.id);
    await insertOffering(t.db, seller.id, { approvalStatus: 'pending' });
    await insertOffering(t.db, seller.id, { departureDate: new Date(Date.now() - 3_600_000) });
    await insertOffering(t.db, seller.id, { status: 'inactive' });

    expect(await platform()).toEqual({
      ...before,
      users: before.users + 1,
      shipOfferings: before.shipOfferings + 1,
    });
  });
});
