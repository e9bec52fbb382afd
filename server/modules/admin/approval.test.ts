import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { APPROVED_FROM_PENDING, auditOf, expectAdminDecision } from '../../test/audit';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError, expectUserDto, expectValidation } from '../../test/http';

let t: TestApp;
let admin: TestUser;
let adminAgent: TestAgent;
beforeAll(async () => {
  ({ t, user: admin, agent: adminAgent } = await setupTestAppAs({ role: 'admin' }));
});

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const auditFor = (userId: string) => auditOf(t.db, userId);
const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
const approve = (id: string) => adminAgent.post(`/api/admin/approve-user/${id}`);
const reject = (id: string, body: object) => adminAgent.post(`/api/admin/reject-user/${id}`).send(body);

describe('GET /api/admin/pending-users', () => {
  it('lists only pending non-admin users, oldest first, as a plain array of users', async () => {
    const first = await t.createUser({ approvalStatus: 'pending', role: 'shipowner' });
    const second = await t.createUser({ approvalStatus: 'pending', role: 'cargo_owner' });
    const approved = await t.createUser();
    const rejected = await t.createUser({ approvalStatus: 'rejected' });
    const pendingAdmin = await t.createUser({ approvalStatus: 'pending', role: 'admin' });
    const res = await adminAgent.get('/api/admin/pending-users');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    res.body.forEach(expectUserDto);
    const ids = res.body.map((u: { id: string }) => u.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    for (const id of [approved.id, rejected.id, pendingAdmin.id, admin.id]) expect(ids).not.toContain(id);
    expect(res.body.every((u: { approvalStatus: string }) => u.approvalStatus === 'pending')).toBe(true);
  });
});

describe('POST /api/admin/approve-user/:id', () => {
  // Seen (issue 12 §1): an unverified account could be approved and then use everything (PRODUCT.md 23).
  it('refuses to approve an account whose email is not verified, and changes nothing', async () => {
    const user = await t.createUser({ approvalStatus: 'pending', verified: false });
    const res = await approve(user.id);
    expectError(res, 409, 'CONFLICT');
    expect(res.body.message).toMatch(/email address is verified/);
    expect(await rowOf(user.id)).toMatchObject({
      approvalStatus: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await auditFor(user.id)).toEqual([]);
    expect(await notificationsOf(user.id)).toEqual([]);
    // Rejecting needs no verified address.
    expect((await reject(user.id, { reason: 'Not a shipping company' })).status).toBe(200);
  });

  it('approves, audits, records the activity, notifies in the user language and mails the user', async () => {
    const user = await t.createUser({ approvalStatus: 'pending' });
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, user.id));
    const userAgent = await t.agentFor(user);
    expectError(await userAgent.get('/api/notifications'), 403, 'PENDING_APPROVAL');

    const res = await approve(user.id);
    expect(res.status).toBe(200);
    expectUserDto(res.body);
    expect(res.body).toMatchObject({ id: user.id, approvalStatus: 'approved', rejectionReason: null });
    expect(await rowOf(user.id)).toMatchObject({
      approvalStatus: 'approved',
      reviewedBy: admin.id,
      reviewedAt: expect.any(Date),
    });

    await expectAdminDecision(t.db, admin.id, {
      action: 'approve_user',
      resource: 'user',
      resourceId: user.id,
      changes: APPROVED_FROM_PENDING,
    });

    const notes = await notificationsOf(user.id);
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'Konto freigegeben',
        type: 'system_message',
        priority: 'normal',
        read: false,
        actionUrl: '/dashboard',
      }),
    ]);

    const mail = await t.smtp.lastTo(user.email);
    expect(mail.subject).toBe('Ihr FeederHub-Konto ist freigegeben');
    expect(mail.text).toContain('http://feederhub.test/login');

    // The same session now passes the approval gate.
    const list = await userAgent.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.map((n: { title: string }) => n.title)).toEqual(['Konto freigegeben']);
    expect((await userAgent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });

  it('approving twice changes nothing the second time (one audit row, one notice, one mail)', async () => {
    const user = await t.createUser({ approvalStatus: 'pending' });
    await approve(user.id).expect(200);
    await t.smtp.lastTo(user.email);
    const again = await approve(user.id);
    expect(again.status).toBe(200);
    expect(again.body.approvalStatus).toBe('approved');
    expect(await auditFor(user.id)).toHaveLength(1);
    expect(await notificationsOf(user.id)).toHaveLength(1);
    expect(t.smtp.inbox.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('answers 404 for an unknown id, a non-uuid id and an administrator', async () => {
    const otherAdmin = await t.createUser({ role: 'admin', approvalStatus: 'pending' });
    const superAdmin = await t.createUser({ role: 'super_admin', approvalStatus: 'pending' });
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1", otherAdmin.id, superAdmin.id]) {
      expectError(await approve(encodeURIComponent(id)), 404, 'NOT_FOUND', 'User not found');
    }
    expect((await rowOf(otherAdmin.id)).approvalStatus).toBe('pending');
    expect((await rowOf(superAdmin.id)).approvalStatus).toBe('pending');
    expect(await auditFor(otherAdmin.id)).toHaveLength(0);
  });

  it('a super_admin may approve too', async () => {
    const superAgent = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    const user = await t.createUser({ approvalStatus: 'pending' });
    expect((await superAgent.post(`/api/admin/approve-user/${user.id}`)).body.approvalStatus).toBe(
      'approved',
    );
  });
});

describe('POST /api/admin/reject-user/:id', () => {
  it('requires a non-blank reason', async () => {
    const user = await t.createUser({ approvalStatus: 'pending' });
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      expectValidation(await reject(user.id, body), [
        { field: 'reason', key: 'validation.reasonRequired', message: 'A reason is required' },
      ]);
    }
    expectValidation(await reject(user.id, { reason: 'x', approvalStatus: 'approved' }), [
      { field: 'approvalStatus', message: 'Unknown field' },
    ]);
    expect(await rowOf(user.id)).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });
    expect(await auditFor(user.id)).toHaveLength(0);
  });

  it('stores the reason, audits, mails it, and the user sees it', async () => {
    const user = await t.createUser({ approvalStatus: 'pending' });
    const res = await reject(user.id, { reason: '  Not a maritime company  ' });
    expect(res.status).toBe(200);
    expectUserDto(res.body);
    expect(res.body).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Not a maritime company' });
    expect(await rowOf(user.id)).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Not a maritime company',
      reviewedBy: admin.id,
    });

    const [audit] = await auditFor(user.id);
    expect(audit).toMatchObject({
      userId: admin.id,
      action: 'reject_user',
      resource: 'user',
      changes: {
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'rejected', rejectionReason: 'Not a maritime company' },
      },
    });
    const mail = await t.smtp.lastTo(user.email);
    expect(mail.subject).toBe('Your FeederHub registration was not approved');
    expect(mail.text).toContain('Reason: Not a maritime company');
    expect(await notificationsOf(user.id)).toHaveLength(0);

    const userAgent = await t.agentFor(user);
    const me = await userAgent.get('/api/auth/user');
    expect(me.body).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Not a maritime company' });
    expectError(
      await userAgent.get('/api/notifications'),
      403,
      'PENDING_APPROVAL',
      'Your registration was not approved.',
    );
  });

  it('a rejected user can still be approved later, which clears the reason', async () => {
    const user = await t.createUser({ approvalStatus: 'rejected' });
    const res = await approve(user.id);
    expect(res.body).toMatchObject({ approvalStatus: 'approved', rejectionReason: null });
    const audit = await auditFor(user.id);
    expect(audit[0].changes).toEqual({
      before: { approvalStatus: 'rejected', rejectionReason: 'Not a shipping company' },
      after: { approvalStatus: 'approved', rejectionReason: null },
    });
  });

  it('answers 404 for unknown ids and administrators', async () => {
    const otherAdmin = await t.createUser({ role: 'admin' });
    for (const id of [crypto.randomUUID(), 'abc', otherAdmin.id]) {
      expectError(await reject(id, { reason: 'Spam' }), 404, 'NOT_FOUND');
    }
    expect(await rowOf(otherAdmin.id)).toMatchObject({ approvalStatus: 'approved', rejectionReason: null });
  });
});
