import { beforeAll, describe, expect, it } from 'vitest';
import type { shipOfferings } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { insertBookingRequest, insertOffering, insertOfferings } from '../../test/marketplace-factories';

/** Issue 11: Ship management reads one page of the owner's offerings plus aggregates, however many there are. */
let t: TestApp;
let big: Awaited<ReturnType<TestApp['createUser']>>;
let small: Awaited<ReturnType<TestApp['createUser']>>;
const DAY = 86_400_000;
const base = Date.UTC(2100, 0, 1, 8);
const BIG = 1000;

type Dto = { id: string; ownerId: string; shipName: string; departureDate: string; createdAt: string };

beforeAll(async () => {
  t = await setupTestApp();
  big = await t.createUser({ role: 'shipowner' });
  small = await t.createUser({ role: 'shipowner' });
  // 1,000 offerings for one owner: created one minute apart (index order), departures spread out of that order.
  const values: (typeof shipOfferings.$inferInsert)[] = [];
  for (let i = 0; i < BIG; i++) {
    const kind = i % 10;
    values.push({
      ownerId: big.id,
      shipName: `Big ${i}`,
      teuCapacity: 100,
      availableCapacity: 40,
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      departureDate: new Date(base + ((i * 37) % BIG) * DAY),
      contactName: 'Owner',
      contactEmail: 'owner@example.com',
      pricePerTeu: '150.00',
      status: kind === 9 ? 'inactive' : 'active',
      approvalStatus: kind === 1 ? 'pending' : kind === 2 ? 'rejected' : 'approved',
      rejectionReason: kind === 2 ? 'No' : null,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    });
  }
  await insertOfferings(t.db, values);
  for (let i = 0; i < 3; i++) await insertOffering(t.db, small.id, { shipName: `Small ${i}` });
});

async function allPages(
  agent: Awaited<ReturnType<TestApp['agentFor']>>,
  query: Record<string, string | number>,
  pageSize = 100,
) {
  const items: Dto[] = [];
  let total = -1;
  for (let page = 1; page < 200; page++) {
    const res = await agent.get('/api/ship-offerings/my').query({ ...query, page, pageSize });
    expect(res.status).toBe(200);
    const pageTotal = Number(res.headers['x-total-count']);
    if (total === -1) total = pageTotal;
    expect(pageTotal).toBe(total);
    items.push(...res.body);
    if (res.body.length < pageSize) break;
  }
  expect(items).toHaveLength(total);
  expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  return items;
}

/** Issue 28: the same list read by the cursor each page names in X-Next-Cursor, never by an offset. */
async function cursorPages(
  agent: Awaited<ReturnType<TestApp['agentFor']>>,
  query: Record<string, string | number>,
  pageSize = 100,
) {
  const items: Dto[] = [];
  let after: string | undefined;
  for (let i = 0; i < 200; i++) {
    const res = await agent
      .get('/api/ship-offerings/my')
      .query({ ...query, pageSize, ...(after ? { after } : {}) });
    expect(res.status).toBe(200);
    items.push(...res.body);
    after = res.headers['x-next-cursor'];
    expect(Boolean(after)).toBe(res.body.length === pageSize);
    if (!after) break;
  }
  expect(new Set(items.map((o) => o.id)).size).toBe(items.length);
  return items;
}

describe('GET /api/ship-offerings/my (paged)', () => {
  it('answers one page, newest first, with the total in X-Total-Count: the answer does not grow with history', async () => {
    const a = await t.agentFor(big);
    const res = await a.get('/api/ship-offerings/my');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(BIG));
    expect(res.body).toHaveLength(12);
    expect(res.body.map((o: Dto) => o.shipName)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Big ${BIG - 1 - i}`),
    );
    // A page of 1,000 offerings' owner is the size of a small owner's whole list (both well under 16 KB).
    expect(res.text.length).toBeLessThan(16_000);
    const tiny = await (await t.agentFor(small)).get('/api/ship-offerings/my');
    expect(tiny.headers['x-total-count']).toBe('3');
    expect(res.text.length).toBeLessThan(tiny.text.length * 5);
  });

  it('walks every page without overlap or gap, in creation and in departure order', async () => {
    const a = await t.agentFor(big);
    const created = await allPages(a, {});
    expect(created).toHaveLength(BIG);
    expect(created.map((o) => o.createdAt)).toEqual(
      created
        .map((o) => o.createdAt)
        .sort()
        .reverse(),
    );
    const departure = await allPages(a, { sort: 'departure', order: 'asc' });
    const dates = departure.map((o) => o.departureDate);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(departure.map((o) => o.id))).toEqual(new Set(created.map((o) => o.id)));
  });

  it('reads the same rows by cursor as by page, in every sort and order (issue 28)', async () => {
    const a = await t.agentFor(big);
    const queries: Record<string, string>[] = [
      {},
      { order: 'asc' },
      { sort: 'departure', order: 'asc' },
      { sort: 'departure', order: 'desc' },
      { approvalStatus: 'pending', sort: 'departure' },
    ];
    for (const query of queries) {
      const byCursor = await cursorPages(a, query);
      expect(byCursor.map((o) => o.id)).toEqual((await allPages(a, query)).map((o) => o.id));
    }
    const bad = await a.get('/api/ship-offerings/my').query({ after: 'bm90LWEtY3Vyc29y' });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.issues[0].field).toBe('after');
  });

  // A numbered page in the second half of the unfiltered list is read from its end (planOwnPage): with 1,000
  // offerings in pages of 97 the last page holds 30, so both the full and the partial pages from the end are here.
  it('reads the second half’s pages from the list’s end as they read from its start', async () => {
    const a = await t.agentFor(big);
    for (const query of [{}, { sort: 'departure', order: 'asc' }] as Record<string, string>[]) {
      const byCursor = await cursorPages(a, query, 97);
      expect(byCursor).toHaveLength(BIG);
      expect((await allPages(a, query, 97)).map((o) => o.id)).toEqual(byCursor.map((o) => o.id));
    }
  });

  it('filters by review state, status and upcoming voyages on the server', async () => {
    const a = await t.agentFor(big);
    const pending = await allPages(a, { approvalStatus: 'pending' });
    expect(pending).toHaveLength(100);
    expect(pending.every((o) => Number(o.shipName.split(' ')[1]) % 10 === 1)).toBe(true);
    const inactive = await a.get('/api/ship-offerings/my').query({ status: 'inactive', pageSize: 1 });
    expect(inactive.headers['x-total-count']).toBe('100');
    const past = await a.get('/api/ship-offerings/my').query({ upcoming: 'false' });
    expect(past.headers['x-total-count']).toBe('0');
    expect(past.body).toEqual([]);
  });

  it('past the last page answers an empty page with the total', async () => {
    const res = await (await t.agentFor(big))
      .get('/api/ship-offerings/my')
      .query({ page: 11, pageSize: 100 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe(String(BIG));
  });

  it('never shows another owner’s offerings', async () => {
    const mine = await allPages(await t.agentFor(small), {});
    expect(mine.map((o) => o.shipName).sort()).toEqual(['Small 0', 'Small 1', 'Small 2']);
    expect(mine.every((o) => o.ownerId === small.id)).toBe(true);
    const none = await (await t.agentFor(await t.createUser())).get('/api/ship-offerings/my');
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['page', '0'],
    ['page', 'x'],
    ['pageSize', '0'],
    ['pageSize', '101'],
    ['pageSize', '2.5'],
    ['sort', 'price'],
    ['order', 'up'],
    ['approvalStatus', 'maybe'],
    ['status', 'sunk'],
    ['upcoming', 'yes'],
  ])('refuses %s=%s with a 400 naming the field', async (field, value) => {
    const res = await (await t.agentFor(small)).get('/api/ship-offerings/my').query({ [field]: value });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
  });

  it('is for approved users only', async () => {
    expectError(await t.request().get('/api/ship-offerings/my/summary'), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await pending.get('/api/ship-offerings/my/summary'), 403, 'PENDING_APPROVAL');
  });
});

describe('GET /api/ship-offerings/my/summary', () => {
  it('sums over all of the owner’s offerings in the database', async () => {
    const res = await (await t.agentFor(big)).get('/api/ship-offerings/my/summary');
    expect(res.status).toBe(200);
    // 900 active offerings of 100 TEU with 40 free and nothing booked: the 60 TEU a voyage never offered are
    // not "used" (issue 13), so utilisation over what was offered is 0 %.
    expect(res.body).toEqual({
      offerings: BIG,
      byApproval: { pending: 100, approved: 800, rejected: 100 },
      teuCapacity: 90_000,
      availableTeu: 36_000,
      bookedTeu: 0,
      utilization: 0,
      pendingRequests: 0,
    });
  });

  it('counts pending requests on the owner’s offerings only', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const other = await t.createUser();
    const shipper = await t.createUser();
    const a = await insertOffering(t.db, owner.id, { teuCapacity: 200, availableCapacity: 50 });
    const b = await insertOffering(t.db, other.id);
    await insertBookingRequest(t.db, a.id, shipper.id);
    await insertBookingRequest(t.db, a.id, shipper.id, { status: 'declined', declineReason: 'Full' });
    await insertBookingRequest(t.db, b.id, shipper.id);
    // 30 TEU booked, 50 still free: 80 TEU offered of the 200 on board, 38 % of them booked (issue 13).
    await insertBookingRequest(t.db, a.id, shipper.id, { status: 'accepted', requestedTeu: 30 });
    await insertBookingRequest(t.db, b.id, shipper.id, { status: 'accepted', requestedTeu: 99 });
    const res = await (await t.agentFor(owner)).get('/api/ship-offerings/my/summary');
    expect(res.body).toMatchObject({
      offerings: 1,
      teuCapacity: 200,
      availableTeu: 50,
      bookedTeu: 30,
      utilization: 38,
    });
    expect(res.body.pendingRequests).toBe(1);
    const [card] = (await (await t.agentFor(owner)).get('/api/ship-offerings/my')).body;
    expect(card).toMatchObject({ pendingRequests: 1, requestCount: 3, bookedTEU: 30 });
  });
});
