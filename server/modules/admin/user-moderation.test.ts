import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, notifications, users } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { expectNoPasswordFields } from '../../test/no-secrets';

let t: TestApp;
let superAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let superAgent: Awaited<ReturnType<TestApp['agentFor']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let adminAgent: Awaited<ReturnType<TestApp['agentFor']>>;
beforeAll(async () => {
  t = await setupTestApp();
  superAdmin = await t.createUser({ role: 'super_admin' });
  superAgent = await t.agentFor(superAdmin);
  admin = await t.createUser({ role: 'admin' });
  adminAgent = await t.agentFor(admin);
});

type Client = ReturnType<TestApp['request']> | Awaited<ReturnType<TestApp['agentFor']>>;
const suspend = (c: Client, id: string, reason = 'Fake company details') =>
  c.post(`/api/admin/users/${id}/suspend`).send({ reason });
const reactivate = (c: Client, id: string) => c.post(`/api/admin/users/${id}/reactivate`);
const setRole = (c: Client, id: string, role: string) =>
  c.patch(`/api/admin/users/${id}/role`).send({ role });
const auditFor = (id: string) =>
  t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, id)).orderBy(auditLogs.createdAt);
const sessionsOf = async (id: string) =>
  (await t.database.pool.query(`select sid from session where sess->'passport'->>'user' = $1`, [id])).rows;

describe('who may call', () => {
  const calls: Array<[string, (c: Client, id: string) => supertest.Test]> = [
    ['POST /api/admin/users/:id/suspend', (c, id) => suspend(c, id)],
    ['POST /api/admin/users/:id/reactivate', (c, id) => reactivate(c, id)],
    ['PATCH /api/admin/users/:id/role', (c, id) => setRole(c, id, 'admin')],
  ];

  it.each(calls)('%s: anonymous 401, pending 403, approved non-admins 403', async (_label, send) => {
    const target = await t.createUser();
    expectError(await send(t.request(), target.id), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await send(pending, target.id), 403, 'PENDING_APPROVAL');
    for (const role of ['user', 'shipowner', 'cargo_owner'] as const) {
      const agent = await t.agentFor(await t.createUser({ role }));
      expectError(await send(agent, target.id), 403, 'FORBIDDEN', 'Administrator access required');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ suspendedAt: null, role: 'user' });
  });

  it('admins may suspend and reactivate, but only a super admin may change a role', async () => {
    const target = await t.createUser();
    expect((await suspend(adminAgent, target.id)).status).toBe(200);
    expect((await reactivate(adminAgent, target.id)).status).toBe(200);
    expectError(
      await setRole(adminAgent, target.id, 'admin'),
      403,
      'FORBIDDEN',
      'Super admin access required',
    );
    expect((await suspend(superAgent, target.id)).status).toBe(200);
    expect((await reactivate(superAgent, target.id)).status).toBe(200);
    expect((await setRole(superAgent, target.id, 'admin')).status).toBe(200);
  });

  it('an unknown or malformed id is a 404; a bad body a 400 naming the field', async () => {
    const nobody = crypto.randomUUID();
    expectError(await suspend(adminAgent, nobody), 404, 'NOT_FOUND', 'User not found');
    expectError(await reactivate(adminAgent, 'not-a-uuid'), 404, 'NOT_FOUND');
    expectError(await setRole(superAgent, nobody, 'user'), 404, 'NOT_FOUND');
    const target = await t.createUser();
    expectValidation(await suspend(adminAgent, target.id, '   '), [
      { field: 'reason', message: 'A reason is required' },
    ]);
    expectValidation(
      await adminAgent.post(`/api/admin/users/${target.id}/suspend`).send({ reason: 'x', until: 'never' }),
      [{ field: 'until', message: 'Unknown field' }],
    );
    expectValidation(await setRole(superAgent, target.id, 'super_admin'), [
      { field: 'role', message: 'Invalid value' },
    ]);
    expectValidation(
      await superAgent
        .patch(`/api/admin/users/${target.id}/role`)
        .send({ role: 'admin', approvalStatus: 'approved' }),
      [{ field: 'approvalStatus', message: 'Unknown field' }],
    );
  });
});

describe('suspension', () => {
  it('ends every open session at once, on every instance, and refuses sign-in with a clear message', async () => {
    const target = await t.createUser({ role: 'shipowner' });
    const open = await t.agentFor(target);
    // The same session cookie presented to a second app instance on the same database (another node).
    const login = await supertest(t.createAppInstance())
      .post('/api/auth/login')
      .send({ email: target.email, password: PASSWORD });
    const otherNode = supertest.agent(t.createAppInstance());
    otherNode.jar.setCookies(login.headers['set-cookie'] as unknown as string[]);
    expect((await open.get('/api/notifications')).status).toBe(200);
    expect((await otherNode.get('/api/auth/user')).status).toBe(200);
    expect(await sessionsOf(target.id)).toHaveLength(2);

    const res = await suspend(adminAgent, target.id, 'Unpaid invoices');
    expect(res.status).toBe(200);
    expectNoPasswordFields(res.body);
    expect(res.body).toMatchObject({
      id: target.id,
      suspendedAt: expect.any(String),
      suspensionReason: 'Unpaid invoices',
    });

    expectError(await open.get('/api/notifications'), 401, 'UNAUTHORIZED');
    expectError(await open.get('/api/auth/user'), 401, 'UNAUTHORIZED');
    expectError(await otherNode.get('/api/ship-offerings/my'), 401, 'UNAUTHORIZED');
    expect(await sessionsOf(target.id)).toEqual([]);

    const refused = await t
      .request()
      .post('/api/auth/login')
      .send({ email: target.email, password: PASSWORD });
    expectError(refused, 403, 'ACCOUNT_SUSPENDED');
    expect(refused.body.message).toMatch(/suspended/);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password still answers like any wrong password: the suspension is told only to the account's owner.
    expectError(
      await t.request().post('/api/auth/login').send({ email: target.email, password: 'Wrong-password-1' }),
      401,
      'UNAUTHORIZED',
      'Invalid email or password',
    );

    const mail = await t.smtp.lastTo(target.email);
    expect(mail.subject).toBe('Your FeederHub account has been suspended');
    expect(mail.text).toContain('Unpaid invoices');
  });

  it('ends a session even when it was made between the suspension and the deletion (the user is read on each request)', async () => {
    const target = await t.createUser();
    const agent = await t.agentFor(target);
    await t.db
      .update(users)
      .set({ suspendedAt: t.now(), suspensionReason: 'x' })
      .where(eq(users.id, target.id));
    expectError(await agent.get('/api/auth/user'), 401, 'UNAUTHORIZED');
  });

  it('is audit-logged with before and after; a repeated click changes nothing; reactivation lets the user back in', async () => {
    const target = await t.createUser();
    await suspend(adminAgent, target.id, 'Spam').expect(200);
    const again = await suspend(adminAgent, target.id, 'Other reason');
    expect(again.body.suspensionReason).toBe('Spam');
    const [log] = await auditFor(target.id);
    expect(log).toMatchObject({
      userId: admin.id,
      action: 'suspend_user',
      resource: 'user',
      changes: {
        before: { suspended: false, suspensionReason: null },
        after: { suspended: true, suspensionReason: 'Spam' },
      },
    });

    const back = await reactivate(adminAgent, target.id);
    expect(back.body).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await auditFor(target.id)).map((l) => l.action)).toEqual(['suspend_user', 'reactivate_user']);
    expect((await auditFor(target.id))[1].changes).toEqual({
      before: { suspended: true, suspensionReason: 'Spam' },
      after: { suspended: false, suspensionReason: null },
    });
    expect((await t.smtp.lastTo(target.email)).subject).toBe('Your FeederHub account is active again');
    const agent = await t.agentFor(target);
    const notes = await agent.get('/api/notifications');
    expect(notes.body[0]).toMatchObject({ title: 'Account reactivated' });
    await reactivate(adminAgent, target.id).expect(200);
    expect(await auditFor(target.id)).toHaveLength(2);

    const activity = await adminAgent
      .get('/api/admin/activities')
      .query({ userId: admin.id, activityType: 'suspend_user' });
    expect(activity.body.activities[0].subject).toMatchObject({
      kind: 'user',
      id: target.id,
      name: 'Test User',
      detail: target.email,
    });
  });

  it('nobody suspends themselves; admins cannot suspend administrators; a super admin can suspend an admin', async () => {
    const otherAdmin = await t.createUser({ role: 'admin' });
    const otherSuper = await t.createUser({ role: 'super_admin' });
    for (const [agent, id, message] of [
      [adminAgent, admin.id, 'You cannot suspend or reactivate your own account'],
      [superAgent, superAdmin.id, undefined],
      [adminAgent, otherAdmin.id, 'Only a super admin can change an administrator'],
      [adminAgent, otherSuper.id, 'Only a super admin can change a super admin'],
    ] as const) {
      expectError(await suspend(agent, id), 403, 'FORBIDDEN', message);
    }
    expectError(await reactivate(adminAgent, otherSuper.id), 403, 'FORBIDDEN');
    const rows = await t.db.select().from(users).where(eq(users.id, otherSuper.id));
    expect(rows[0].suspendedAt).toBeNull();

    const otherAdminAgent = await t.agentFor(otherAdmin);
    await suspend(superAgent, otherAdmin.id).expect(200);
    expectError(await otherAdminAgent.get('/api/admin/users'), 401, 'UNAUTHORIZED');
    await reactivate(superAgent, otherAdmin.id).expect(200);
  });
});

describe('role changes (super admin only)', () => {
  it('grants the admin role: audit-logged, the user notified by mail and in the app, their sessions ended', async () => {
    const target = await t.createUser({ role: 'cargo_owner' });
    const open = await t.agentFor(target);
    expectError(await open.get('/api/admin/users'), 403, 'FORBIDDEN');

    const res = await setRole(superAgent, target.id, 'admin');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    expectError(await open.get('/api/auth/user'), 401, 'UNAUTHORIZED');
    const again = await t.agentFor(target);
    expect((await again.get('/api/admin/users')).status).toBe(200);

    const [log] = await auditFor(target.id);
    expect(log).toMatchObject({
      userId: superAdmin.id,
      action: 'change_user_role',
      changes: { before: { role: 'cargo_owner' }, after: { role: 'admin' } },
    });
    const mail = await t.smtp.lastTo(target.email);
    expect(mail.subject).toBe('Your FeederHub role has changed');
    expect(mail.text).toContain('Admin');
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, target.id));
    expect(note).toMatchObject({
      title: 'Role changed',
      message: 'An administrator changed your role to Admin.',
    });

    // ...and removes it again; the same role twice writes nothing.
    await setRole(superAgent, target.id, 'cargo_owner').expect(200);
    await setRole(superAgent, target.id, 'cargo_owner').expect(200);
    expect((await auditFor(target.id)).map((l) => l.changes)).toEqual([
      { before: { role: 'cargo_owner' }, after: { role: 'admin' } },
      { before: { role: 'admin' }, after: { role: 'cargo_owner' } },
    ]);
    expectError(await again.get('/api/admin/users'), 401, 'UNAUTHORIZED');
  });

  it('in the user language', async () => {
    const target = await t.createUser();
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, target.id));
    await setRole(superAgent, target.id, 'shipowner').expect(200);
    expect((await t.smtp.lastTo(target.email)).text).toContain('Reeder');
  });

  it('never changes a super admin or oneself, and admins cannot reach it at all', async () => {
    const otherSuper = await t.createUser({ role: 'super_admin' });
    expectError(
      await setRole(superAgent, otherSuper.id, 'user'),
      403,
      'FORBIDDEN',
      "A super admin's role cannot be changed in the admin panel",
    );
    expectError(
      await setRole(superAgent, superAdmin.id, 'admin'),
      403,
      'FORBIDDEN',
      'You cannot change your own role',
    );
    expectError(await setRole(adminAgent, admin.id, 'user'), 403, 'FORBIDDEN', 'Super admin access required');
    expectError(await setRole(adminAgent, otherSuper.id, 'user'), 403, 'FORBIDDEN');
    const rows = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, otherSuper.id), eq(users.role, 'super_admin')));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/admin/users', () => {
  it('shows the suspension and filters active or suspended accounts', async () => {
    const tag = `susp${Date.now().toString(36)}`;
    const a = await t.createUser({ email: `${tag}-a@example.com` });
    const b = await t.createUser({ email: `${tag}-b@example.com` });
    await suspend(adminAgent, b.id, 'Reason b').expect(200);
    const suspended = await adminAgent
      .get('/api/admin/users')
      .query({ search: tag, accountState: 'suspended' });
    expect(suspended.body.users.map((u: { id: string }) => u.id)).toEqual([b.id]);
    expect(suspended.body.users[0]).toMatchObject({
      suspensionReason: 'Reason b',
      suspendedAt: expect.any(String),
    });
    const active = await adminAgent.get('/api/admin/users').query({ search: tag, accountState: 'active' });
    expect(active.body.users.map((u: { id: string }) => u.id)).toEqual([a.id]);
    expectValidation(await adminAgent.get('/api/admin/users').query({ accountState: 'frozen' }), [
      { field: 'accountState', message: 'Invalid value' },
    ]);
  });
});
