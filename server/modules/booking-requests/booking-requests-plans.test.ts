import {
  type BookingRequestListQuery,
  bookingRequestListQuerySchema,
} from '@shared/schemas/booking-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { encodeCursor } from '../../lib/paging';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, seedBookingRequests, seedOfferings, seedUsers } from '../../test/plan-seeds';
import { expectCursorInIndex, expectIndexed, nodes, planOf } from '../../test/plans';
import {
  type BookingRequestListKind,
  bookingPageStatements,
  bookingRequestPageQueries,
  bookingRequestValues,
} from './booking-requests.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let user: string;
let offering: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'booking request lists on PostgreSQL: an index for every filter',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 300 users with 60 voyages each (18,000 offerings), three requests on each from other users (54,000).
      const users = await seedUsers(t.database, 300);
      const offerings = await seedOfferings(t.database, users, 60);
      await seedBookingRequests(t.database, offerings, users, 3);
      await analyze(t.database, ['users', 'ship_offerings', 'ship_booking_requests']);
      user = users[17];
      // seedOfferings writes each owner's voyages in turn.
      offering = offerings[17 * 60 + 5];
    }, 60_000);

    const cases: [string, BookingRequestListQuery][] = [];
    for (const order of ['desc', 'asc'] as const)
      for (const status of [undefined, 'pending', 'accepted', 'declined'] as const)
        for (const one of [false, true])
          cases.push([
            `${status ?? 'any status'}${one ? ', one voyage' : ''}, ${order}`,
            { status, order, shipOfferingId: one ? 'OFFERING' : undefined },
          ]);
    cases.push(['page 5', { page: 5 }]);
    // Issue 28: a page after a cursor starts in the index where the cursor points, however deep.
    const cursor = encodeCursor(['2026-03-01 12:00:00.123456+00', crypto.randomUUID()]);
    for (const order of ['desc', 'asc'] as const) {
      cases.push([`after a cursor, ${order}`, { after: cursor, order }]);
      cases.push([`pending after a cursor, ${order}`, { after: cursor, order, status: 'pending' }]);
    }

    const lists: [string, BookingRequestListKind, boolean][] = [
      // The requester's own: the (requester_id[, status], created_at, id) indexes hand the page over in order.
      ['my requests', 'my', true],
      // The owner's incoming: the owner kept on each request (issue 28) gives them the same indexes.
      ['incoming', 'incoming', true],
    ];
    describe.each(lists)('%s', (_list, kind, inOrder) => {
      it.each(cases)(
        '%s: the page and the total read ship_booking_requests through an index',
        async (_name, raw) => {
          const q = bookingRequestListQuerySchema.parse({
            ...raw,
            shipOfferingId: raw.shipOfferingId && offering,
          });
          const { page, fingerprint, total } = bookingRequestPageQueries(t.db, kind, q);
          const values = bookingRequestValues(user, q);
          const sorted = inOrder && !q.shipOfferingId;
          await expectIndexed(t.database, page, 'ship_booking_requests', { values, sorted, generic: true });
          // The page's fingerprint (kept-pages.ts) reads the same rows the same way.
          await expectIndexed(t.database, fingerprint, 'ship_booking_requests', {
            values,
            sorted,
            generic: true,
          });
          await expectIndexed(t.database, page, 'ship_offerings', { values, generic: true });
          if (q.after && sorted)
            await expectCursorInIndex(t.database, page, 'ship_booking_requests', { values, generic: true });
          // The requester's unfiltered total is kept (issue 28): a primary-key read of user_counters.
          const kept = kind === 'my' && !q.status && !q.shipOfferingId;
          await expectIndexed(t.database, total, kept ? 'user_counters' : 'ship_booking_requests', {
            values,
            generic: true,
          });
        },
      );
    });

    // Issue 28: with the page size and offset as placeholders PostgreSQL planned every call afresh (its generic
    // plan assumed a tenth of the user's requests were wanted): 0.5 ms of planning for 0.25 ms of work. A page
    // after a cursor may stay planned per call: a generic plan cannot tell where the cursor points. Both statements
    // of a first page are planned once per connection: the fingerprint read on every call (kept-pages.ts), the page
    // read whenever it changed.
    it('a first page and its fingerprint are planned once per connection (generic plans)', async () => {
      const url = (t.database.pgPool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const one = await openPostgres(url, { max: 1 });
      try {
        const raws: BookingRequestListQuery[] = [{}, { status: 'pending' }, { pageSize: 50 }];
        for (const kind of ['my', 'incoming'] as const)
          for (const raw of raws) {
            const q = bookingRequestListQuerySchema.parse(raw);
            const statements = bookingPageStatements(one.db, kind, q);
            const values = bookingRequestValues(user, q);
            for (let i = 0; i < 8; i++) {
              await statements.page.execute(values);
              await statements.fingerprint.execute(values);
            }
          }
        const { rows } = await one.pgPool!.query(
          `select name, generic_plans::int as generic from pg_prepared_statements where name like 'booking_requests_%'`,
        );
        expect(rows).toHaveLength(12);
        for (const row of rows) expect(row.generic, row.name).toBeGreaterThan(0);
        // The generic plan knows the page's size (written into the statement): with a placeholder it assumes a
        // tenth of the rows, and where few users have long histories (the benchmark) planning afresh looks cheaper.
        for (const raw of raws) {
          const q = bookingRequestListQuerySchema.parse(raw);
          const plan = await planOf(
            t.database,
            bookingRequestPageQueries(t.db, 'my', q).page,
            bookingRequestValues(user, q),
            { generic: true },
          );
          expect(nodes(plan).find((n) => n['Node Type'] === 'Limit')).toMatchObject({
            'Plan Rows': q.pageSize,
          });
        }
      } finally {
        await one.close();
      }
    });
  },
);
