import { type OwnOfferingListQuery, ownOfferingListQuerySchema } from '@shared/schemas/ship-offerings';
import { beforeAll, describe, it } from 'vitest';
import { encodeCursor } from '../../lib/paging';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, seedBookingRequests, seedOfferings, seedUsers } from '../../test/plan-seeds';
import { expectCursorInIndex, expectIndexed } from '../../test/plans';
import { ownOfferingsQueries, ownOfferingValues } from './ship-offerings.repository';

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
        const { page, total } = ownOfferingsQueries(t.db, q);
        const values = ownOfferingValues(owner, q, new Date());
        await expectIndexed(t.database, page, 'ship_offerings', { values, sorted, generic: true });
        await expectIndexed(t.database, page, 'ship_booking_requests', { values });
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
  },
);
