import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, emailTokens, sessions, users } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp, uniqueEmail, uniqueIp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { tokenFrom } from '../../test/smtp';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const NEW_PASSWORD = 'Fresh-Lighthouse-77';
const forgot = (email: string) =>
  t.request().post('/api/auth/forgot-password').set('X-Forwarded-For', uniqueIp()).send({ email });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.request().post('/api/auth/reset-password').set('X-Forwarded-For', uniqueIp()).send({ token, password });
const login = (email: string, password: string) =>
  t.request().post('/api/auth/login').set('X-Forwarded-For', uniqueIp()).send({ email, password });
const resetTokenFor = async (email: string) => {
  await forgot(email).expect(200);
  await t.drainTasks(); // the mail is sent after the answer
  return tokenFrom(await t.smtp.lastTo(email));
};
const sessionsOf = async (userId: string) =>
  t.db.select().from(sessions).where(sql`${sessions.sess}->'passport'->>'user' = ${userId}`);

describe('forgot and reset password', () => {
  it('mails a reset link; the new password works, the old one no longer does', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    const mail = await t.smtp.lastTo(user.email);
    expect(mail.subject).toBe('Reset your FeederHub password');
    expect(mail.text).toContain(`http://feederhub.test/reset-password?token=${token}`);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expectError(await login(user.email, PASSWORD), 401, 'UNAUTHORIZED', 'Invalid email or password');
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    const resets = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.activityType, 'password_reset')));
    expect(resets).toHaveLength(1);
  });

  it('a reset token works once', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    await reset(token).expect(200);
    expectError(
      await reset(token, 'Another-Password-9'),
      400,
      'BAD_REQUEST',
      'Invalid or expired reset token',
    );
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every other session of the user, and only theirs', async () => {
    const user = await t.createUser();
    const bystander = await t.createUser();
    const signedIn = await t.agentFor(user);
    const other = await t.agentFor(bystander);
    expect(await sessionsOf(user.id)).toHaveLength(1);

    await reset(await resetTokenFor(user.email)).expect(200);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expectError(await signedIn.get('/api/auth/user'), 401, 'UNAUTHORIZED');
    expect((await other.get('/api/auth/user')).status).toBe(200);
    expect(await sessionsOf(bystander.id)).toHaveLength(1);
  });

  it('a reset link expires after 60 minutes', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    const [row] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBe(60 * 60_000);
    t.advanceClock(60 * 60_000 + 1000);
    expectError(await reset(token), 400, 'BAD_REQUEST', 'Invalid or expired reset token');
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('a newer reset link voids the older one', async () => {
    const user = await t.createUser();
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect(second).not.toBe(first);
    expectError(await reset(first), 400, 'BAD_REQUEST', 'Invalid or expired reset token');
    await reset(second).expect(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    const rows = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe('reset_password');
    expect(rows[0].tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers alike for an unknown email and sends no mail then', async () => {
    const user = await t.createUser();
    const unknown = uniqueEmail('ghost');
    const inboxBefore = t.smtp.inbox.length;
    const a = await forgot(unknown);
    const b = await forgot(user.email);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({
      message: 'If an account with that email exists, we have sent a link to reset the password.',
    });
    await t.drainTasks();
    await t.smtp.lastTo(user.email);
    expect(t.smtp.inbox.slice(inboxBefore).flatMap((m) => m.to)).toEqual([user.email]);
  });

  it('refuses a common or short new password without using up the token', async () => {
    const user = await t.createUser();
    const token = await resetTokenFor(user.email);
    expectValidation(await reset(token, 'password123'), [
      {
        field: 'password',
        key: 'validation.passwordCommon',
        message: 'This password is too common. Please choose another one.',
      },
    ]);
    expectValidation(await reset(token, 'short'), [
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expectValidation(await reset(token, 'ü'.repeat(40)), [
      { field: 'password', message: 'Password must be at most 72 bytes' },
    ]);
    expectValidation(
      await t
        .request()
        .post('/api/auth/reset-password')
        .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      [{ field: 'confirmPassword', message: 'Unknown field' }],
    );
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    await reset(token).expect(200);
  });

  it('refuses an unknown token and a verification token', async () => {
    expectError(await reset('no-such-token'), 400, 'BAD_REQUEST', 'Invalid or expired reset token');
    const user = await t.createUser({ verified: false });
    await t.request().post('/api/auth/resend-verification').send({ email: user.email }).expect(200);
    const verifyToken = tokenFrom(await t.smtp.lastTo(user.email));
    expectError(await reset(verifyToken), 400, 'BAD_REQUEST', 'Invalid or expired reset token');
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('a reset proves the mailbox, so it also verifies the email', async () => {
    const user = await t.createUser({ verified: false });
    await reset(await resetTokenFor(user.email)).expect(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it('validates the email of forgot-password', async () => {
    expectValidation(await forgot('nope'), [{ field: 'email', message: 'Invalid email address' }]);
  });
});
