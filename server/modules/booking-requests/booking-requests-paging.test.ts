import { beforeAll, describe, expect, it } from 'vitest';
import { shipBookingRequests } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { insertOffering } from '../../test/marketplace-factories';

/** Issue 11: "My bookings" and the owner's incoming requests are paged on the server. */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User;
let shipper: User;
let other: User;
let voyages: { id: string }[];
const N = 45;

type Dto = { id: string; requesterId: string; shipOfferingId: string; status: string; createdAt: string };

beforeAll(async () => {
  t = await setupTestApp();
  owner = await t.createUser({ role: 'shipowner' });
  shipper = await t.createUser();
  other = await t.createUser();
  voyages = [await insertOffering(t.db, owner.id), await insertOffering(t.db, owner.id)];
  const stranger = await insertOffering(t.db, other.id);
  // 45 requests from the shipper on the owner's two voyages, a minute apart, every third declined; 5 created in
  // the same instant to exercise the id tie-break; and requests that belong to other people.
  const rows: (typeof shipBookingRequests.$inferInsert)[] = [];
  for (let i = 0; i < N; i++) {
    rows.push({
      shipOfferingId: voyages[i % 2].id,
      requesterId: shipper.id,
      contactName: `Shipper ${i}`,
      contactEmail: 'shipper@example.com',
      requestedTeu: 1,
      cargoDescription: 'Dry goods',
      status: i % 3 === 0 ? 'declined' : 'pending',
      declineReason: i % 3 === 0 ? 'Full' : null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + (i < 5 ? 0 : i) * 60_000),
    });
  }
  rows.push({
    shipOfferingId: stranger.id,
    requesterId: shipper.id,
    contactName: 'To a stranger',
    contactEmail: 'shipper@example.com',
    requestedTeu: 1,
    cargoDescription: 'Dry goods',
  });
  rows.push({
    shipOfferingId: voyages[0].id,
    requesterId: other.id,
    contactName: 'Someone else',
    contactEmail: 'other@example.com',
    requestedTeu: 1,
    cargoDescription: 'Dry goods',
  });
  await t.db.insert(shipBookingRequests).values(rows);
});

async function allPages(user: User, path: string, query: Record<string, string | number> = {}) {
  const agent = await t.agentFor(user);
  const items: Dto[] = [];
  let total = -1;
  for (let page = 1; page < 50; page++) {
    const res = await agent.get(path).query({ ...query, page, pageSize: 7 });
    expect(res.status).toBe(200);
    const pageTotal = Number(res.headers['x-total-count']);
    if (total === -1) total = pageTotal;
    expect(pageTotal).toBe(total);
    expect(res.body.length).toBeLessThanOrEqual(7);
    items.push(...res.body);
    if (res.body.length < 7) break;
  }
  expect(items).toHaveLength(total);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return items;
}

/** Issue 28: the same list read by the cursor each page names in X-Next-Cursor, never by an offset. */
async function cursorPages(user: User, path: string, query: Record<string, string | number> = {}) {
  const agent = await t.agentFor(user);
  const items: Dto[] = [];
  let after: string | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await agent.get(path).query({ ...query, pageSize: 7, ...(after ? { after } : {}) });
    expect(res.status).toBe(200);
    items.push(...res.body);
    after = res.headers['x-next-cursor'];
    // The next cursor is named while a page is full, and only then.
    expect(Boolean(after)).toBe(res.body.length === 7);
    if (!after) break;
  }
  expect(new Set(items.map((b) => b.id)).size).toBe(items.length);
  return items;
}

const newestFirst = (items: Dto[]) => items.every((b, i) => i === 0 || items[i - 1].createdAt >= b.createdAt);

describe('GET /api/ship-booking-requests/my (paged)', () => {
  it('answers a default page of 20, newest first, the total in X-Total-Count', async () => {
    const res = await (await t.agentFor(shipper)).get('/api/ship-booking-requests/my');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(N + 1));
    expect(res.body).toHaveLength(20);
    expect(newestFirst(res.body)).toBe(true);
  });

  it('walks every page without overlap, in both orders, and filters by status', async () => {
    const all = await allPages(shipper, '/api/ship-booking-requests/my');
    expect(all).toHaveLength(N + 1);
    expect(all.every((b) => b.requesterId === shipper.id)).toBe(true);
    expect(newestFirst(all)).toBe(true);
    const oldest = await allPages(shipper, '/api/ship-booking-requests/my', { order: 'asc' });
    expect(oldest.map((b) => b.id)).toEqual([...all.map((b) => b.id)].reverse());
    const declined = await allPages(shipper, '/api/ship-booking-requests/my', { status: 'declined' });
    expect(declined).toHaveLength(15);
    expect(declined.every((b) => b.status === 'declined')).toBe(true);
  });

  it('reads the same rows by cursor as by page, in both orders and filtered (issue 28)', async () => {
    const queries: Record<string, string>[] = [
      {},
      { order: 'asc' },
      { status: 'declined' },
      { status: 'pending', order: 'asc' },
    ];
    for (const query of queries) {
      const byPage = await allPages(shipper, '/api/ship-booking-requests/my', query);
      const byCursor = await cursorPages(shipper, '/api/ship-booking-requests/my', query);
      expect(byCursor.map((b) => b.id)).toEqual(byPage.map((b) => b.id));
    }
    const incoming = await cursorPages(owner, '/api/ship-booking-requests/incoming', { order: 'asc' });
    expect(incoming.map((b) => b.id)).toEqual(
      (await allPages(owner, '/api/ship-booking-requests/incoming', { order: 'asc' })).map((b) => b.id),
    );
    // The total beside a page read by cursor is the list's, also past the end.
    const agent = await t.agentFor(shipper);
    const first = await agent.get('/api/ship-booking-requests/my').query({ pageSize: N + 1 });
    expect(first.headers['x-next-cursor']).toBeDefined();
    const end = await agent
      .get('/api/ship-booking-requests/my')
      .query({ after: first.headers['x-next-cursor'] })
      .expect(200);
    expect(end.body).toEqual([]);
    expect(end.headers['x-total-count']).toBe(String(N + 1));
    expect(end.headers['x-next-cursor']).toBeUndefined();
    // A cursor that is not one of ours is a 400 on the field.
    const bad = await agent.get('/api/ship-booking-requests/my').query({ after: 'bm90LWEtY3Vyc29y' });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.issues[0].field).toBe('after');
  });

  it('never shows another user’s requests', async () => {
    const mine = await allPages(other, '/api/ship-booking-requests/my');
    expect(mine).toHaveLength(1);
    expect(mine[0].requesterId).toBe(other.id);
    const none = await (await t.agentFor(owner)).get('/api/ship-booking-requests/my');
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });
});

describe('GET /api/ship-booking-requests/incoming (paged)', () => {
  it('pages the requests on the caller’s own voyages only, and narrows to one voyage', async () => {
    const all = await allPages(owner, '/api/ship-booking-requests/incoming');
    expect(all).toHaveLength(N + 1);
    const mine = new Set(voyages.map((v) => v.id));
    expect(all.every((b) => mine.has(b.shipOfferingId))).toBe(true);
    expect(newestFirst(all)).toBe(true);
    const one = await allPages(owner, '/api/ship-booking-requests/incoming', {
      shipOfferingId: voyages[1].id,
      status: 'pending',
    });
    expect(one.every((b) => b.shipOfferingId === voyages[1].id && b.status === 'pending')).toBe(true);
    expect(one).toHaveLength(
      Array.from({ length: N }, (_, i) => i).filter((i) => i % 2 === 1 && i % 3 !== 0).length,
    );
    // Another owner's voyage id matches nothing for this caller.
    const theirs = await (await t.agentFor(other)).get('/api/ship-booking-requests/incoming').query({
      shipOfferingId: voyages[0].id,
    });
    expect(theirs.body).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['page', '0'],
    ['pageSize', '101'],
    ['pageSize', 'ten'],
    ['order', 'newest'],
    ['status', 'maybe'],
    ['shipOfferingId', 'not-a-uuid'],
  ])('refuses %s=%s with a 400 naming the field', async (field, value) => {
    for (const path of ['/api/ship-booking-requests/my', '/api/ship-booking-requests/incoming']) {
      const res = await (await t.agentFor(owner)).get(path).query({ [field]: value });
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
    }
  });
});
