import { CALCULATOR_PORT_CODES } from '@shared/domain/ports';
import { type ShipOfferingListQuery, shipOfferingListQuerySchema } from '@shared/schemas/ship-offerings';
import { beforeAll, describe, it } from 'vitest';
import type { shipOfferings } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOfferings } from '../../test/marketplace-factories';
import { expectIndexed } from '../../test/plans';
import { listedOfferingsQueries } from './ship-offerings.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;
const LISTED = 10_000;

let t: TestApp;

describe.skipIf(!onPostgres)('the public list on PostgreSQL: an index for every filter and sort', () => {
  beforeAll(async () => {
    t = await setupTestApp();
    const owners = [await t.createUser(), await t.createUser(), await t.createUser()];
    const ports = CALCULATOR_PORT_CODES;
    // 10,000 listed offerings over 180 days, and as many that the list leaves out (departed, pending,
    // inactive): what a year of use leaves in the table.
    const values: (typeof shipOfferings.$inferInsert)[] = [];
    for (let i = 0; i < 2 * LISTED; i++) {
      const listed = i % 2 === 0;
      const origin = ports[i % ports.length];
      const destination =
        ports[(i * 7 + 3) % ports.length] === origin
          ? ports[(i + 1) % ports.length]
          : ports[(i * 7 + 3) % ports.length];
      const teu = 200 + ((i * 53) % 2800);
      values.push({
        ownerId: owners[i % 3].id,
        shipName: `Feeder ${i}`,
        teuCapacity: teu,
        availableCapacity: (i * 31) % teu,
        originPort: origin,
        destinationPort: destination,
        departureDate: new Date(Date.now() + (listed || i % 6 !== 1 ? 1 : -1) * ((i % 180) + 1) * DAY),
        contactName: 'Owner',
        contactEmail: 'owner@example.com',
        pricePerTeu: (50 + ((i * 7919) % 85000) / 100).toFixed(2),
        approvalStatus: listed || i % 6 !== 3 ? 'approved' : 'pending',
        status: listed || i % 6 !== 5 ? 'active' : 'inactive',
      });
    }
    await insertOfferings(t.db, values);
    await t.database.pgPool!.query('vacuum analyze ship_offerings');
  }, 120_000);

  const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const cases: [string, ShipOfferingListQuery][] = [
    ['no filter, departure ↑', {}],
    ['origin', { origin: 'DEHAM' }],
    ['destination', { destination: 'NLRTM' }],
    ['origin and destination', { origin: 'DEHAM', destination: 'NLRTM' }],
    ['departure window', { departureFrom: day(10), departureTo: day(20) }],
    ['minTeu', { minTeu: 2500 }],
    ['maxPrice', { maxPrice: 60 }],
    ['price ↑', { sort: 'price' }],
    ['price ↓', { sort: 'price', order: 'desc' }],
    ['free TEU ↑', { sort: 'availableTeu' }],
    ['free TEU ↓', { sort: 'availableTeu', order: 'desc' }],
    ['departure ↓', { sort: 'departure', order: 'desc' }],
    ['CO2 ↑', { sort: 'co2' }],
    ['CO2 ↓', { sort: 'co2', order: 'desc' }],
    ['origin, price ↑', { origin: 'DEHAM', sort: 'price' }],
    [
      'every filter, free TEU ↓',
      {
        origin: 'DEHAM',
        destination: 'NLRTM',
        departureFrom: day(1),
        departureTo: day(90),
        minTeu: 100,
        maxPrice: 800,
        sort: 'availableTeu',
        order: 'desc',
      },
    ],
    ['page 50', { page: '50' }],
  ];

  it.each(cases)('%s: the page and the total read ship_offerings through an index', async (_name, raw) => {
    const q = shipOfferingListQuerySchema.parse(raw);
    const { page, total } = listedOfferingsQueries(t.db, q, new Date());
    for (const query of [page, total]) await expectIndexed(t.database, query, 'ship_offerings');
  });
});
