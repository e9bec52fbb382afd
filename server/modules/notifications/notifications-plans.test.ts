import { type NotificationListQuery, notificationListQuerySchema } from '@shared/schemas/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { prepared } from '../../db/prepared';
import { encodeCursor } from '../../lib/paging';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, CREATED, seedPerUser, seedUsers } from '../../test/plan-seeds';
import { expectCursorInIndex, expectIndexed, nodes, planOf } from '../../test/plans';
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
    // The page and its fingerprint (kept-pages.ts: read on every call) read the same rows the same way.
    it.each(cases)(
      '%s: the page and its fingerprint read notifications through an index, in order',
      async (_name, raw) => {
        const q = notificationListQuerySchema.parse(raw);
        const values = notificationPageValues(user, q);
        for (const statement of Object.values(notificationPageQuery(t.db, q))) {
          await expectIndexed(t.database, statement, 'notifications', {
            values,
            sorted: true,
            generic: true,
          });
          if (q.before)
            await expectCursorInIndex(t.database, statement, 'notifications', { values, generic: true });
          // The kept counts they carry (issue 28): the counter row by its key, the deltas by their index.
          for (const table of ['user_counters', 'notification_count_deltas'])
            await expectIndexed(t.database, statement, table, { values, generic: true });
        }
      },
    );

    // Issue 28: the bell's count and the list's total are kept: the base row by its key, the deltas by theirs.
    it('the kept counts read the counter row and the deltas through their indexes', async () => {
      const query = notificationCountsQuery(t.db);
      const values = { values: { userId: user }, generic: true };
      await expectIndexed(t.database, query, 'user_counters', values);
      await expectIndexed(t.database, query, 'notification_count_deltas', values);
    });

    // Issue 28: with the page size and offset as placeholders PostgreSQL planned every call afresh (its generic
    // plan assumed a tenth of the user's notifications were wanted).
    it('a first page is planned once per connection (generic plans)', async () => {
      const url = (t.database.pgPool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const one = await openPostgres(url, { max: 1 });
      try {
        const raws: NotificationListQuery[] = [{}, { unread: 'true' }, { unread: 'false' }, { pageSize: 50 }];
        for (const raw of raws) {
          const q = notificationListQuerySchema.parse(raw);
          const values = notificationPageValues(user, q);
          const { page, fingerprint } = notificationPageQuery(one.db, q);
          const n = raws.indexOf(raw);
          for (let i = 0; i < 8; i++) {
            await prepared(one.db, `probe_page_${n}`, () => page).execute(values);
            await prepared(one.db, `probe_fp_${n}`, () => fingerprint).execute(values);
          }
        }
        const { rows } = await one.pgPool!.query(
          `select name, generic_plans::int as generic from pg_prepared_statements where name like 'probe_%'`,
        );
        expect(rows).toHaveLength(8);
        for (const row of rows) expect(row.generic, row.name).toBeGreaterThan(0);
        // The generic plan knows the page's size (written into the statement): with a placeholder it assumes a
        // tenth of the rows, and where few users have long histories (the benchmark) planning afresh looks cheaper.
        for (const raw of raws) {
          const q = notificationListQuerySchema.parse(raw);
          const plan = await planOf(
            t.database,
            notificationPageQuery(t.db, q).page,
            notificationPageValues(user, q),
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
