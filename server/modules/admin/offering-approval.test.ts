import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { APPROVED_FROM_PENDING, auditOf, expectAdminDecision } from '../../test/audit';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { insertOffering, offeringRow } from '../../test/marketplace-factories';

let t: TestApp;
let admin: TestUser;
let adminAgent: TestAgent;
let owner: TestUser;
beforeAll(async () => {
  ({ t, user: admin, agent: adminAgent } = await setupTestAppAs({ role: 'admin' }));
  owner = await t.createUser({ role: 'shipowner' });
});

const auditFor = (id: string) => auditOf(t.db, id);
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const pending = (o: object = {}) => insertOffering(t.db, owner.id, { approvalStatus: 'pending', ...o });

describe('GET /api/admin/pending-ship-offerings', () => {
  it('lists pending offerings oldest first with their owner, as a plain array', async () => {
    const first = await pending({ createdAt: new Date(Date.now() - 60_000) });
    const second = await pending();
    const approved = await insertOffering(t.db, owner.id);
    const res = await adminAgent.get('/api/admin/pending-ship-offerings');
    expect(res.status).toBe(200);
    const ids = res.body.map((o: { id: string }) => o.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(approved.id);
    expect(res.body[0]).toMatchObject({
      approvalStatus: 'pending',
      owner: { id: owner.id, email: owner.email, firstName: 'Test', lastName: 'User', companyName: null },
      bookedTEU: 0,
    });
  });

  it('is for administrators only', async () => {
    const user = await t.agentFor(await t.createUser());
    const o = await pending();
    expectError(await user.get('/api/admin/pending-ship-offerings'), 403, 'FORBIDDEN');
    expectError(await user.post(`/api/admin/approve-ship-offering/${o.id}`), 403, 'FORBIDDEN');
    expectError(
      await user.post(`/api/admin/reject-ship-offering/${o.id}`).send({ reason: 'x' }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.request().post(`/api/admin/approve-ship-offering/${o.id}`), 401, 'UNAUTHORIZED');
    const pendingUser = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await pendingUser.get('/api/admin/pending-ship-offerings'), 403, 'PENDING_APPROVAL');
    expect((await offeringRow(t.db, o.id)).approvalStatus).toBe('pending');
  });
});

describe('POST /api/admin/approve-ship-offering/:id', () => {
  it('approves, audits, records the activity, notifies the owner in their language, and lists it', async () => {
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, owner.id));
    const o = await pending({ shipName: 'Alster Bay' });
    const res = await adminAgent.post(`/api/admin/approve-ship-offering/${o.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: o.id, approvalStatus: 'approved', rejectionReason: null });
    expect(await offeringRow(t.db, o.id)).toMatchObject({
      approvalStatus: 'approved',
      reviewedBy: admin.id,
      reviewedAt: expect.any(Date),
    });
    await expectAdminDecision(t.db, admin.id, {
      action: 'approve_ship_offering',
      resource: 'ship_offering',
      resourceId: o.id,
      changes: APPROVED_FROM_PENDING,
    });
    const notes = (await notesOf(owner.id)).filter((n) => n.title === 'Schiffsangebot freigegeben');
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toContain('Alster Bay');
    expect(notes[0].actionUrl).toBe('/ship-management');
    // Issue 13: an approval is normal priority, and its date reads the German way, not as ISO.
    expect(notes[0].priority).toBe('normal');
    const d = new Date(o.departureDate);
    const german = `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
    expect(notes[0].message).toContain(german);
    expect(notes[0].message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const list = await t.request().get('/api/ship-offerings').query({ pageSize: 100 });
    expect(list.body.map((x: { id: string }) => x.id)).toContain(o.id);
    await t.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, owner.id));
  });

  it('approving twice changes nothing the second time', async () => {
    const o = await pending();
    await adminAgent.post(`/api/admin/approve-ship-offering/${o.id}`).expect(200);
    const before = (await notesOf(owner.id)).length;
    const again = await adminAgent.post(`/api/admin/approve-ship-offering/${o.id}`);
    expect(again.body.approvalStatus).toBe('approved');
    expect(await auditFor(o.id)).toHaveLength(1);
    expect((await notesOf(owner.id)).length).toBe(before);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [crypto.randomUUID(), 'nope', "1' or '1'='1"]) {
      expectError(
        await adminAgent.post(`/api/admin/approve-ship-offering/${encodeURIComponent(id)}`),
        404,
        'NOT_FOUND',
      );
    }
  });
});

describe('POST /api/admin/reject-ship-offering/:id', () => {
  it('requires a reason and changes nothing without one', async () => {
    const o = await pending();
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      expectValidation(await adminAgent.post(`/api/admin/reject-ship-offering/${o.id}`).send(body), [
        { field: 'reason', key: 'validation.reasonRequired', message: 'A reason is required' },
      ]);
    }
    expect(await offeringRow(t.db, o.id)).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });
    expect(await auditFor(o.id)).toHaveLength(0);
  });

  it('rejects with the reason, audits and notifies the owner; it stays off the public list', async () => {
    const o = await pending({ shipName: 'Rejected Runner' });
    const res = await adminAgent
      .post(`/api/admin/reject-ship-offering/${o.id}`)
      .send({ reason: '  Price looks wrong ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Price looks wrong' });
    const [audit] = await auditFor(o.id);
    expect(audit).toMatchObject({
      action: 'reject_ship_offering',
      changes: { after: { approvalStatus: 'rejected', rejectionReason: 'Price looks wrong' } },
    });
    const note = (await notesOf(owner.id)).find((n) => n.title === 'Ship offering not approved');
    expect(note?.message).toContain('Reason: Price looks wrong');
    expect(note?.message).toContain('Rejected Runner');
    const list = await t.request().get('/api/ship-offerings').query({ pageSize: 100 });
    expect(list.body.map((x: { id: string }) => x.id)).not.toContain(o.id);
    const own = await (await t.agentFor(owner)).get('/api/ship-offerings/my');
    expect(own.body.find((x: { id: string }) => x.id === o.id)).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Price looks wrong',
    });
  });
});
