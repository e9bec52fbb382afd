import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLogs, users } from '../../db/schema';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { expectNoPasswordFields } from '../../test/no-secrets';

let t: TestApp;
let admin: TestUser;
let adminAgent: TestAgent;
beforeAll(async () => {
  ({ t, user: admin, agent: adminAgent } = await setupTestAppAs({ role: 'admin' }));
});

/** Rows stamped one second apart from the test clock, so "newest first" is certain. */
let tick = 0;
const stamp = () => new Date(t.now().getTime() + 60_000 + tick++ * 1000);
const addActivity = async (userId: string | null, activityType: string, success = true) =>
  (
    await t.db
      .insert(activities)
      .values({ userId, activityType, success, resource: 'session', createdAt: stamp() })
      .returning()
  )[0];
const addLog = async (userId: string | null, action: string, resourceId = 'r-1') =>
  (
    await t.db
      .insert(auditLogs)
      .values({
        userId,
        action,
        resource: 'user',
        resourceId,
        changes: { before: { approvalStatus: 'pending' }, after: { approvalStatus: 'approved' } },
        createdAt: stamp(),
      })
      .returning()
  )[0];
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('GET /api/admin/activities', () => {
  it('answers { activities } newest first, with the actor while the account exists', async () => {
    const user = await t.createUser();
    const gone = await t.createUser();
    const login = await addActivity(user.id, 'login');
    const failed = await addActivity(gone.id, 'login', false);
    await t.db.delete(users).where(eq(users.id, gone.id));
    const res = await adminAgent.get('/api/admin/activities').query({ activityType: 'login', pageSize: 100 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['activities']);
    expectNoPasswordFields(res.body);
    const [first, second] = res.body.activities;
    expect(first).toEqual({
      id: failed.id,
      userId: null,
      activityType: 'login',
      resource: 'session',
      success: false,
      createdAt: failed.createdAt.toISOString(),
      actor: null,
      subject: null,
    });
    expect(second).toMatchObject({
      id: login.id,
      userId: user.id,
      success: true,
      actor: { id: user.id, email: user.email, firstName: 'Test', lastName: 'User' },
    });
  });

  it('filters by user and activity type, and pages with X-Total-Count', async () => {
    const user = await t.createUser();
    const rows = [];
    for (const type of ['login', 'logout', 'login', 'login']) rows.push(await addActivity(user.id, type));
    await addActivity(admin.id, 'login');
    const byUser = await adminAgent.get('/api/admin/activities').query({ userId: user.id });
    expect(byUser.headers['x-total-count']).toBe('4');
    expect(ids(byUser.body.activities)).toEqual(ids(rows).reverse());

    const page = (n: number) =>
      adminAgent
        .get('/api/admin/activities')
        .query({ userId: user.id, activityType: 'login', pageSize: 2, page: n });
    const [one, two] = [await page(1), await page(2)];
    expect([one.headers['x-total-count'], two.headers['x-total-count']]).toEqual(['3', '3']);
    expect([...ids(one.body.activities), ...ids(two.body.activities)]).toEqual([
      rows[3].id,
      rows[2].id,
      rows[0].id,
    ]);
  });

  it('answers 400 for a bad filter', async () => {
    expectValidation(await adminAgent.get('/api/admin/activities').query({ userId: 'nobody' }), [
      { field: 'userId', message: 'Invalid value' },
    ]);
    const res = await adminAgent.get('/api/admin/activities').query({ activityType: 'hack', pageSize: 0 });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'activityType',
      'pageSize',
    ]);
  });
});

describe('GET /api/admin/audit-logs', () => {
  it('answers { logs } newest first with actor, resource and the stored changes', async () => {
    const other = await t.createUser({ role: 'super_admin' });
    const older = await addLog(admin.id, 'approve_user', 'u-1');
    const newer = await addLog(other.id, 'reject_ship_offering', 's-1');
    const res = await adminAgent.get('/api/admin/audit-logs');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['logs']);
    expectNoPasswordFields(res.body);
    expect(ids(res.body.logs).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(res.body.logs[1]).toEqual({
      id: older.id,
      userId: admin.id,
      action: 'approve_user',
      resource: 'user',
      resourceId: 'u-1',
      changes: { before: { approvalStatus: 'pending' }, after: { approvalStatus: 'approved' } },
      createdAt: older.createdAt.toISOString(),
      actor: { id: admin.id, email: admin.email, firstName: 'Test', lastName: 'User' },
      subject: { kind: 'user', id: 'u-1', name: null, detail: null, route: null },
    });
  });

  it('records a real approval and filters it by action, paged with X-Total-Count', async () => {
    const applicant = await t.createUser({ approvalStatus: 'pending' });
    expect((await adminAgent.post(`/api/admin/approve-user/${applicant.id}`)).status).toBe(200);
    const all = await adminAgent
      .get('/api/admin/audit-logs')
      .query({ action: 'approve_user', pageSize: 100 });
    const total = (await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'approve_user'))).length;
    expect(all.headers['x-total-count']).toBe(String(total));
    expect(all.body.logs.every((l: { action: string }) => l.action === 'approve_user')).toBe(true);
    expect(all.body.logs.map((l: { resourceId: string }) => l.resourceId)).toContain(applicant.id);

    const first = await adminAgent
      .get('/api/admin/audit-logs')
      .query({ action: 'approve_user', pageSize: 1 });
    const second = await adminAgent
      .get('/api/admin/audit-logs')
      .query({ action: 'approve_user', pageSize: 1, page: 2 });
    expect([first.body.logs.length, second.body.logs.length]).toEqual([1, 1]);
    expect(first.body.logs[0].id).not.toBe(second.body.logs[0].id);
    expect(first.headers['x-total-count']).toBe(String(total));
  });

  it('answers 400 for an unknown action', async () => {
    expectValidation(await adminAgent.get('/api/admin/audit-logs').query({ action: 'delete_everything' }), [
      { field: 'action', message: 'Invalid value' },
    ]);
  });
});
