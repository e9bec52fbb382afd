import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { auditLogs, contactMessages, contactReplies, notifications } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import {
  setupTestAppAs,
  type TestAgent,
  type TestApp,
  type TestUser,
  uniqueEmail,
  uniqueIp,
} from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';

let t: TestApp;
let admin: TestUser;
let adminAgent: TestAgent;
beforeAll(async () => {
  ({ t, user: admin, agent: adminAgent } = await setupTestAppAs({ role: 'admin' }));
});

let seq = 0;
/** Sends a message through the public form and answers its id (read back from the admin's notification link). */
async function sendMessage(overrides: Record<string, string> = {}) {
  const body = {
    name: 'Grace Hopper',
    email: uniqueEmail('sender'),
    subject: `Beta programme ${seq++}`,
    message: 'We run four feeders in the Baltic.\nCan we join?',
    ...overrides,
  };
  await t.request().post('/api/contact').set('X-Forwarded-For', uniqueIp()).send(body).expect(201);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
  return { ...body, id: row.id };
}
const list = (query: Record<string, string | number> = {}) =>
  adminAgent.get('/api/admin/contact-messages').query(query);

type Client = ReturnType<TestApp['request']> | TestAgent;
const calls: Array<[string, (c: Client, id: string) => supertest.Test]> = [
  ['GET /api/admin/contact-messages', (c) => c.get('/api/admin/contact-messages')],
  ['GET /api/admin/contact-messages/:id', (c, id) => c.get(`/api/admin/contact-messages/${id}`)],
  [
    'PATCH /api/admin/contact-messages/:id',
    (c, id) => c.patch(`/api/admin/contact-messages/${id}`).send({ handled: true }),
  ],
  [
    'POST /api/admin/contact-messages/:id/reply',
    (c, id) => c.post(`/api/admin/contact-messages/${id}/reply`).send({ message: 'Thanks!' }),
  ],
];

describe.each(calls)('%s access', (_label, send) => {
  it('anonymous 401, pending 403, approved users 403; admin and super admin pass', async () => {
    const { id } = await sendMessage();
    expectError(await send(t.request(), id), 401, 'UNAUTHORIZED');
    expectError(
      await send(await t.agentFor(await t.createUser({ approvalStatus: 'pending' })), id),
      403,
      'PENDING_APPROVAL',
    );
    for (const role of ['user', 'shipowner', 'cargo_owner'] as const)
      expectError(await send(await t.agentFor(await t.createUser({ role })), id), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.handledAt).toBeNull();
    expect([200, 201]).toContain((await send(adminAgent, id)).status);
    const superAgent = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    expect([200, 201]).toContain((await send(superAgent, id)).status);
  });
});

describe('the contact inbox', () => {
  it("links every admin's notification to the message", async () => {
    const { id } = await sendMessage();
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionUrl, `/admin-panel?tab=contact&message=${id}`));
    expect(notes.map((n) => n.userId)).toContain(admin.id);
  });

  it('lists newest first with a preview, the total in X-Total-Count, and reads one message in full', async () => {
    const long = 'Ahoy. '.repeat(100).trim();
    const first = await sendMessage({ message: long });
    const second = await sendMessage();
    const res = await list({ pageSize: 2 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['messages']);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(res.body.messages.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect(res.body.messages[1]).toEqual({
      id: first.id,
      name: 'Grace Hopper',
      email: first.email,
      subject: first.subject,
      preview: long.slice(0, 200),
      createdAt: expect.any(String),
      handledAt: null,
      handledBy: null,
      replyCount: 0,
      lastRepliedAt: null,
    });
    const one = await adminAgent.get(`/api/admin/contact-messages/${first.id}`);
    expect(one.body).toMatchObject({ id: first.id, message: long, replies: [], handledAt: null });
    expectError(
      await adminAgent.get(`/api/admin/contact-messages/${crypto.randomUUID()}`),
      404,
      'NOT_FOUND',
      'Contact message not found',
    );
    expectError(await adminAgent.get('/api/admin/contact-messages/nope'), 404, 'NOT_FOUND');
  });

  it('marks a message handled (who and when) and opens it again, audit-logged; filters by status and searches', async () => {
    const tag = `kiel${Date.now().toString(36)}`;
    const a = await sendMessage({ subject: `Question from ${tag}` });
    const b = await sendMessage({ message: `Our office is in ${tag.toUpperCase()}` });
    const handled = await adminAgent.patch(`/api/admin/contact-messages/${a.id}`).send({ handled: true });
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      handledAt: expect.any(String),
      handledBy: { id: admin.id, firstName: 'Test', lastName: 'User', email: admin.email },
    });
    await adminAgent.patch(`/api/admin/contact-messages/${a.id}`).send({ handled: true }).expect(200);

    const ids = (res: { body: { messages: { id: string }[] } }) => res.body.messages.map((m) => m.id);
    expect(ids(await list({ search: tag }))).toEqual([b.id, a.id]);
    expect(ids(await list({ search: tag, status: 'handled' }))).toEqual([a.id]);
    expect(ids(await list({ search: tag, status: 'unhandled' }))).toEqual([b.id]);
    expect(ids(await list({ search: a.email }))).toEqual([a.id]);
    expect(ids(await list({ search: `${tag}%` }))).toEqual([]);

    const reopened = await adminAgent.patch(`/api/admin/contact-messages/${a.id}`).send({ handled: false });
    expect(reopened.body).toMatchObject({ handledAt: null, handledBy: null });
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, a.id))
      .orderBy(auditLogs.createdAt);
    expect(logs.map((l) => [l.action, l.changes])).toEqual([
      ['handle_contact_message', { before: { handled: false }, after: { handled: true } }],
      ['reopen_contact_message', { before: { handled: true }, after: { handled: false } }],
    ]);
    const named = await adminAgent.get('/api/admin/audit-logs').query({ action: 'reopen_contact_message' });
    expect(named.body.logs[0].subject).toMatchObject({
      kind: 'contact_message',
      id: a.id,
      name: a.subject,
      detail: `Grace Hopper <${a.email}>`,
    });
  });

  it('answers by email with the original quoted, stores who answered and when, and marks it handled', async () => {
    // The sender's address is an account's verified one, so the reply may repeat what they wrote.
    const m = await sendMessage({ email: (await t.createUser()).email });
    const res = await adminAgent
      .post(`/api/admin/contact-messages/${m.id}/reply`)
      .send({ message: '  Welcome aboard!\nSee you.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      handledBy: { id: admin.id },
      replyCount: 1,
      replies: [
        {
          message: 'Welcome aboard!\nSee you.',
          sentAt: expect.any(String),
          author: { id: admin.id, email: admin.email },
        },
      ],
    });
    const mail = await t.smtp.lastTo(m.email);
    expect(mail.subject).toBe(`Re: ${m.subject}`);
    expect(mail.text).toContain('Welcome aboard!');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(
      '> We run four feeders in the Baltic.\n> Can we join?',
    );
    const [log] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, m.id));
    expect(log).toMatchObject({ action: 'reply_contact_message', userId: admin.id });
    const summary = (await list({ search: m.email })).body.messages[0];
    expect(summary).toMatchObject({
      replyCount: 1,
      lastRepliedAt: res.body.replies[0].sentAt,
      handledAt: expect.any(String),
    });
  });

  it('to an address no verified account owns, repeats nothing the sender typed (issue 12)', async () => {
    const m = await sendMessage({
      name: 'WIN A PRIZE at evil.example',
      subject: 'Claim your prize now',
      message: 'Visit https://evil.example/claim',
    });
    await adminAgent
      .post(`/api/admin/contact-messages/${m.id}/reply`)
      .send({ message: 'We do not know you.' })
      .expect(201);
    const mail = await t.smtp.lastTo(m.email);
    expect(mail.subject).toBe('Re: your message to FeederHub');
    expect(mail.text).toContain('We do not know you.');
    for (const typed of ['PRIZE', 'evil.example', 'Claim']) {
      expect(mail.text).not.toContain(typed);
      expect(mail.subject).not.toContain(typed);
    }
  });

  it('stores nothing when the mail cannot be sent, and says so', async () => {
    const m = await sendMessage();
    const config = loadConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://feederhub.test', TRUST_PROXY: '1' });
    const failing = createApp({
      config,
      database: t.database,
      logger: createLogger('silent'),
      mailer: { send: async () => Promise.reject(new Error('connection refused')) },
      sessionSecret: 'test-secret-'.padEnd(40, 'x'),
    });
    const agent = supertest.agent(failing);
    await agent
      .post('/api/auth/login')
      .send({ email: admin.email, password: 'Harbour-Crane-42' })
      .expect(200);
    const res = await agent.post(`/api/admin/contact-messages/${m.id}/reply`).send({ message: 'Hello' });
    expectError(res, 502, 'MAIL_FAILED', 'The email could not be sent. Please try again later.');
    expect(await t.db.select().from(contactReplies).where(eq(contactReplies.messageId, m.id))).toEqual([]);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, m.id));
    expect(row.handledAt).toBeNull();
  });

  it('refuses bad input with 400s naming the field', async () => {
    const m = await sendMessage();
    expectValidation(
      await adminAgent.post(`/api/admin/contact-messages/${m.id}/reply`).send({ message: ' ' }),
      [{ field: 'message', message: 'This field is required' }],
    );
    expectValidation(
      await adminAgent.post(`/api/admin/contact-messages/${m.id}/reply`).send({ message: 'x'.repeat(5001) }),
      [{ field: 'message', message: 'This value is too long' }],
    );
    expectValidation(await adminAgent.patch(`/api/admin/contact-messages/${m.id}`).send({ handled: 'yes' }), [
      { field: 'handled', message: 'Invalid value' },
    ]);
    expectValidation(
      await adminAgent.patch(`/api/admin/contact-messages/${m.id}`).send({ handled: true, email: 'x' }),
      [{ field: 'email', message: 'Unknown field' }],
    );
    expectValidation(await list({ status: 'maybe' }), [{ field: 'status', message: 'Invalid value' }]);
    expectError(
      await adminAgent
        .post(`/api/admin/contact-messages/${crypto.randomUUID()}/reply`)
        .send({ message: 'Hi' }),
      404,
      'NOT_FOUND',
    );
  });
});
