import { CALCULATOR_PORT_CODES } from '@shared/domain/ports';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipOfferings } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOfferings, offeringBody } from '../../test/marketplace-factories';
import { offeringsChanged } from './list-cache';
import { syncOfferingCo2 } from './offering-co2';

type Dto = { id: string; shipName: string; footprint: { co2TtwKgPerTeu: number } | null };

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await setupTestApp();
  const owner = await t.createUser();
  // 48 listed voyages over many routes and ship sizes, so that CO2 per TEU differs, with some ties
  // (the same route and size twice), and a few rows the list leaves out.
  const values: (typeof shipOfferings.$inferInsert)[] = [];
  for (let i = 0; i < 52; i++) {
    const origin = CALCULATOR_PORT_CODES[i % 12];
    const destination = CALCULATOR_PORT_CODES[(i * 5 + 1) % 12 === i % 12 ? (i + 1) % 12 : (i * 5 + 1) % 12];
    values.push({
      ownerId: owner.id,
      shipName: `Co2 ${i}`,
      teuCapacity: [350, 700, 950][i % 3],
      availableCapacity: 100,
      originPort: origin,
      destinationPort: destination,
      departureDate: new Date(Date.now() + (1 + (i % 20)) * DAY),
      contactName: 'Owner',
      contactEmail: 'owner@example.com',
      pricePerTeu: '150.00',
      approvalStatus: i >= 48 ? 'pending' : 'approved',
    });
  }
  await insertOfferings(t.db, values);
});

async function listAll(order: 'asc' | 'desc') {
  const items: Dto[] = [];
  for (let page = 1; page < 10; page++) {
    const res = await t
      .request()
      .get('/api/ship-offerings')
      .query({ sort: 'co2', order, page, pageSize: 10 });
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('48');
    items.push(...res.body);
    if (res.body.length < 10) break;
  }
  expect(items).toHaveLength(48);
  expect(new Set(items.map((i) => i.id)).size).toBe(48);
  return items;
}

describe('GET /api/ship-offerings?sort=co2', () => {
  it('orders by the CO2 per TEU the cards show, both ways, the id breaking ties, pages neither overlapping nor skipping', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const items = await listAll(order);
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...items].sort(
        (a, b) =>
          sign * (a.footprint!.co2TtwKgPerTeu - b.footprint!.co2TtwKgPerTeu) ||
          sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      expect(items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
      // Not a trivial order: the figures differ from first to last.
      const first = items[0].footprint!.co2TtwKgPerTeu;
      const last = items.at(-1)!.footprint!.co2TtwKgPerTeu;
      expect(sign * (last - first)).toBeGreaterThan(10);
    }
  });

  it('puts a voyage without a figure last in both directions', async () => {
    const [row] = await t.db
      .select({ id: shipOfferings.id })
      .from(shipOfferings)
      .where(eq(shipOfferings.shipName, 'Co2 7'));
    await t.db.update(shipOfferings).set({ co2TtwKgPerTeu: null }).where(eq(shipOfferings.id, row.id));
    offeringsChanged(); // a write by hand, not through the app: the kept list pages would show it within 1 s
    try {
      for (const order of ['asc', 'desc'] as const) expect((await listAll(order)).at(-1)!.id).toBe(row.id);
    } finally {
      await syncOfferingCo2(t.db);
    }
  });

  it('answers 400 for an unknown sort', async () => {
    const res = await t.request().get('/api/ship-offerings').query({ sort: 'carbon' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ field: 'sort' })]);
  });

  it('stores the figure of an offering created through the API, equal to its footprint', async () => {
    const owner = await t.agentFor(await t.createUser());
    const res = await owner.post('/api/ship-offerings').send(offeringBody({ teuCapacity: 520 }));
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(shipOfferings).where(eq(shipOfferings.id, res.body.id));
    expect(Number(row.co2TtwKgPerTeu)).toBe(res.body.footprint.co2TtwKgPerTeu);
    expect(Number(row.co2TtwKgPerTeu)).toBeGreaterThan(0);
  });
});

describe('syncOfferingCo2', () => {
  it('fills missing and corrects stale figures, and writes nothing the second time', async () => {
    const rows = await t.db
      .select({ id: shipOfferings.id, co2: shipOfferings.co2TtwKgPerTeu })
      .from(shipOfferings)
      .where(inArray(shipOfferings.shipName, ['Co2 1', 'Co2 2', 'Co2 3']));
    const before = new Map(rows.map((r) => [r.id, r.co2]));
    await t.db
      .update(shipOfferings)
      .set({ co2TtwKgPerTeu: null })
      .where(inArray(shipOfferings.id, [rows[0].id, rows[1].id]));
    await t.db.update(shipOfferings).set({ co2TtwKgPerTeu: '1.0' }).where(eq(shipOfferings.id, rows[2].id));
    expect(await syncOfferingCo2(t.db)).toBe(3);
    const after = await t.db
      .select({ id: shipOfferings.id, co2: shipOfferings.co2TtwKgPerTeu })
      .from(shipOfferings)
      .where(inArray(shipOfferings.id, [...before.keys()]));
    for (const r of after) expect(r.co2).toBe(before.get(r.id));
    expect(await syncOfferingCo2(t.db)).toBe(0);
  });
});
