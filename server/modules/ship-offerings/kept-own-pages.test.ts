import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipOfferings, vessels } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertBookingRequest, insertOffering, insertVessel } from '../../test/marketplace-factories';

/**
 * Issue 28: a page of the owner's list is kept as sent while what it shows is unchanged (server/lib/kept-pages.ts).
 * Each change below is made by SQL by hand, where the app cannot see it (another instance, an operator), and the
 * next read shows it.
 */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User;
let shipper: User;
let voyageId: string;
let vesselId: string;

type Dto = {
  id: string;
  shipName: string;
  bookedTEU: number;
  pendingRequests: number;
  footprint: { co2TtwKgPerTeu: number };
};

async function ownPage(headers: Record<string, string> = {}) {
  const res = await (await t.agentFor(owner)).get('/api/ship-offerings/my').set(headers);
  return {
    status: res.status,
    etag: res.headers.etag,
    total: res.headers['x-total-count'],
    body: res.body as Dto[],
  };
}
const voyage = async () => (await ownPage()).body.find((o) => o.id === voyageId)!;

beforeAll(async () => {
  t = await setupTestApp();
  owner = await t.createUser({ role: 'shipowner' });
  shipper = await t.createUser();
  vesselId = (
    await insertVessel(t.db, owner.id, { serviceSpeedKnots: '14.0', fuelConsumptionTonnesPerDay: '20.0' })
  ).id;
  voyageId = (await insertOffering(t.db, owner.id, { vesselId, shipName: 'Kept Feeder' })).id;
  await insertOffering(t.db, owner.id);
});

describe('a kept page of the owner’s list', () => {
  it('is sent again unchanged, with its ETag, and a 304 to a caller who holds it', async () => {
    const first = await ownPage();
    expect(first.body).toHaveLength(2);
    const second = await ownPage();
    expect(second.body).toEqual(first.body);
    expect(second.etag).toBe(first.etag);
    expect((await ownPage({ 'If-None-Match': first.etag })).status).toBe(304);
  });

  it('shows a change to the offering at the next read', async () => {
    await ownPage();
    await t.db
      .update(shipOfferings)
      .set({ shipName: 'Renamed Feeder' })
      .where(eq(shipOfferings.id, voyageId));
    expect((await voyage()).shipName).toBe('Renamed Feeder');
  });

  it('shows booking figures that changed without the offering’s row changing', async () => {
    expect(await voyage()).toMatchObject({ bookedTEU: 0, pendingRequests: 0 });
    await insertBookingRequest(t.db, voyageId, shipper.id, { requestedTeu: 9 });
    expect((await voyage()).pendingRequests).toBe(1);
    await insertBookingRequest(t.db, voyageId, shipper.id, { requestedTeu: 4, status: 'accepted' });
    expect(await voyage()).toMatchObject({ bookedTEU: 4, pendingRequests: 1 });
  });

  it('shows the fleet vessel’s new figures in the CO2 per TEU', async () => {
    const before = (await voyage()).footprint.co2TtwKgPerTeu;
    await t.db.update(vessels).set({ fuelConsumptionTonnesPerDay: '30.0' }).where(eq(vessels.id, vesselId));
    expect((await voyage()).footprint.co2TtwKgPerTeu).toBeGreaterThan(before);
  });

  it('shows an offering added or deleted by hand, with the total', async () => {
    await ownPage();
    const added = await insertOffering(t.db, owner.id);
    let page = await ownPage();
    expect(page.total).toBe('3');
    expect(page.body.map((o) => o.id)).toContain(added.id);
    await t.db.execute(sql`delete from ship_offerings where id = ${added.id}`);
    page = await ownPage();
    expect(page.total).toBe('2');
    expect(page.body.map((o) => o.id)).not.toContain(added.id);
  });
});
