import { type OwnOfferingListQuery, ownOfferingListQuerySchema } from '@shared/schemas/ship-offerings';
import { fillPlaceholders } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/paging';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, seedBookingRequests, seedOfferings, seedUsers } from '../../test/plan-seeds';
import { expectCursorInIndex, expectIndexed, nodes, type PlanNode } from '../../test/plans';
import { ownOfferingsQueries, ownOfferingValues } from './own-offerings.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let owner: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the owner’s offerings on PostgreSQL: an index for every filter and sort',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 300 owners with 60 voyages each (18,000 offerings), two booking requests on each.
      const users = await seedUsers(t.database, 300);
      const offerings = await seedOfferings(t.database, users, 60);
      await seedBookingRequests(t.database, offerings, users, 2);
      await analyze(t.database, ['users', 'ship_offerings', 'ship_booking_requests']);
      owner = users[17];
    }, 60_000);

    const cases: [string, OwnOfferingListQuery, boolean][] = [];
    for (const sort of ['created', 'departure'] as const)
      for (const order of ['asc', 'desc'] as const) {
        cases.push([`${sort} ${order}`, { sort, order }, true]);
        cases.push([`approval pending, ${sort} ${order}`, { approvalStatus: 'pending', sort, order }, false]);
        cases.push([`inactive, ${sort} ${order}`, { status: 'inactive', sort, order }, false]);
        cases.push([`upcoming, ${sort} ${order}`, { upcoming: 'true', sort, order }, sort === 'departure']);
        cases.push([`departed, ${sort} ${order}`, { upcoming: 'false', sort, order }, sort === 'departure']);
        cases.push([
          `every filter, ${sort} ${order}`,
          { approvalStatus: 'approved', status: 'active', upcoming: 'true', sort, order },
          false,
        ]);
      }
    cases.push(['page 3', { page: 3 }, true]);
    // Issue 28: a page after a cursor starts in the index where the cursor points, however deep.
    const cursor = encodeCursor(['2026-03-01 12:00:00.123456+00', crypto.randomUUID()]);
    for (const sort of ['created', 'departure'] as const)
      for (const order of ['asc', 'desc'] as const) {
        cases.push([`after a cursor, ${sort} ${order}`, { after: cursor, sort, order }, true]);
        cases.push([
          `pending after a cursor, ${sort} ${order}`,
          { after: cursor, approvalStatus: 'pending', sort, order },
          false,
        ]);
      }

    // `sorted`: the page comes out of an index in its order, without sorting the owner's offerings first.
    it.each(cases)(
      '%s: the page and the count read ship_offerings through an index',
      async (_name, raw, sorted) => {
        const q = ownOfferingListQuerySchema.parse(raw);
        const { page, fingerprint, total } = ownOfferingsQueries(t.db, q);
        const values = ownOfferingValues(owner, q, new Date());
        // The page's fingerprint (kept-pages.ts), read on every call, cuts the same ids the same way.
        for (const statement of [page, fingerprint]) {
          await expectIndexed(t.database, statement, 'ship_offerings', { values, sorted, generic: true });
          await expectIndexed(t.database, statement, 'ship_booking_requests', { values });
        }
        if (q.after && sorted)
          await expectCursorInIndex(t.database, page, 'ship_offerings', { values, generic: true });
        // Issue 28: unfiltered, the total is the owner's kept count (a primary-key read of user_counters).
        const unfiltered = !q.approvalStatus && !q.status && !q.upcoming;
        await expectIndexed(t.database, total, unfiltered ? 'user_counters' : 'ship_offerings', {
          values,
          generic: true,
        });
      },
    );

    // Issue 28: the page size is written into the statement and the first page has no offset, so PostgreSQL's
    // plan cache (plan_cache_mode auto, as the server runs) settles on the generic plan instead of planning every
    // call again: with a placeholder limit it assumed a tenth of the owner's offerings reach the joins.
    it.each([
      ['the first page', { page: 1 }],
      ['page 4', { page: 4 }],
    ] as const)(
      '%s: a prepared page and its fingerprint are planned once, then run on their generic plans',
      async (caseName, raw) => {
        const q = ownOfferingListQuerySchema.parse(raw);
        for (const part of ['page', 'fingerprint'] as const) {
          const { sql: text, params } = ownOfferingsQueries(t.db, q)[part].toSQL();
          const values = fillPlaceholders(params, ownOfferingValues(owner, q, new Date())) as unknown[];
          // A name of its own per case: the driver remembers which statements it prepared on a connection.
          await expectGenericPlan(`own_${part}_probe_${caseName.replace(/\W/g, '_')}`, text, values);
        }
      },
    );

    async function expectGenericPlan(name: string, text: string, values: unknown[]) {
      const client = await t.database.pgPool!.connect();
      try {
        for (let i = 0; i < 8; i++) await client.query({ name, text, values });
        const { rows } = await client.query(
          'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
          [name],
        );
        expect(Number(rows[0].generic_plans)).toBeGreaterThan(0);
        expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
      } finally {
        client.release();
      }
    }

    // Issue 28: the entries a numbered page skips are only counted: the cursor's key is formatted as text for the
    // page's rows, not for each index entry before them (9,600 of them at page 800, half the page's time).
    it.each(['page', 'fingerprint'] as const)(
      'a numbered %s formats its cursor keys for its own rows only',
      async (part) => {
        const q = ownOfferingListQuerySchema.parse({ page: 4 });
        const { sql: text, params } = ownOfferingsQueries(t.db, q)[part].toSQL();
        const values = fillPlaceholders(params, ownOfferingValues(owner, q, new Date())) as unknown[];
        const { rows } = await t.database.pgPool!.query(`explain (verbose, format json) ${text}`, values);
        const plan = rows[0]['QUERY PLAN'][0].Plan as PlanNode;
        const cut = nodes(plan).filter(
          (n) => n['Relation Name'] === 'ship_offerings' && n['Node Type'] === 'Index Only Scan',
        );
        expect(cut.length).toBe(1);
        const limits = nodes(plan).filter((n) => n['Node Type'] === 'Limit' && nodes(n).includes(cut[0]));
        for (const n of [...cut, ...limits])
          expect(JSON.stringify((n as { Output?: string[] }).Output)).not.toMatch(/::text/);
      },
    );
  },
);
