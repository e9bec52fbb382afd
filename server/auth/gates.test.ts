import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { setupTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/http';
import { tokenFrom } from '../test/smtp';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Client = TestAgent<Test> | ReturnType<TestApp['request']>;
type Call = [label: string, send: (c: Client) => Test];
const someId = crypto.randomUUID();

/** Needs an approved account (admins always pass). */
const approvedCalls: Call[] = [
  ['GET /api/notifications', (c) => c.get('/api/notifications')],
  ['GET /api/notifications/unread-count', (c) => c.get('/api/notifications/unread-count')],
  ['PUT /api/notifications/read-all', (c) => c.put('/api/notifications/read-all')],
  ['PUT /api/notifications/:id/read', (c) => c.put(`/api/notifications/${someId}/read`)],
  ['POST /api/auth/mark-tour-completed', (c) => c.post('/api/auth/mark-tour-completed').send({})],
];
/** Needs role admin or super_admin. */
const adminCalls: Call[] = [
  ['GET /api/admin/pending-users', (c) => c.get('/api/admin/pending-users')],
  ['POST /api/admin/approve-user/:id', (c) => c.post(`/api/admin/approve-user/${someId}`)],
  [
    'POST /api/admin/reject-user/:id',
    (c) => c.post(`/api/admin/reject-user/${someId}`).send({ reason: 'No' }),
  ],
];

// Guards sit on declared routes (ADR 011): a path no route declares is a 404 for every caller, as for an
// administrator. The API reference lists every route publicly, so the 404 tells a stranger nothing new.
it.each([['anonymous'], ['an approved non-admin']] as const)(
  'an undeclared admin path is a 404 for %s',
  async (who) => {
    const agent = who === 'anonymous' ? t.request() : await t.agentFor(await t.createUser());
    expectError(await agent.get('/api/admin/anything-else'), 404, 'NOT_FOUND');
  },
);

describe('anonymous', () => {
  it.each([...approvedCalls, ...adminCalls])('%s answers 401', async (_label, send) => {
    expectError(await send(t.request()), 401, 'UNAUTHORIZED');
  });
});

describe.each(['pending', 'rejected'] as const)('a %s user', (status) => {
  let agent: TestAgent<Test>;
  let user: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    user = await t.createUser({ approvalStatus: status, verified: false });
    agent = await t.agentFor(user);
  });
  const message =
    status === 'rejected'
      ? 'Your registration was not approved.'
      : 'Your account is waiting for approval by an administrator.';

  it.each([...approvedCalls, ...adminCalls])('gets 403 PENDING_APPROVAL on %s', async (_label, send) => {
    expectError(await send(agent), 403, 'PENDING_APPROVAL', message);
  });

  it('nothing changed behind the refused calls', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ hasSeenTour: false, approvalStatus: status });
  });

  it('can read and update itself, resend and use a verification link', async () => {
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, approvalStatus: status });
    if (status === 'rejected') expect(me.body.rejectionReason).toBe('Not a shipping company');

    const patched = await agent.patch('/api/auth/user').send({ preferredLanguage: 'de' });
    expect(patched.status).toBe(200);
    expect(patched.body.preferredLanguage).toBe('de');

    await agent.post('/api/auth/resend-verification').send({ email: user.email }).expect(200);
    const token = tokenFrom(await t.smtp.lastTo(user.email));
    await agent.post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await agent.get('/api/auth/user')).body.isEmailVerified).toBe(true);
  });

  it('can sign out', async () => {
    expect((await agent.post('/api/auth/logout')).status).toBe(204);
    expectError(await agent.get('/api/auth/user'), 401, 'UNAUTHORIZED');
  });
});

describe('an approved non-admin user', () => {
  it.each(['user', 'shipowner', 'cargo_owner'] as const)(
    'with role %s gets 403 FORBIDDEN on every admin call',
    async (role) => {
      const agent = await t.agentFor(await t.createUser({ role }));
      for (const [label, send] of adminCalls) {
        const res = await send(agent);
        expect(res.status, label).toBe(403);
        expectError(res, 403, 'FORBIDDEN', 'Administrator access required');
      }
      // ...while the approved-only calls let them through (an unknown notification id is a plain 404).
      for (const [label, send] of approvedCalls)
        expect([200, 404], label).toContain((await send(agent)).status);
    },
  );
});

describe('administrators', () => {
  it.each(['admin', 'super_admin'] as const)(
    '%s passes the admin and approval gates, even if not approved',
    async (role) => {
      const agent = await t.agentFor(await t.createUser({ role, approvalStatus: 'pending' }));
      expect((await agent.get('/api/admin/pending-users')).status).toBe(200);
      expect((await agent.get('/api/notifications')).status).toBe(200);
      expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
      expect((await agent.post('/api/auth/mark-tour-completed').send({})).status).toBe(200);
      expectError(await agent.post(`/api/admin/approve-user/${someId}`), 404, 'NOT_FOUND');
    },
  );
});
