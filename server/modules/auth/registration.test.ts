import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, emailTokens, users } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp, uniqueEmail, uniqueIp } from '../../test/harness';
import { expectError, expectValidation, sessionSetCookie } from '../../test/http';
import { tokenFrom } from '../../test/smtp';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const registration = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'shipowner',
});
const register = (body: object) =>
  t.request().post('/api/auth/register').set('X-Forwarded-For', uniqueIp()).send(body);
const verify = (token: string) => t.request().post('/api/auth/verify-email').send({ token });
const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));
const tokensOf = (userId: string) => t.db.select().from(emailTokens).where(eq(emailTokens.userId, userId));
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

describe('registration and verification', () => {
  it('registers a pending shipowner, emails a verification link, and verifies it once', async () => {
    const email = uniqueEmail('reg');
    const res = await t
      .request()
      .post('/api/auth/register')
      .set('Accept-Language', 'de-DE,de;q=0.9')
      .send(registration(` ${email.toUpperCase()} `));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ verificationMessage: expect.any(String), requiresEmailVerification: true });
    expect(sessionSetCookie(res)).toBeUndefined(); // registration does not sign in (PRODUCT.md 22)

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      role: 'shipowner',
      approvalStatus: 'pending',
      preferredLanguage: 'de',
      emailVerifiedAt: null,
    });
    expect(row.passwordHash).not.toContain(PASSWORD);

    const mail = await t.smtp.lastTo(email);
    expect(mail.subject).toContain('Bestätigen');
    const token = tokenFrom(mail);
    await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    const again = await t.request().post('/api/auth/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired verification token');
    const [verified] = await t.db.select().from(users).where(eq(users.email, email));
    expect(verified.emailVerifiedAt).not.toBeNull();
  });

  it('derives the role from the user type, defaults to cargo_owner and stores the optional company', async () => {
    const broker = uniqueEmail('broker');
    const plain = uniqueEmail('plain');
    await register({ ...registration(broker), userType: 'broker', companyName: '  Baltic Brokers  ' }).expect(
      201,
    );
    const { userType: _, ...noType } = registration(plain);
    await register(noType).expect(201);
    const [b] = await usersWith(broker);
    const [p] = await usersWith(plain);
    expect(b).toMatchObject({
      role: 'user',
      userType: 'broker',
      companyName: 'Baltic Brokers',
      preferredLanguage: 'en',
    });
    expect(p).toMatchObject({ role: 'cargo_owner', userType: 'cargo_owner', companyName: null });
    const rows = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, b.id), eq(activities.activityType, 'register')));
    expect(rows).toHaveLength(1);
  });

  it('answers missing and invalid fields with the specified messages', async () => {
    expectValidation(await register({}), [
      { field: 'email', key: 'validation.invalidEmail', message: 'Invalid email address' },
      {
        field: 'password',
        key: 'validation.passwordMin8',
        message: 'Password must be at least 8 characters',
      },
      { field: 'firstName', key: 'validation.firstNameRequired', message: 'First name is required' },
      { field: 'lastName', key: 'validation.lastNameRequired', message: 'Last name is required' },
    ]);
    const email = uniqueEmail('bad');
    expectValidation(await register({ ...registration(email), email: 'ada@' }), [
      { field: 'email', message: 'Invalid email address' },
    ]);
    expectValidation(await register({ ...registration(email), password: 'Short-7' }), [
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expectValidation(await register({ ...registration(email), firstName: '   ', lastName: '' }), [
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
    ]);
    expectValidation(await register({ ...registration(email), userType: 'admin' }), [
      { field: 'userType', key: 'validation.invalidUserType', message: 'Please choose an account type' },
    ]);
    expect(await usersWith(email)).toHaveLength(0);
  });

  it('refuses unknown fields such as role or approvalStatus and stores nothing', async () => {
    for (const extra of [
      { role: 'super_admin' },
      { approvalStatus: 'approved' },
      { id: crypto.randomUUID() },
      { confirmPassword: PASSWORD },
    ]) {
      const email = uniqueEmail('extra');
      const res = await register({ ...registration(email), ...extra });
      expectValidation(res, [
        { field: Object.keys(extra)[0], key: 'validation.unknownField', message: 'Unknown field' },
      ]);
      expect(await usersWith(email)).toHaveLength(0);
    }
  });

  it.each(['password123', 'qwertyuiop', 'PASSWORD123'])(
    'refuses the common password %s',
    async (password) => {
      const email = uniqueEmail('common');
      const res = await register({ ...registration(email), password });
      expectValidation(res, [
        {
          field: 'password',
          key: 'validation.passwordCommon',
          message: 'This password is too common. Please choose another one.',
        },
      ]);
      expect(await usersWith(email)).toHaveLength(0);
    },
  );

  it('refuses a password over 72 bytes even when it has fewer characters, and accepts exactly 72', async () => {
    const long = uniqueEmail('long');
    expectValidation(await register({ ...registration(long), password: 'ä'.repeat(37) }), [
      { field: 'password', key: 'validation.passwordMax72', message: 'Password must be at most 72 bytes' },
    ]);
    expect(await usersWith(long)).toHaveLength(0);
    const exact = uniqueEmail('exact');
    await register({ ...registration(exact), password: 'ä'.repeat(36) }).expect(201);
    await t
      .request()
      .post('/api/auth/login')
      .send({ email: exact, password: 'ä'.repeat(36) })
      .expect(200);
  });

  it('answers a duplicate email exactly like a new one, mails the owner and creates nothing', async () => {
    const owner = await t.createUser({ email: uniqueEmail('owner') });
    const fresh = await register(registration(uniqueEmail('fresh')));
    const dup = await register({ ...registration(` ${owner.email.toUpperCase()}`), firstName: 'Mallory' });
    expect(dup.status).toBe(fresh.status);
    expect(dup.body).toEqual(fresh.body);
    expect(sessionSetCookie(dup)).toBeUndefined();

    const rows = await usersWith(owner.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Test',
      passwordHash: owner.passwordHash,
      approvalStatus: 'approved',
    });
    expect(await tokensOf(owner.id)).toHaveLength(0);
    const mail = await t.smtp.lastTo(owner.email);
    expect(mail.subject).toBe('Someone tried to register with your email at FeederHub');
    expect(mail.text).toContain('http://feederhub.test/login');
    expect(mail.text).not.toMatch(/token=/);
  });

  it('stores only the SHA-256 of a verification token', async () => {
    const email = uniqueEmail('hash');
    await register(registration(email)).expect(201);
    const token = tokenFrom(await t.smtp.lastTo(email));
    const [user] = await usersWith(email);
    const rows = await tokensOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify_email', tokenHash: sha256(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, token))).toHaveLength(0);
  });

  it('refuses an unknown, empty or reset-purpose token', async () => {
    expectError(
      await verify('not-a-real-token'),
      400,
      'BAD_REQUEST',
      'Invalid or expired verification token',
    );
    expectValidation(await verify('   '), [{ field: 'token', message: 'Token is required' }]);
    const user = await t.createUser({ verified: false });
    await t.request().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const resetToken = tokenFrom(await t.smtp.lastTo(user.email));
    expectError(await verify(resetToken), 400, 'BAD_REQUEST', 'Invalid or expired verification token');
    const [row] = await usersWith(user.email);
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('resend voids the older link; the newest one verifies', async () => {
    const email = uniqueEmail('resend');
    await register(registration(email)).expect(201);
    const first = tokenFrom(await t.smtp.lastTo(email));
    const res = await t.request().post('/api/auth/resend-verification').send({ email });
    expect(res.status).toBe(200);
    await t.drainTasks(); // the mail is sent after the answer
    const second = tokenFrom(await t.smtp.lastTo(email));
    expect(second).not.toBe(first);
    expectError(await verify(first), 400, 'BAD_REQUEST', 'Invalid or expired verification token');
    expect((await verify(second)).body).toEqual({ message: 'Email verified successfully' });
    const [row] = await usersWith(email);
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it('resend answers alike for unknown and verified emails and mails nobody then', async () => {
    const pending = uniqueEmail('pending');
    await register(registration(pending)).expect(201);
    const verified = await t.createUser();
    const unknown = uniqueEmail('unknown');
    const inboxBefore = t.smtp.inbox.length;
    const send = (email: string) =>
      t.request().post('/api/auth/resend-verification').set('X-Forwarded-For', uniqueIp()).send({ email });
    const a = await send(unknown);
    const b = await send(verified.email);
    const c = await send(pending);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(a.body).toEqual({ message: expect.any(String) });
    await t.drainTasks();
    await t.smtp.lastTo(pending);
    const sent = t.smtp.inbox.slice(inboxBefore).flatMap((m) => m.to);
    expect(sent).toEqual([pending]);
  });

  it('a verification link expires after 24 hours', async () => {
    const email = uniqueEmail('expiry');
    await register(registration(email)).expect(201);
    const token = tokenFrom(await t.smtp.lastTo(email));
    t.advanceClock(24 * 3600_000 + 1000);
    expectError(await verify(token), 400, 'BAD_REQUEST', 'Invalid or expired verification token');
    const [row] = await usersWith(email);
    expect(row.emailVerifiedAt).toBeNull();
  });
});
