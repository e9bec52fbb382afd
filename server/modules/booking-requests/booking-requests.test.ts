import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, shipBookingRequests } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import {
  bookingBody,
  bookingRow,
  insertBookingRequest,
  insertOffering,
  offeringRow,
} from '../../test/marketplace-factories';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Agent = Awaited<ReturnType<TestApp['agentFor']>>;
let t: TestApp;
let owner: User;
let ownerAgent: Agent;
let shipper: User;
let shipperAgent: Agent;
beforeAll(async () => {
  t = await setupTestApp();
  owner = await t.createUser({ role: 'shipowner' });
  ownerAgent = await t.agentFor(owner);
  shipper = await t.createUser({ role: 'cargo_owner' });
  shipperAgent = await t.agentFor(shipper);
});

const requestsOn = (offeringId: string) =>
  t.db.select().from(shipBookingRequests).where(eq(shipBookingRequests.shipOfferingId, offeringId));
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/ship-booking-requests', () => {
  it('creates a pending request with defaults, exact money, and notifies the owner', async () => {
    const o = await insertOffering(t.db, owner.id, { shipName: 'Elbe Trader', availableCapacity: 100 });
    const res = await shipperAgent
      .post('/api/ship-booking-requests')
      .send(bookingBody(o.id, { maxBudget: 6000.1 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      shipOfferingId: o.id,
      requesterId: shipper.id,
      requestedTEU: 40,
      urgencyLevel: 'normal',
      flexibleDates: false,
      maxBudget: 6000.1,
      status: 'pending',
      declineReason: null,
      offering: {
        id: o.id,
        shipName: 'Elbe Trader',
        originPort: 'DEHAM',
        destinationPort: 'NLRTM',
        pricePerTEU: 150,
      },
    });
    expect((await bookingRow(t.db, res.body.id)).maxBudget).toBe('6000.10');
    const note = (await notesOf(owner.id)).find((n) => n.title === 'New booking request');
    // Issue 13: a request waits on the owner, so it is high priority even at normal urgency.
    expect(note).toMatchObject({ type: 'booking_update', priority: 'high', actionUrl: '/ship-management' });
    // Issue 24: what the owner needs to answer, in the notice and its mail: who, how much, which voyage, at what price.
    expect(note!.message).toMatch(
      /^Carla Cargo \(Shipper BV\) requests 40 TEU on Elbe Trader, Hamburg → Rotterdam, departing .+, at your price of 150\.00 USD per TEU\.$/,
    );
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(100);
  });

  it('refuses more TEU than available, bad fields, and stores nothing', async () => {
    const o = await insertOffering(t.db, owner.id, { availableCapacity: 30 });
    expectValidation(
      await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(o.id, { requestedTEU: 31 })),
      [
        {
          field: 'requestedTEU',
          key: 'validation.requestedAboveAvailable',
          message: 'Requested TEU exceed the available capacity',
        },
      ],
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [bookingBody(o.id, { requestedTEU: 0 }), 'requestedTEU', 'validation.teuInvalid'],
      [bookingBody(o.id, { requestedTEU: 2.5 }), 'requestedTEU', 'validation.teuInvalid'],
      [bookingBody(o.id, { contactEmail: 'x' }), 'contactEmail', 'validation.invalidEmail'],
      [bookingBody(o.id, { contactName: ' ' }), 'contactName', 'validation.required'],
      [bookingBody(o.id, { cargoDescription: '' }), 'cargoDescription', 'validation.required'],
      [bookingBody(o.id, { urgencyLevel: 'asap' }), 'urgencyLevel', 'validation.invalid'],
      [bookingBody(o.id, { maxBudget: -1 }), 'maxBudget', 'validation.priceInvalid'],
      [bookingBody(o.id, { maxBudget: 1.999 }), 'maxBudget', 'validation.priceInvalid'],
      [bookingBody('not-a-uuid'), 'shipOfferingId', 'validation.required'],
      [bookingBody(o.id, { status: 'accepted' }), 'status', 'validation.unknownField'],
      [bookingBody(o.id, { requesterId: owner.id }), 'requesterId', 'validation.unknownField'],
    ];
    for (const [body, field, key] of cases) {
      const res = await shipperAgent.post('/api/ship-booking-requests').send(body);
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.issues, `${field} ${key}`).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect(await requestsOn(o.id)).toHaveLength(0);
  });

  it('refuses a booking on one own offering, on a non-approved one and on a departed voyage', async () => {
    const own = await insertOffering(t.db, owner.id);
    expectError(
      await ownerAgent.post('/api/ship-booking-requests').send(bookingBody(own.id)),
      403,
      'FORBIDDEN',
    );
    for (const o of [
      await insertOffering(t.db, owner.id, { approvalStatus: 'pending' }),
      await insertOffering(t.db, owner.id, { approvalStatus: 'rejected', rejectionReason: 'No' }),
      await insertOffering(t.db, owner.id, { status: 'inactive' }),
    ]) {
      expectError(
        await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(o.id)),
        404,
        'NOT_FOUND',
      );
      expect(await requestsOn(o.id)).toHaveLength(0);
    }
    const departed = await insertOffering(t.db, owner.id, { departureDate: new Date(Date.now() - 60_000) });
    expectError(
      await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(departed.id)),
      409,
      'CONFLICT',
    );
    expectError(
      await shipperAgent.post('/api/ship-booking-requests').send(bookingBody(crypto.randomUUID())),
      404,
      'NOT_FOUND',
    );
    expect(await requestsOn(own.id)).toHaveLength(0);
  });

  it('needs an approved account', async () => {
    const o = await insertOffering(t.db, owner.id);
    expectError(
      await t.request().post('/api/ship-booking-requests').send(bookingBody(o.id)),
      401,
      'UNAUTHORIZED',
    );
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(
      await pending.post('/api/ship-booking-requests').send(bookingBody(o.id)),
      403,
      'PENDING_APPROVAL',
    );
    expectError(await pending.get('/api/ship-booking-requests/my'), 403, 'PENDING_APPROVAL');
    expect(await requestsOn(o.id)).toHaveLength(0);
  });
});

describe('booking request lists', () => {
  it('the requester sees their own; the owner sees incoming per offering and overall; strangers get 404', async () => {
    const me = await t.createUser();
    const meAgent = await t.agentFor(me);
    const other = await t.createUser();
    const o1 = await insertOffering(t.db, me.id);
    const o2 = await insertOffering(t.db, me.id);
    const r1 = await insertBookingRequest(t.db, o1.id, shipper.id, {
      createdAt: new Date(Date.now() - 1000),
    });
    const r2 = await insertBookingRequest(t.db, o1.id, other.id);
    const r3 = await insertBookingRequest(t.db, o2.id, shipper.id);

    const perOffering = await meAgent.get(`/api/ship-offerings/${o1.id}/booking-requests`);
    expect(perOffering.body.map((r: { id: string }) => r.id)).toEqual([r2.id, r1.id]);
    const incoming = await meAgent.get('/api/ship-booking-requests/incoming');
    expect(incoming.body.map((r: { id: string }) => r.id).sort()).toEqual([r1.id, r2.id, r3.id].sort());

    const mine = await (await t.agentFor(other)).get('/api/ship-booking-requests/my');
    expect(mine.body.map((r: { id: string }) => r.id)).toEqual([r2.id]);
    expect(mine.body[0].offering).toMatchObject({ id: o1.id, shipName: o1.shipName });

    expectError(await shipperAgent.get(`/api/ship-offerings/${o1.id}/booking-requests`), 404, 'NOT_FOUND');
    expect((await shipperAgent.get('/api/ship-booking-requests/incoming')).body).toEqual([]);
  });
});

describe('accept and decline', () => {
  it('accepting decreases capacity, notifies the requester, and accepting twice is harmless', async () => {
    const o = await insertOffering(t.db, owner.id, {
      shipName: 'Sound Runner',
      teuCapacity: 100,
      availableCapacity: 100,
    });
    const created = await shipperAgent
      .post('/api/ship-booking-requests')
      .send(bookingBody(o.id, { requestedTEU: 40 }));
    const id = created.body.id;
    const res = await ownerAgent.post(`/api/ship-booking-requests/${id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'accepted', decidedAt: expect.any(String) });
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(60);
    const notes = (await notesOf(shipper.id)).filter((n) => n.title === 'Booking request accepted');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'booking_update',
      priority: 'high',
      actionUrl: '/my-bookings',
    });
    expect(notes[0].message).toContain('40 TEU on Sound Runner');
    // Issue 24: the owner by name, the agreed price and the booking's reference.
    expect(notes[0].message).toMatch(
      /^.+ accepted your request for 40 TEU on Sound Runner, .+ at \d+\.\d{2} USD per TEU\. Reference FH-\d{4}-\d{6}\.$/,
    );

    const again = await ownerAgent.post(`/api/ship-booking-requests/${id}/accept`);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('accepted');
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(60);
    expect((await notesOf(shipper.id)).filter((n) => n.title === 'Booking request accepted')).toHaveLength(1);

    const mine = await (await t.agentFor(owner)).get('/api/ship-offerings/my');
    expect(mine.body.find((x: { id: string }) => x.id === o.id)).toMatchObject({
      availableCapacity: 60,
      bookedTEU: 40,
      pendingRequests: 0,
    });
    expectError(
      await ownerAgent.post(`/api/ship-booking-requests/${id}/decline`).send({ reason: 'Changed my mind' }),
      409,
      'CONFLICT',
    );
  });

  it('answers 409 when the request no longer fits, and leaves it pending', async () => {
    const o = await insertOffering(t.db, owner.id, { teuCapacity: 100, availableCapacity: 50 });
    const a = await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 30 });
    const b = await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 30 });
    await ownerAgent.post(`/api/ship-booking-requests/${a.id}/accept`).expect(200);
    expectError(await ownerAgent.post(`/api/ship-booking-requests/${b.id}/accept`), 409, 'CONFLICT');
    expect((await bookingRow(t.db, b.id)).status).toBe('pending');
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(20);
  });

  it('declining stores the reason, notifies the requester, and again is harmless', async () => {
    const o = await insertOffering(t.db, owner.id, { shipName: 'Vistula Star', availableCapacity: 100 });
    const r = await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 12 });
    expectValidation(
      await ownerAgent.post(`/api/ship-booking-requests/${r.id}/decline`).send({ reason: ' ' }),
      [{ field: 'reason', key: 'validation.reasonRequired', message: 'A reason is required' }],
    );
    expect((await bookingRow(t.db, r.id)).status).toBe('pending');
    const res = await ownerAgent
      .post(`/api/ship-booking-requests/${r.id}/decline`)
      .send({ reason: 'Fully booked for reefers' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', declineReason: 'Fully booked for reefers' });
    const notes = (await notesOf(shipper.id)).filter((n) => n.title === 'Booking request declined');
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toContain('Reason: Fully booked for reefers');
    await ownerAgent.post(`/api/ship-booking-requests/${r.id}/decline`).send({ reason: 'Again' }).expect(200);
    expect((await notesOf(shipper.id)).filter((n) => n.title === 'Booking request declined')).toHaveLength(1);
    expectError(await ownerAgent.post(`/api/ship-booking-requests/${r.id}/accept`), 409, 'CONFLICT');
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(100);
  });

  it('only the offering owner decides: requester, strangers and admins get 404 and nothing changes', async () => {
    const o = await insertOffering(t.db, owner.id, { availableCapacity: 100 });
    const r = await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 10 });
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    const stranger = await t.agentFor(await t.createUser());
    for (const a of [shipperAgent, stranger, admin]) {
      expectError(
        await a.post(`/api/ship-booking-requests/${r.id}/accept`),
        404,
        'NOT_FOUND',
        'Booking request not found',
      );
      expectError(
        await a.post(`/api/ship-booking-requests/${r.id}/decline`).send({ reason: 'x' }),
        404,
        'NOT_FOUND',
      );
    }
    expectError(
      await ownerAgent.post(`/api/ship-booking-requests/${crypto.randomUUID()}/accept`),
      404,
      'NOT_FOUND',
    );
    expectError(await ownerAgent.post('/api/ship-booking-requests/abc/accept'), 404, 'NOT_FOUND');
    expect((await bookingRow(t.db, r.id)).status).toBe('pending');
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(100);
  });
});
