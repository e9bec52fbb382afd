import { type NotificationListQuery, notificationListQuerySchema } from '@shared/schemas/notifications';
import { beforeAll, describe, it } from 'vitest';
import { encodeCursor } from '../../lib/paging';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, CREATED, seedPerUser, seedUsers } from '../../test/plan-seeds';
import { expectCursorInIndex, expectIndexed } from '../../test/plans';
import { notificationCountsQuery } from '../counters/notification-counts';
import { notificationPageQuery, notificationPageValues } from './notifications.service';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let user: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'notifications on PostgreSQL: an index for every filter',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 500 users with 100 notifications each (50,000), a fifth of them unread.
      const users = await seedUsers(t.database, 500);
      await seedPerUser(t.database, 'notifications', users, 100, {
        user_id: 'o.id',
        type: `(array['booking_update','vessel_alert','precision_update','system_message'])[1 + g % 4]::notification_type`,
        title: `'Title ' || g`,
        message: `'Message ' || g`,
        read: 'g % 5 <> 0',
        created_at: CREATED,
      });
      // Each user's notices were one statement: one delta row each; more for some, as between two sweeps.
      await t.database.pgPool!.query(
        `insert into notification_count_deltas (user_id, notifications, unread_notifications)
         select u, 1, 1 from unnest($1::uuid[]) u, generate_series(1, 5)`,
        [users],
      );
      await analyze(t.database, ['notifications', 'notification_count_deltas', 'user_counters']);
      user = users[17];
    }, 60_000);

    const cases: [string, NotificationListQuery][] = [
      ['all', {}],
      ['unread', { unread: 'true' }],
      ['read', { unread: 'false' }],
      ['page 3', { page: 3 }],
      // Issue 28: a page after a cursor starts in the index where the cursor points, however deep.
      ['after a cursor', { before: encodeCursor(['2026-06-01 12:00:00.123456+00', crypto.randomUUID()]) }],
      [
        'unread after a cursor',
        { unread: 'true', before: encodeCursor(['2026-06-01 12:00:00+00', crypto.randomUUID()]) },
      ],
    ];
    it.each(cases)('%s: the page reads notifications through an index, in order', async (_name, raw) => {
      const q = notificationListQuerySchema.parse(raw);
      await expectIndexed(t.database, notificationPageQuery(t.db, q), 'notifications', {
        values: notificationPageValues(user, q),
        sorted: true,
        generic: true,
      });
      if (q.before)
        await expectCursorInIndex(t.database, notificationPageQuery(t.db, q), 'notifications', {
          values: notificationPageValues(user, q),
          generic: true,
        });
      // The kept counts the page carries (issue 28): the counter row by its key, the deltas by their index.
      for (const table of ['user_counters', 'notification_count_deltas'])
        await expectIndexed(t.database, notificationPageQuery(t.db, q), table, {
          values: notificationPageValues(user, q),
          generic: true,
        });
    });

    // Issue 28: the bell's count and the list's total are kept: the base row by its key, the deltas by theirs.
    it('the kept counts read the counter row and the deltas through their indexes', async () => {
      const query = notificationCountsQuery(t.db);
      const values = { values: { userId: user }, generic: true };
      await expectIndexed(t.database, query, 'user_counters', values);
      await expectIndexed(t.database, query, 'notification_count_deltas', values);
    });
  },
);
