import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipBookingRequests, shipOfferings, vessels } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertBookingRequest, insertOffering, insertVessel } from '../../test/marketplace-factories';

/**
 * Issue 28: a booking page is kept as sent while the rows it shows are unchanged (server/lib/kept-pages.ts). Every
 * change below is made where the app cannot see it (SQL by hand, as another instance or an operator would) or
 * through the API, and the next read shows it.
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User;
let shipper: User;
let other: User;
let voyageId: string;
let vesselId: string;
let requestId: string;

type Dto = {
  id: string;
  status: string;
  requestedTEU: number;
  offering: { shipName: string; pricePerTEU: number };
  co2: { co2TtwKgPerTeu: number };
};

async function myPage(user: User, headers: Record<string, string> = {}) {
  const res = await (await t.agentFor(user)).get('/api/ship-booking-requests/my').set(headers);
  return {
    status: res.status,
    etag: res.headers.etag,
    total: res.headers['x-total-count'],
    body: res.body as Dto[],
  };
}

beforeAll(async () => {
  t = await setupTestApp();
  owner = await t.createUser({ role: 'shipowner' });
  shipper = await t.createUser();
  other = await t.createUser();
  const vessel = await insertVessel(t.db, owner.id, {
    serviceSpeedKnots: '14.0',
    fuelConsumptionTonnesPerDay: '20.0',
  });
  vesselId = vessel.id;
  voyageId = (await insertOffering(t.db, owner.id, { vesselId, shipName: 'Kept Feeder' })).id;
  requestId = (await insertBookingRequest(t.db, voyageId, shipper.id, { requestedTeu: 12 })).id;
  await insertBookingRequest(t.db, voyageId, other.id, { requestedTeu: 3 });
});

describe('a kept booking page', () => {
  it('is sent again unchanged, with its ETag, and a 304 to a caller who holds it', async () => {
    const first = await myPage(shipper);
    const second = await myPage(shipper);
    expect(second.body).toEqual(first.body);
    expect(second.etag).toBe(first.etag);
    expect((await myPage(shipper, { 'If-None-Match': first.etag })).status).toBe(304);
  });

  it('is each user’s own', async () => {
    expect((await myPage(shipper)).body.map((b) => b.requestedTEU)).toEqual([12]);
    expect((await myPage(other)).body.map((b) => b.requestedTEU)).toEqual([3]);
  });

  it('shows a change to the request made by SQL by hand at the next read', async () => {
    await myPage(shipper);
    await t.db
      .update(shipBookingRequests)
      .set({ requestedTeu: 13 })
      .where(eq(shipBookingRequests.id, requestId));
    expect((await myPage(shipper)).body[0].requestedTEU).toBe(13);
  });

  it('shows a change to the voyage (its name, its price) at the next read', async () => {
    await myPage(shipper);
    await t.db
      .update(shipOfferings)
      .set({ shipName: 'Renamed Feeder', pricePerTeu: '175.00' })
      .where(eq(shipOfferings.id, voyageId));
    const { body } = await myPage(shipper);
    expect(body[0].offering).toMatchObject({ shipName: 'Renamed Feeder', pricePerTEU: 175 });
  });

  it('shows the fleet vessel’s new figures in the CO2 per TEU at the next read', async () => {
    const before = (await myPage(shipper)).body[0].co2.co2TtwKgPerTeu;
    await t.db.update(vessels).set({ fuelConsumptionTonnesPerDay: '30.0' }).where(eq(vessels.id, vesselId));
    const after = (await myPage(shipper)).body[0].co2.co2TtwKgPerTeu;
    expect(after).toBeGreaterThan(before);
  });

  it('shows the owner’s decision through the API, and a new request with its total', async () => {
    await myPage(shipper);
    const accepted = await (await t.agentFor(owner)).post(`/api/ship-booking-requests/${requestId}/accept`);
    expect(accepted.status).toBe(200);
    expect((await myPage(shipper)).body[0].status).toBe('accepted');
    await insertBookingRequest(t.db, voyageId, shipper.id, { requestedTeu: 7 });
    const page = await myPage(shipper);
    expect(page.total).toBe('2');
    expect(page.body.map((b) => b.requestedTEU)).toEqual([7, 13]);
  });

  it('gives the current total past the last page (a page without rows is not kept)', async () => {
    const agent = await t.agentFor(shipper);
    const past = async () => (await agent.get('/api/ship-booking-requests/my').query({ page: 9 })).headers;
    const before = Number((await past())['x-total-count']);
    await insertBookingRequest(t.db, voyageId, shipper.id, { requestedTeu: 1 });
    expect(Number((await past())['x-total-count'])).toBe(before + 1);
  });

  it('drops a request deleted by hand', async () => {
    const before = await myPage(shipper);
    await t.db.execute(sql`delete from ship_booking_requests where id = ${before.body[0].id}`);
    const after = await myPage(shipper);
    expect(after.body.map((b) => b.id)).toEqual(before.body.slice(1).map((b) => b.id));
  });
});
