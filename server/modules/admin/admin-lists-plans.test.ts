import {
  type AdminActivityListQuery,
  type AdminUserListQuery,
  type AuditLogListQuery,
  adminActivityListQuerySchema,
  adminUserListQuerySchema,
  auditLogListQuerySchema,
} from '@shared/schemas/admin';
import { beforeAll, describe, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { analyze, CREATED, seedPerUser, seedUsers } from '../../test/plan-seeds';
import { expectIndexed } from '../../test/plans';
import { activityPageQueries, auditLogPageQueries, userPageQueries } from './admin-lists.repository';

// Query plans only mean something on PostgreSQL with realistic statistics; PGlite is skipped.
let t: TestApp;
let someone: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'admin lists on PostgreSQL: an index for every filter and sort',
  () => {
    beforeAll(async () => {
      t = await setupTestApp();
      // 6,000 accounts, ten activities each (60,000), and 20,000 audit entries by 200 administrators.
      const users = await seedUsers(t.database, 6000);
      await seedPerUser(t.database, 'activities', users, 10, {
        user_id: 'o.id',
        activity_type: `(array['login','logout','register','update_profile','export_data'])[1 + g % 5]`,
        resource: `case when g % 3 = 0 then 'user:' || o.id end`,
        created_at: CREATED,
      });
      await seedPerUser(t.database, 'audit_logs', users.slice(0, 200), 100, {
        user_id: 'o.id',
        action: `(array['approve_user','reject_user','approve_ship_offering','suspend_user'])[1 + g % 4]`,
        resource: `'user'`,
        resource_id: 'o.id::text',
        created_at: CREATED,
      });
      await analyze(t.database, ['users', 'activities', 'audit_logs']);
      someone = users[1234];
    }, 60_000);

    // Administrators' lists count rows across the platform: only the page is held to an index (countsMost).
    const userCases: [string, AdminUserListQuery, boolean][] = [];
    for (const sort of ['createdAt', 'name', 'email'] as const)
      for (const order of ['asc', 'desc'] as const)
        userCases.push([`${sort} ${order}`, { sort, order }, true]);
    for (const [name, q] of [
      ['administrators', { role: 'admin' }],
      ['plain users', { role: 'user' }],
      ['pending', { approvalStatus: 'pending' }],
      ['brokers', { userType: 'broker' }],
      ['suspended', { accountState: 'suspended' }],
      ['active', { accountState: 'active' }],
      [
        'every filter',
        { role: 'user', approvalStatus: 'approved', userType: 'broker', accountState: 'active' },
      ],
    ] as const) {
      userCases.push([name, q, false]);
      userCases.push([`${name}, name asc`, { ...q, sort: 'name', order: 'asc' }, false]);
    }
    userCases.push(['page 40', { page: 40 }, true]);
    // Not here: `search`, a substring of name, email or company (ilike '%...%'), which no b-tree index serves; it
    // reads every account (a few thousand rows; a pg_trgm GIN index would be the remedy if that ever matters).

    it.each(userCases)('users, %s: the page reads users through an index', async (_name, raw, sorted) => {
      const { page } = userPageQueries(t.db, adminUserListQuerySchema.parse(raw));
      await expectIndexed(t.database, page, 'users', { countsMost: true, sorted });
    });

    const activityCases: [string, AdminActivityListQuery, boolean][] = [
      ['all', {}, false],
      ['one user', { userId: 'USER' }, false],
      ['one type', { activityType: 'export_data' }, false],
      ['one user, one type', { userId: 'USER', activityType: 'login' }, false],
      ['page 40', { page: 40 }, false],
    ];
    it.each(activityCases)(
      'activities, %s: the page reads activities through an index',
      async (_name, raw) => {
        const q = adminActivityListQuerySchema.parse({ ...raw, userId: raw.userId && someone });
        const { page, total } = activityPageQueries(t.db, q);
        await expectIndexed(t.database, page, 'activities', { countsMost: !q.userId });
        if (q.userId) await expectIndexed(t.database, total, 'activities');
      },
    );

    const auditCases: [string, AuditLogListQuery][] = [
      ['all', {}],
      ['one action', { action: 'suspend_user' }],
      ['page 40', { page: 40 }],
    ];
    it.each(auditCases)('audit log, %s: the page reads audit_logs through an index', async (_name, raw) => {
      const { page } = auditLogPageQueries(t.db, auditLogListQuerySchema.parse(raw));
      await expectIndexed(t.database, page, 'audit_logs', { countsMost: true });
    });
  },
);
