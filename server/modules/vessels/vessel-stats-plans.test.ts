import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, seedBookingRequests, seedOfferings, seedUsers } from '../../test/plan-seeds';
import { expectIndexed, nodes, planOf } from '../../test/plans';
import { marketplaceSummaryQuery, vesselStatsQueryFor } from './vessel-stats.service';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let user: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the dashboard counts on PostgreSQL (issue 28): kept or read through an index, never over the history',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 300 users with 60 voyages each (18,000 offerings), three requests on each from other users (54,000).
      const users = await seedUsers(t.database, 300);
      const offerings = await seedOfferings(t.database, users, 60);
      await seedBookingRequests(t.database, offerings, users, 3);
      await analyze(t.database, ['users', 'ship_offerings', 'ship_booking_requests', 'user_counters']);
      user = users[17];
    }, 60_000);

    it('active charters are counted in the partial indexes on either side, without reading the offerings', async () => {
      const query = vesselStatsQueryFor(t.db, false);
      const values = { values: { userId: user, now: new Date() }, generic: true };
      await expectIndexed(t.database, query, 'ship_booking_requests', values);
      for (const generic of [false, true]) {
        const plan = await planOf(t.database, query, values.values, { generic });
        const used = nodes(plan).map((n) => n['Index Name'] ?? n['Relation Name']);
        expect(used).toContain('ship_booking_requests_requester_active_idx');
        expect(used).toContain('ship_booking_requests_owner_active_idx');
        expect(used).not.toContain('ship_offerings');
      }
    });

    it('the user’s own counts are kept: the summary reads user_counters by its key', async () => {
      await expectIndexed(t.database, marketplaceSummaryQuery(t.db), 'user_counters', {
        values: { userId: user },
        generic: true,
      });
      const plan = await planOf(t.database, marketplaceSummaryQuery(t.db), { userId: user });
      // The listed offerings are the public list's kept total, not counted here.
      expect(nodes(plan).map((n) => n['Relation Name'])).not.toContain('ship_offerings');
    });
  },
);
