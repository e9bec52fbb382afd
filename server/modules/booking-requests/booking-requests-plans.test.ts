import {
  type BookingRequestListQuery,
  bookingRequestListQuerySchema,
} from '@shared/schemas/booking-requests';
import type { SQL } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, seedBookingRequests, seedOfferings, seedUsers } from '../../test/plan-seeds';
import { expectIndexed } from '../../test/plans';
import { bookingRequestPageQueries } from './booking-requests.repository';
import { incomingRequestsWhere, myRequestsWhere } from './list-booking-requests.service';

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

    const lists: [string, (id: string) => SQL, boolean][] = [
      // The requester's own: the (requester_id[, status], created_at, id) indexes hand the page over in order.
      ['my requests', myRequestsWhere, true],
      // The owner's incoming: found through the owner's offerings, so they are sorted (a few hundred rows at most).
      ['incoming', incomingRequestsWhere, false],
    ];
    describe.each(lists)('%s', (_list, where, inOrder) => {
      it.each(cases)(
        '%s: the page and the total read ship_booking_requests through an index',
        async (_name, raw) => {
          const q = bookingRequestListQuerySchema.parse({
            ...raw,
            shipOfferingId: raw.shipOfferingId && offering,
          });
          const { page, total } = bookingRequestPageQueries(t.db, where(user), q);
          const sorted = inOrder && !q.shipOfferingId;
          await expectIndexed(t.database, page, 'ship_booking_requests', { sorted });
          await expectIndexed(t.database, page, 'ship_offerings');
          await expectIndexed(t.database, total, 'ship_booking_requests');
        },
      );
    });
  },
);
