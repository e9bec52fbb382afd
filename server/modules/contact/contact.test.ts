import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, notifications, users } from '../../db/schema';
import { setupTestApp, type TestApp, uniqueEmail, uniqueIp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const message = (overrides: object = {}) => ({
  name: 'Grace Hopper',
  email: uniqueEmail('sender'),
  subject: 'Beta programme',
  message: 'We run four feeders in the Baltic.',
  ...overrides,
});
const send = (body: object, ip = uniqueIp()) =>
  t.request().post('/api/contact').set('X-Forwarded-For', ip).send(body);
const storedFrom = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact', () => {
  it('stores the message and notifies every administrator in their language', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const superAdmin = await t.createUser({ role: 'super_admin' });
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, superAdmin.id));
    const bystander = await t.createUser({ role: 'shipowner' });
    const ip = uniqueIp();
    const body = message({ name: '  Grace Hopper ', email: ` ${uniqueEmail('sender').toUpperCase()}` });

    const res = await send(body, ip);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message sent successfully' });

    const email = body.email.trim().toLowerCase();
    const stored = await storedFrom(email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        email,
        subject: 'Beta programme',
        message: 'We run four feeders in the Baltic.',
        ipAddress: ip,
      }),
    ]);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [admin.id, superAdmin.id, bystander.id]));
    expect(notes).toHaveLength(2);
    expect(notes.find((n) => n.userId === admin.id)).toMatchObject({
      title: 'New contact message',
      message: `Grace Hopper (${email}): Beta programme`,
      type: 'system_message',
      read: false,
    });
    expect(notes.find((n) => n.userId === superAdmin.id)?.title).toBe('Neue Kontaktnachricht');

    const list = await (await t.agentFor(admin)).get('/api/notifications');
    expect(list.body[0]).toMatchObject({
      title: 'New contact message',
      message: `Grace Hopper (${email}): Beta programme`,
    });
  });

  it('leaves a suspended administrator out: they cannot sign in to read it', async () => {
    const suspended = await t.createUser({ role: 'admin' });
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Left the company' })
      .where(eq(users.id, suspended.id));
    const active = await t.createUser({ role: 'admin' });
    await send(message()).expect(201);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [suspended.id, active.id]));
    expect(notes.map((n) => n.userId)).toEqual([active.id]);
  });

  it('every active administrator existing at the time gets exactly one notification per message', async () => {
    const admins = await t.db
      .select()
      .from(users)
      .where(and(inArray(users.role, ['admin', 'super_admin']), isNull(users.suspendedAt)));
    const before = await t.db.select().from(notifications);
    await send(message()).expect(201);
    const after = await t.db.select().from(notifications);
    const added = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(added.map((n) => n.userId).sort()).toEqual(admins.map((a) => a.id).sort());
  });

  it('refuses an invalid email, missing fields and unknown fields, storing nothing', async () => {
    const email = uniqueEmail('invalid');
    expectValidation(await send(message({ email: 'grace@' })), [
      { field: 'email', key: 'validation.invalidEmail', message: 'Invalid email address' },
    ]);
    expectValidation(await send({}), [
      { field: 'name', key: 'validation.required', message: 'This field is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'subject', message: 'This field is required' },
      { field: 'message', message: 'This field is required' },
    ]);
    expectValidation(await send(message({ email, message: '   ' })), [
      { field: 'message', message: 'This field is required' },
    ]);
    expectValidation(await send(message({ email, phone: '+49 40 123' })), [
      { field: 'phone', message: 'Unknown field' },
    ]);
    expectValidation(await send(message({ email, message: 'x'.repeat(5001) })), [
      { field: 'message', key: 'validation.tooLong', message: 'This value is too long' },
    ]);
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('allows 5 messages per hour from one address, then answers 429', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail('chatty');
    for (let i = 0; i < 5; i++) expect((await send(message({ email }), ip)).status).toBe(201);
    const limited = await send(message({ email }), ip);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(email)).toHaveLength(5);
    expect((await send(message({ email }), uniqueIp())).status).toBe(201);
    t.advanceClock(3600_000 + 1000);
    expect((await send(message({ email }), ip)).status).toBe(201);
  });

  it('needs no sign-in, and a signed-in user may send too', async () => {
    const agent = await t.agentFor(await t.createUser());
    const email = uniqueEmail('member');
    expect(
      (await agent.post('/api/contact').set('X-Forwarded-For', uniqueIp()).send(message({ email }))).status,
    ).toBe(201);
    expect(await storedFrom(email)).toHaveLength(1);
  });
});
