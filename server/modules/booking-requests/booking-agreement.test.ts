import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, notifications, shipOfferings } from '../../db/schema';
import { parseCsv } from '../../test/csv';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { bookingRow, insertBookingRequest, insertOffering } from '../../test/marketplace-factories';

// PRODUCT.md 33–34 (issue 23 §2–3): a booking request is accepted, declined or countered by the owner; a counter
// is accepted or declined by the requester; every agreed booking gets a reference FH-YYYY-NNNNNN and its history.
type User = Awaited<ReturnType<TestApp['createUser']>>;
type Agent = Awaited<ReturnType<TestApp['agentFor']>>;
let t: TestApp;
let owner: User;
let ownerAgent: Agent;
let shipper: User;
let shipperAgent: Agent;
let strangerAgent: Agent;
beforeAll(async () => {
  t = await setupTestApp();
  owner = await t.createUser({ role: 'shipowner' });
  ownerAgent = await t.agentFor(owner);
  shipper = await t.createUser({ role: 'cargo_owner' });
  shipperAgent = await t.agentFor(shipper);
  strangerAgent = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
});

const REFERENCE = /^FH-\d{4}-\d{6}$/;
const url = (id: string, action: string) => `/api/ship-booking-requests/${id}/${action}`;
const freeTeu = async (offeringId: string) =>
  (await t.db.select().from(shipOfferings).where(eq(shipOfferings.id, offeringId)))[0].availableCapacity;
const historyOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingRequestId, id))
      .orderBy(asc(bookingEvents.createdAt))
  ).map((e) => e.kind);
const setup = async (requestedTeu = 10) => {
  const offering = await insertOffering(t.db, owner.id, { availableCapacity: 50, price: 150 });
  const request = await insertBookingRequest(t.db, offering.id, shipper.id, { requestedTeu });
  return { offering, request };
};

describe('the owner accepts a pending request', () => {
  it('books it at the voyage price with a reference, the agreed terms and its history', async () => {
    const { offering, request } = await setup();
    const res = await ownerAgent.post(url(request.id, 'accept')).expect(200);
    expect(res.body.status).toBe('accepted');
    expect(res.body.agreement).toMatchObject({
      teu: 10,
      pricePerTEU: 150,
      reference: expect.stringMatching(REFERENCE),
    });
    expect(res.body.agreement.reference.slice(3, 7)).toBe(String(t.now().getUTCFullYear()));
    expect(res.body.counter).toBeNull();
    expect(await freeTeu(offering.id)).toBe(40);
    expect(await historyOf(request.id)).toEqual(['accepted']);
    // The requester sees the same reference.
    const mine = (await shipperAgent.get('/api/ship-booking-requests/my').expect(200)).body;
    expect(mine.find((b: { id: string }) => b.id === request.id).agreement.reference).toBe(
      res.body.agreement.reference,
    );
  });

  it('gives every agreement its own reference, counting up', async () => {
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { request } = await setup();
      refs.push((await ownerAgent.post(url(request.id, 'accept')).expect(200)).body.agreement.reference);
    }
    expect(new Set(refs).size).toBe(3);
    const numbers = refs.map((r) => Number(r.slice(8)));
    expect(numbers[1]).toBeGreaterThan(numbers[0]);
    expect(numbers[2]).toBeGreaterThan(numbers[1]);
  });
});

describe('the booking confirmation', () => {
  it('states both parties, the voyage, the cargo, the agreed price and all-in price, CO2 and history, to both only', async () => {
    const { offering, request } = await setup(10);
    await ownerAgent
      .post(url(request.id, 'counter'))
      .send({ pricePerTEU: 162.35, teu: 7, note: 'Seven left' })
      .expect(200);
    const agreed = (await shipperAgent.post(url(request.id, 'accept-counter')).expect(200)).body;
    const reference = agreed.agreement.reference;
    const path = `/api/bookings/confirmation?reference=${reference.toLowerCase()}`;
    const seen = (await shipperAgent.get(path).expect(200)).body;
    expect(seen).toMatchObject({
      reference,
      origin: 'booking_request',
      agreedAt: agreed.agreement.agreedAt,
      carrier: { contactName: offering.contactName, contactEmail: offering.contactEmail },
      merchant: { contactName: request.contactName, contactEmail: request.contactEmail },
      voyage: {
        shipName: offering.shipName,
        originPort: offering.originPort,
        destinationPort: offering.destinationPort,
      },
      cargo: { teu: 7, description: request.cargoDescription },
      price: { currency: 'USD', pricePerTEU: 162.35, allIn: 1136.45 },
    });
    // The same CO2 figure as the booking in My bookings (one computation, shared).
    expect(seen.co2).toEqual(agreed.co2);
    expect(seen.history.map((h: { kind: string; by: string }) => `${h.kind}:${h.by}`)).toEqual([
      'countered:carrier',
      'counter_accepted:merchant',
    ]);
    expect((await ownerAgent.get(path).expect(200)).body).toEqual(seen);
    expectError(await strangerAgent.get(path), 404, 'NOT_FOUND');
    expectError(
      await shipperAgent.get('/api/bookings/confirmation?reference=FH-2026-999999'),
      404,
      'NOT_FOUND',
    );
    expectError(await shipperAgent.get('/api/bookings/confirmation?reference=ABC'), 400, 'VALIDATION_ERROR');
  });
});

describe('the lists of agreed bookings', () => {
  it('list each side’s agreed bookings with their references, newest first, and export them as CSV', async () => {
    const lister = await t.createUser({ role: 'shipowner' });
    const listerAgent = await t.agentFor(lister);
    const offering = await insertOffering(t.db, lister.id, {
      availableCapacity: 50,
      price: 150,
      shipName: 'Weser Star',
    });
    const first = await insertBookingRequest(t.db, offering.id, shipper.id, {
      requestedTeu: 4,
      companyName: 'Carla Cargo BV',
    });
    const second = await insertBookingRequest(t.db, offering.id, shipper.id, { requestedTeu: 6 });
    const pending = await insertBookingRequest(t.db, offering.id, shipper.id, { requestedTeu: 2 });
    const a = (await listerAgent.post(url(first.id, 'accept')).expect(200)).body.agreement.reference;
    await listerAgent.post(url(second.id, 'counter')).send({ pricePerTEU: 140, teu: 5 }).expect(200);
    const b = (await shipperAgent.post(url(second.id, 'accept-counter')).expect(200)).body.agreement
      .reference;

    const carrier = await listerAgent.get('/api/bookings/agreed?side=carrier').expect(200);
    expect(carrier.headers['x-total-count']).toBe('2');
    expect(carrier.body.map((x: { reference: string }) => x.reference)).toEqual([b, a]);
    expect(carrier.body[1]).toMatchObject({
      origin: 'booking_request',
      counterparty: 'Carla Cargo BV',
      shipName: 'Weser Star',
      teu: 4,
      pricePerTEU: 150,
      allIn: 600,
    });
    expect(carrier.body[0]).toMatchObject({ teu: 5, pricePerTEU: 140, allIn: 700 });
    // The merchant sees them among its own; the pending request is no agreed booking.
    const merchant = (await shipperAgent.get('/api/bookings/agreed?side=merchant&pageSize=100').expect(200))
      .body;
    expect(merchant.map((x: { reference: string }) => x.reference)).toEqual(expect.arrayContaining([a, b]));
    expect(JSON.stringify(merchant)).not.toContain(pending.id);
    expect((await strangerAgent.get('/api/bookings/agreed?side=merchant').expect(200)).body).toEqual([]);
    expectError(await listerAgent.get('/api/bookings/agreed?side=pirate'), 400, 'VALIDATION_ERROR');

    const csv = await listerAgent.get('/api/bookings/agreed.csv?side=carrier').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(csv.text);
    expect(header.slice(0, 4)).toEqual(['Reference', 'Agreed through', 'Agreed at', 'Other party']);
    expect(rows.map((r) => r[0])).toEqual([b, a]);
    expect(rows[1]).toEqual(
      expect.arrayContaining(['Booking request', 'Carla Cargo BV', 'Weser Star', '4', '150.00', '600.00']),
    );
  });
});

describe('a counter-offer', () => {
  it('waits on the requester, who accepts it: booked on its terms, TEU taken then, both told', async () => {
    const { offering, request } = await setup(10);
    const departure = new Date(t.now().getTime() + 9 * 86_400_000).toISOString();
    const countered = await ownerAgent
      .post(url(request.id, 'counter'))
      .send({ pricePerTEU: 165.5, teu: 8, departureDate: departure, note: 'Two slots are gone' })
      .expect(200);
    expect(countered.body).toMatchObject({
      status: 'countered',
      counter: { pricePerTEU: 165.5, teu: 8, departureDate: departure, note: 'Two slots are gone' },
      agreement: null,
    });
    expect(await freeTeu(offering.id)).toBe(50);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, shipper.id));
    expect(told.at(-1)).toMatchObject({ title: 'Counter-offer on your booking request' });

    // The owner may not accept or decline their own counter; a stranger does not see it.
    expectError(await ownerAgent.post(url(request.id, 'accept')), 409, 'CONFLICT');
    expectError(await ownerAgent.post(url(request.id, 'accept-counter')), 404, 'NOT_FOUND');
    expectError(await strangerAgent.post(url(request.id, 'accept-counter')), 404, 'NOT_FOUND');

    const agreed = await shipperAgent.post(url(request.id, 'accept-counter')).expect(200);
    expect(agreed.body).toMatchObject({
      status: 'accepted',
      requestedTEU: 8,
      counter: null,
      agreement: {
        teu: 8,
        pricePerTEU: 165.5,
        departureDate: departure,
        reference: expect.stringMatching(REFERENCE),
      },
    });
    expect(await freeTeu(offering.id)).toBe(42);
    expect(await historyOf(request.id)).toEqual(['countered', 'counter_accepted']);
    const ownerTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.title, 'Counter-offer accepted')));
    expect(ownerTold.some((n) => n.message.includes(agreed.body.agreement.reference))).toBe(true);
    // Accepting again answers the booking as it is.
    const again = await shipperAgent.post(url(request.id, 'accept-counter')).expect(200);
    expect(again.body.agreement.reference).toBe(agreed.body.agreement.reference);
    expect(await freeTeu(offering.id)).toBe(42);
  });

  it('declined by the requester ends the request, with the reason, and takes nothing', async () => {
    const { offering, request } = await setup(10);
    await ownerAgent.post(url(request.id, 'counter')).send({ pricePerTEU: 300, teu: 10 }).expect(200);
    const res = await shipperAgent
      .post(url(request.id, 'decline-counter'))
      .send({ reason: 'Too dear' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'declined', declineReason: 'Too dear', agreement: null });
    expect(await freeTeu(offering.id)).toBe(50);
    expect(await historyOf(request.id)).toEqual(['countered', 'counter_declined']);
    expectError(await shipperAgent.post(url(request.id, 'accept-counter')), 409, 'CONFLICT');
  });

  it('refuses every other transition with a 409 that says why, and changes nothing', async () => {
    const { request } = await setup(10);
    // No counter to accept or decline yet.
    const early = await shipperAgent.post(url(request.id, 'accept-counter'));
    expectError(
      early,
      409,
      'CONFLICT',
      'This booking request is pending: it cannot be agreed: there is no counter-offer',
    );
    expectError(await shipperAgent.post(url(request.id, 'decline-counter')).send({}), 409, 'CONFLICT');
    await ownerAgent.post(url(request.id, 'accept')).expect(200);
    // Accepted: no counter, no decline.
    const late = await ownerAgent.post(url(request.id, 'counter')).send({ pricePerTEU: 100, teu: 5 });
    expectError(late, 409, 'CONFLICT', 'This booking request is accepted: it cannot be countered');
    expect((await bookingRow(t.db, request.id)).status).toBe('accepted');
  });

  it('is a 400 naming the field for bad terms, and a 409 when the counter no longer fits the voyage', async () => {
    const { offering, request } = await setup(10);
    expectValidation(await ownerAgent.post(url(request.id, 'counter')).send({ pricePerTEU: -1, teu: 0 }), [
      { field: 'pricePerTEU', message: 'Enter an amount of 0 or more with at most two decimals' },
      { field: 'teu', message: 'Enter a whole number of TEU greater than 0' },
    ]);
    const past = new Date(t.now().getTime() - 86_400_000).toISOString();
    expectValidation(
      await ownerAgent
        .post(url(request.id, 'counter'))
        .send({ pricePerTEU: 100, teu: 5, departureDate: past }),
      [{ field: 'departureDate', message: 'Departure cannot be in the past' }],
    );
    await ownerAgent.post(url(request.id, 'counter')).send({ pricePerTEU: 100, teu: 45 }).expect(200);
    await t.db.update(shipOfferings).set({ availableCapacity: 20 }).where(eq(shipOfferings.id, offering.id));
    expectError(await shipperAgent.post(url(request.id, 'accept-counter')), 409, 'CONFLICT');
    expect((await bookingRow(t.db, request.id)).status).toBe('countered');
    expect(await freeTeu(offering.id)).toBe(20);
  });
});
