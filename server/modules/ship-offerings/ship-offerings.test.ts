import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, shipBookingRequests, shipOfferings } from '../../db/schema';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import {
  insertBookingRequest,
  insertOffering,
  insertVessel,
  offeringBody,
  offeringRow,
  validImo,
} from '../../test/marketplace-factories';

let t: TestApp;
let owner: TestUser;
let agent: TestAgent;
beforeAll(async () => {
  ({ t, user: owner, agent: agent } = await setupTestAppAs({ role: 'shipowner' }));
});

const offeringsOf = (userId: string) =>
  t.db.select().from(shipOfferings).where(eq(shipOfferings.ownerId, userId));
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/ship-offerings', () => {
  it('creates a pending offering with exact money and trimmed cargo types; admins are told', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const me = await t.createUser();
    const a = await t.agentFor(me);
    const res = await a.post('/api/ship-offerings').send(offeringBody({ pricePerTEU: 150.35 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ownerId: me.id,
      shipName: 'Elbe Trader',
      teuCapacity: 700,
      availableCapacity: 500,
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      pricePerTEU: 150.35,
      cargoTypes: ['Dry', 'Reefer'],
      contactEmail: 'ops@elbe-feeder.example',
      status: 'active',
      approvalStatus: 'pending',
      rejectionReason: null,
      bookedTEU: 0,
      pendingRequests: 0,
    });
    const [row] = await offeringsOf(me.id);
    expect(row.pricePerTeu).toBe('150.35');
    expect((await notesOf(admin.id)).map((n) => n.title)).toContain('Ship offering awaits approval');
    // Pending offerings are not public.
    const list = await t.request().get('/api/ship-offerings');
    expect(list.body.map((o: { id: string }) => o.id)).not.toContain(res.body.id);
  });

  it('accepts lower-case port codes, a comma list or an array, and empty optional fields', async () => {
    const res = await agent.post('/api/ship-offerings').send(
      offeringBody({
        originPort: 'esbcn',
        destinationPort: 'itgoa',
        cargoTypes: [' Reefer ', ''],
        arrivalDate: '',
        contactPhone: '',
        companyName: null,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      originPort: 'ESBCN',
      destinationPort: 'ITGOA',
      cargoTypes: ['Reefer'],
      arrivalDate: null,
      contactPhone: null,
      companyName: null,
    });
  });

  it('refuses each bad input with its field issue and stores nothing', async () => {
    const me = await t.createUser();
    const a = await t.agentFor(me);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const dep = offeringBody().departureDate as string;
    const cases: [Record<string, unknown>, string, string][] = [
      [offeringBody({ shipName: ' ' }), 'shipName', 'validation.required'],
      [offeringBody({ teuCapacity: 0 }), 'teuCapacity', 'validation.teuInvalid'],
      [offeringBody({ teuCapacity: 10.5 }), 'teuCapacity', 'validation.teuInvalid'],
      [offeringBody({ availableCapacity: -1 }), 'availableCapacity', 'validation.capacityInvalid'],
      [offeringBody({ availableCapacity: 701 }), 'availableCapacity', 'validation.availableAboveTotal'],
      [offeringBody({ pricePerTEU: -0.01 }), 'pricePerTEU', 'validation.priceInvalid'],
      [offeringBody({ pricePerTEU: 10.005 }), 'pricePerTEU', 'validation.priceInvalid'],
      [offeringBody({ pricePerTEU: '150' }), 'pricePerTEU', 'validation.priceInvalid'],
      [offeringBody({ originPort: 'XXXXX' }), 'originPort', 'validation.unknownPort'],
      [offeringBody({ destinationPort: 'DEHAM' }), 'destinationPort', 'validation.samePorts'],
      [offeringBody({ departureDate: 'tomorrow' }), 'departureDate', 'validation.invalidDate'],
      [offeringBody({ arrivalDate: dep }), 'arrivalDate', 'validation.arrivalBeforeDeparture'],
      [
        offeringBody({ departureDate: past, arrivalDate: null }),
        'departureDate',
        'validation.departureInPast',
      ],
      [offeringBody({ contactEmail: 'not-an-email' }), 'contactEmail', 'validation.invalidEmail'],
      [offeringBody({ contactName: '' }), 'contactName', 'validation.required'],
      [offeringBody({ contactPhone: 'call me' }), 'contactPhone', 'validation.invalidPhone'],
      [
        offeringBody({ cargoTypes: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
        'cargoTypes',
        'validation.tooManyItems',
      ],
      [offeringBody({ approvalStatus: 'approved' }), 'approvalStatus', 'validation.unknownField'],
      [offeringBody({ ownerId: owner.id }), 'ownerId', 'validation.unknownField'],
    ];
    for (const [body, field, key] of cases) {
      const res = await a.post('/api/ship-offerings').send(body);
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.issues, `${field} ${key}`).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect(await offeringsOf(me.id)).toHaveLength(0);
  });

  it('may start from an own fleet vessel, not from a stranger one, and not above its TEU', async () => {
    const me = await t.createUser();
    const a = await t.agentFor(me);
    const mine = await insertVessel(t.db, me.id, { imoNumber: validImo('310001'), teuCapacity: 600 });
    const theirs = await insertVessel(t.db, owner.id, { imoNumber: validImo('310002') });
    expect(
      (
        await a
          .post('/api/ship-offerings')
          .send(offeringBody({ vesselId: mine.id, teuCapacity: 600, availableCapacity: 600 }))
      ).body.vesselId,
    ).toBe(mine.id);
    expectValidation(
      await a.post('/api/ship-offerings').send(offeringBody({ vesselId: mine.id, teuCapacity: 601 })),
      [
        {
          field: 'teuCapacity',
          key: 'validation.teuAboveVessel',
          message: "TEU capacity cannot exceed the vessel's capacity",
        },
      ],
    );
    expectError(
      await a.post('/api/ship-offerings').send(offeringBody({ vesselId: theirs.id })),
      404,
      'NOT_FOUND',
      'Vessel not found',
    );
    expect(await offeringsOf(me.id)).toHaveLength(1);
  });

  it('needs an approved account', async () => {
    expectError(await t.request().post('/api/ship-offerings').send(offeringBody()), 401, 'UNAUTHORIZED');
    const pendingUser = await t.createUser({ approvalStatus: 'pending' });
    const pending = await t.agentFor(pendingUser);
    expectError(await pending.post('/api/ship-offerings').send(offeringBody()), 403, 'PENDING_APPROVAL');
    expectError(await pending.get('/api/ship-offerings/my'), 403, 'PENDING_APPROVAL');
    expect(await offeringsOf(pendingUser.id)).toHaveLength(0);
  });
});

describe('GET /api/ship-offerings/my, /user and /:id', () => {
  it('answers only the own offerings in every status, with booking figures', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const shipper = await t.createUser();
    const approved = await insertOffering(t.db, me.id);
    const pending = await insertOffering(t.db, me.id, { approvalStatus: 'pending' });
    await insertOffering(t.db, me.id, { approvalStatus: 'rejected', rejectionReason: 'Duplicate' });
    await insertOffering(t.db, other.id);
    await insertBookingRequest(t.db, approved.id, shipper.id, { requestedTeu: 40, status: 'accepted' });
    await insertBookingRequest(t.db, approved.id, shipper.id, { requestedTeu: 5 });
    const a = await t.agentFor(me);
    for (const path of ['/api/ship-offerings/my', '/api/ship-offerings/user']) {
      const res = await a.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(res.body.every((o: { ownerId: string }) => o.ownerId === me.id)).toBe(true);
      expect(res.body.map((o: { approvalStatus: string }) => o.approvalStatus).sort()).toEqual([
        'approved',
        'pending',
        'rejected',
      ]);
      expect(res.body.find((o: { id: string }) => o.id === approved.id)).toMatchObject({
        bookedTEU: 40,
        pendingRequests: 1,
        requestCount: 2,
      });
    }
    expect((await a.get(`/api/ship-offerings/${pending.id}`)).body).toMatchObject({
      id: pending.id,
      approvalStatus: 'pending',
    });
    const stranger = await t.agentFor(other);
    expectError(await stranger.get(`/api/ship-offerings/${pending.id}`), 404, 'NOT_FOUND');
    expectError(await t.request().get(`/api/ship-offerings/${pending.id}`), 404, 'NOT_FOUND');
    const pub = await t.request().get(`/api/ship-offerings/${approved.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ id: approved.id, contactEmail: null });
    expect(pub.body).not.toHaveProperty('bookedTEU');
    expect((await stranger.get(`/api/ship-offerings/${approved.id}`)).body.contactEmail).toBe(
      'owner@example.com',
    );
  });
});

describe('PATCH /api/ship-offerings/:id/capacity', () => {
  it('sets capacity between 0 and TEU minus accepted bookings', async () => {
    const shipper = await t.createUser();
    const o = await insertOffering(t.db, owner.id, { teuCapacity: 100, availableCapacity: 60 });
    await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 40, status: 'accepted' });
    const ok = await agent.patch(`/api/ship-offerings/${o.id}/capacity`).send({ availableCapacity: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ availableCapacity: 0, bookedTEU: 40 });
    expect(
      (await agent.patch(`/api/ship-offerings/${o.id}/capacity`).send({ availableCapacity: 60 })).body
        .availableCapacity,
    ).toBe(60);
    expectValidation(
      await agent.patch(`/api/ship-offerings/${o.id}/capacity`).send({ availableCapacity: 61 }),
      [
        {
          field: 'availableCapacity',
          key: 'validation.capacityOutOfRange',
          message: 'Available capacity must be between 0 and 60 TEU.',
        },
      ],
    );
    for (const body of [
      { availableCapacity: -1 },
      { availableCapacity: 'x' },
      { availableCapacity: 1.5 },
      {},
      { availableCapacity: 5, teuCapacity: 1000 },
    ]) {
      expectError(
        await agent.patch(`/api/ship-offerings/${o.id}/capacity`).send(body),
        400,
        'VALIDATION_ERROR',
      );
    }
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(60);
  });

  it("answers 404 for a stranger's offering and changes nothing", async () => {
    const o = await insertOffering(t.db, owner.id, { availableCapacity: 500 });
    const stranger = await t.agentFor(await t.createUser());
    expectError(
      await stranger.patch(`/api/ship-offerings/${o.id}/capacity`).send({ availableCapacity: 1 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await stranger
        .patch(`/api/ship-offerings/${crypto.randomUUID()}/capacity`)
        .send({ availableCapacity: 1 }),
      404,
      'NOT_FOUND',
    );
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    expectError(
      await admin.patch(`/api/ship-offerings/${o.id}/capacity`).send({ availableCapacity: 1 }),
      404,
      'NOT_FOUND',
    );
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(500);
  });
});

describe('DELETE /api/ship-offerings/:id', () => {
  it('deletes the offering and its booking requests, and tells every requester', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const o = await insertOffering(t.db, owner.id, { shipName: 'Withdrawn Star' });
    await insertBookingRequest(t.db, o.id, a.id, { status: 'accepted' });
    await insertBookingRequest(t.db, o.id, a.id);
    await insertBookingRequest(t.db, o.id, b.id, { status: 'declined', declineReason: 'Full' });
    const keep = await insertOffering(t.db, owner.id);
    const kept = await insertBookingRequest(t.db, keep.id, a.id);

    expect((await agent.delete(`/api/ship-offerings/${o.id}`)).status).toBe(204);
    expect(await offeringRow(t.db, o.id)).toBeUndefined();
    expect(
      await t.db.select().from(shipBookingRequests).where(eq(shipBookingRequests.shipOfferingId, o.id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(shipBookingRequests).where(eq(shipBookingRequests.id, kept.id)),
    ).toHaveLength(1);
    for (const u of [a, b]) {
      const notes = (await notesOf(u.id)).filter((n) => n.title === 'Ship offering withdrawn');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: 'booking_update', actionUrl: '/my-bookings' });
      expect(notes[0].message).toContain('Withdrawn Star');
      expect(notes[0].message).toContain('Hamburg → Rotterdam');
    }
    expectError(await agent.delete(`/api/ship-offerings/${o.id}`), 404, 'NOT_FOUND');
  });

  it("answers 404 for a stranger's offering and deletes nothing", async () => {
    const o = await insertOffering(t.db, owner.id);
    const stranger = await t.agentFor(await t.createUser());
    expectError(await stranger.delete(`/api/ship-offerings/${o.id}`), 404, 'NOT_FOUND');
    expectError(await stranger.delete('/api/ship-offerings/1%20or%201=1'), 404, 'NOT_FOUND');
    expectError(await t.request().delete(`/api/ship-offerings/${o.id}`), 401, 'UNAUTHORIZED');
    expect(await offeringRow(t.db, o.id)).toBeDefined();
  });
});
