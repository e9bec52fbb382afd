import { centsToNumeric } from '@shared/domain/money';
import { CALCULATOR_PORT_CODES } from '@shared/domain/ports';
import { beforeAll, describe, expect, it } from 'vitest';
import type { shipOfferings } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { insertOfferings } from '../../test/marketplace-factories';

type Seeded = {
  id?: string;
  origin: string;
  destination: string;
  departure: number;
  cents: number;
  available: number;
  listed: boolean;
};

let t: TestApp;
const seeded: Seeded[] = [];
const DAY = 86_400_000;
const base = Date.UTC(2100, 0, 1, 8); // far future: the clock never reaches it during the run

beforeAll(async () => {
  t = await setupTestApp();
  const owners = [await t.createUser(), await t.createUser()];
  // A deterministic spread of 400 offerings, a quarter of them not listable (pending, rejected, inactive, departed).
  const values: (typeof shipOfferings.$inferInsert)[] = [];
  for (let i = 0; i < 400; i++) {
    const origin = CALCULATOR_PORT_CODES[i % 12];
    const destination = CALCULATOR_PORT_CODES[(i * 5 + 1) % 12 === i % 12 ? (i + 1) % 12 : (i * 5 + 1) % 12];
    const kind = i % 16;
    const departed = kind === 3;
    const departure = departed ? Date.now() - DAY : base + (i % 40) * DAY + (i % 7) * 3_600_000;
    const cents = 5000 + ((i * 7919) % 30000); // 50.00 .. 349.99, many distinct, some equal
    const available = (i * 37) % 701;
    const listed = !(kind === 1 || kind === 2 || kind === 3 || kind === 4);
    seeded.push({ origin, destination, departure, cents, available, listed });
    values.push({
      ownerId: owners[i % 2].id,
      shipName: `Listed ${i}`,
      teuCapacity: 700,
      availableCapacity: available,
      originPort: origin,
      destinationPort: destination,
      departureDate: new Date(departure),
      contactName: 'Owner',
      contactEmail: 'owner@example.com',
      pricePerTeu: centsToNumeric(cents),
      status: kind === 4 ? 'inactive' : 'active',
      approvalStatus: kind === 1 ? 'pending' : kind === 2 ? 'rejected' : 'approved',
      rejectionReason: kind === 2 ? 'No' : null,
    });
  }
  await insertOfferings(t.db, values);
});

type Dto = {
  id: string;
  shipName: string;
  originPort: string;
  departureDate: string;
  pricePerTEU: number;
  availableCapacity: number;
};

/** Every page of a query, checking X-Total-Count and that pages neither overlap nor skip. */
async function allPages(query: Record<string, string | number>, pageSize = 25) {
  const items: Dto[] = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const res = await t
      .request()
      .get('/api/ship-offerings')
      .query({ ...query, page, pageSize });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
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

const nameIndex = (d: Dto) => Number(d.shipName.split(' ')[1]);

describe('GET /api/ship-offerings (public list)', () => {
  it('lists only approved, active, not departed offerings to anonymous callers, without contact details', async () => {
    const items = await allPages({});
    const expected = seeded.filter((s) => s.listed).length;
    expect(items).toHaveLength(expected);
    expect(items.every((i) => seeded[nameIndex(i)].listed)).toBe(true);
    const first = (await t.request().get('/api/ship-offerings').query({ pageSize: 1 })).body[0];
    expect(first).toMatchObject({
      contactEmail: null,
      contactName: null,
      contactPhone: null,
      approvalStatus: 'approved',
    });
    expect(first).not.toHaveProperty('rejectionReason');
  });

  it('shows contact details to approved users only', async () => {
    const approved = await t.agentFor(await t.createUser());
    expect((await approved.get('/api/ship-offerings').query({ pageSize: 1 })).body[0].contactEmail).toBe(
      'owner@example.com',
    );
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    const res = await pending.get('/api/ship-offerings').query({ pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.body[0].contactEmail).toBeNull();
  });

  it('sorts by departure ascending by default, with stable pages', async () => {
    const items = await allPages({}, 37);
    const times = items.map((i) => Date.parse(i.departureDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each([
    ['price', 'asc', (d: Dto) => d.pricePerTEU],
    ['price', 'desc', (d: Dto) => -d.pricePerTEU],
    ['availableTeu', 'desc', (d: Dto) => -d.availableCapacity],
    ['availableTeu', 'asc', (d: Dto) => d.availableCapacity],
    ['departure', 'desc', (d: Dto) => -Date.parse(d.departureDate)],
  ] as const)('sorts by %s %s', async (sort, order, key) => {
    const items = await allPages({ sort, order }, 50);
    const keys = items.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('filters by route, departure window, minimum TEU and maximum price together', async () => {
    const from = '2100-01-05';
    const to = '2100-01-20';
    const fromMs = Date.parse(`${from}T00:00:00Z`);
    const toMs = Date.parse(`${to}T23:59:59.999Z`);
    let matched = 0;
    for (const origin of ['DEHAM', 'NLRTM', 'ESBCN']) {
      const q = {
        origin: origin.toLowerCase(),
        departureFrom: from,
        departureTo: to,
        minTeu: 200,
        maxPrice: 200.5,
      };
      const items = await allPages(q, 10);
      const expected = seeded
        .map((s, i) => ({ ...s, i }))
        .filter(
          (s) =>
            s.listed &&
            s.origin === origin &&
            s.departure >= fromMs &&
            s.departure <= toMs &&
            s.available >= 200 &&
            s.cents <= 20050,
        )
        .map((s) => s.i)
        .sort((a, b) => a - b);
      expect(items.map(nameIndex).sort((a, b) => a - b)).toEqual(expected);
      matched += expected.length;
    }
    expect(matched).toBeGreaterThan(3);
    const dest = await allPages({ destination: 'DKCPH' }, 100);
    expect(dest.length).toBe(seeded.filter((s) => s.listed && s.destination === 'DKCPH').length);
  });

  it('treats empty parameters as absent and ignores unknown ones', async () => {
    const res = await t.request().get('/api/ship-offerings').query({ origin: '', maxPrice: '', _: '123' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(seeded.filter((s) => s.listed).length);
  });

  it('answers 400 for bad query values', async () => {
    for (const q of [
      { origin: 'NOPE1' },
      { departureFrom: 'yesterday' },
      { minTeu: '-1' },
      { minTeu: 'abc' },
      { maxPrice: '1.234' },
      { sort: 'name' },
      { order: 'up' },
      { page: '0' },
      { pageSize: '101' },
    ]) {
      expectError(await t.request().get('/api/ship-offerings').query(q), 400, 'VALIDATION_ERROR');
    }
  });

  it('answers an empty page past the end, with the total', async () => {
    const res = await t.request().get('/api/ship-offerings').query({ page: 1000, pageSize: 100 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(Number(res.headers['x-total-count'])).toBe(seeded.filter((s) => s.listed).length);
  });
});
