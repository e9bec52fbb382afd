import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, sessions, users } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp, uniqueEmail, uniqueIp } from '../../test/harness';
import {
  expectError,
  expectNoLeak,
  expectUserDto,
  expectValidation,
  sessionCookie,
  sessionSetCookie,
  sidOf,
  withoutRequestId,
} from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const login = (body: object, ip = uniqueIp()) =>
  t.request().post('/api/auth/login').set('X-Forwarded-For', ip).send(body);
const sessionRow = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidOf(cookie)))
  )[0];
const sessionCount = async () => (await t.db.select().from(sessions)).length;

describe('POST /api/auth/login', () => {
  it('answers { user } without any password hash, sets lastLoginAt and records a login activity', async () => {
    const user = await t.createUser();
    const before = Date.now();
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['user', 'firstSignIn']);
    expect(res.body.firstSignIn).toBe(true);
    expectUserDto(res.body.user);
    expect(res.text).not.toContain(user.passwordHash);
    expect(res.body.user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'user',
      approvalStatus: 'approved',
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).not.toBeNull();
    expect(new Date(row.lastLoginAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.user.lastLoginAt).toBe(new Date(row.lastLoginAt!).toISOString());
    // The second sign-in is no longer the first (issue 13).
    expect((await login({ email: user.email, password: PASSWORD })).body.firstSignIn).toBe(false);

    const rows = await t.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(rows).toContainEqual(expect.objectContaining({ activityType: 'login', success: true }));
  });

  it('greets as new the first sign-in after approval when the applicant only saw the pending screen (issue 27)', async () => {
    const user = await t.createUser({ approvalStatus: 'pending' });
    expect((await login({ email: user.email, password: PASSWORD })).body.firstSignIn).toBe(true);
    t.advanceClock(60_000);
    await t.db
      .update(users)
      .set({ approvalStatus: 'approved', reviewedAt: t.now() })
      .where(eq(users.id, user.id));
    t.advanceClock(60_000);
    expect((await login({ email: user.email, password: PASSWORD })).body.firstSignIn).toBe(true);
    expect((await login({ email: user.email, password: PASSWORD })).body.firstSignIn).toBe(false);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie backed by a session row', async () => {
    const user = await t.createUser();
    const res = await login({ email: user.email, password: PASSWORD });
    const line = sessionSetCookie(res)!;
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/);
    expect(line).not.toMatch(/;\s*Secure/i); // plain HTTP here; 'auto' adds Secure behind TLS
    const row = await sessionRow(sessionCookie(res));
    expect((row.sess as any).passport.user).toBe(user.id);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const user = await t.createUser();
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('answers the same 401 for an unknown email and a wrong password, without a session', async () => {
    const user = await t.createUser();
    const sessionsBefore = await sessionCount();
    const unknown = await login({ email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await login({ email: user.email, password: 'Wrong-Password-1' });
    for (const res of [unknown, wrong]) {
      expectError(res, 401, 'UNAUTHORIZED', 'Invalid email or password');
      expect(sessionSetCookie(res)).toBeUndefined();
    }
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
    expect(await sessionCount()).toBe(sessionsBefore);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).toBeNull();
    const failures = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.activityType, 'login'), eq(activities.success, false)));
    const emails = failures.map((f) => (f.metadata as { email: string }).email);
    expect(emails).toEqual(expect.arrayContaining([user.email]));
    expect(failures.every((f) => f.userId === null)).toBe(true);
  });

  it.each(['pending', 'rejected'] as const)('lets a %s user sign in', async (approvalStatus) => {
    const user = await t.createUser({ approvalStatus });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.approvalStatus).toBe(approvalStatus);
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.approvalStatus).toBe(approvalStatus);
  });

  it('validates the body with the specified messages', async () => {
    expectValidation(await login({ email: 'not-an-email', password: PASSWORD }), [
      { field: 'email', key: 'validation.invalidEmail', message: 'Invalid email address' },
    ]);
    expectValidation(await login({ email: uniqueEmail(), password: '12345' }), [
      {
        field: 'password',
        key: 'validation.passwordMin6',
        message: 'Password must be at least 6 characters',
      },
    ]);
    const empty = await login({});
    expectValidation(empty, [
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expectValidation(await login({ email: uniqueEmail(), password: 'ä'.repeat(37) }), [
      { field: 'password', key: 'validation.passwordMax72', message: 'Password must be at most 72 bytes' },
    ]);
    expectValidation(await login({ email: uniqueEmail(), password: PASSWORD, rememberMe: true }), [
      { field: 'rememberMe', key: 'validation.unknownField', message: 'Unknown field' },
    ]);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await t
      .request()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expectError(res, 400, 'BAD_REQUEST');
    expectNoLeak(res);
  });
});

describe('session lifecycle', () => {
  it('anonymous visitors get no cookie and no session row', async () => {
    const before = await sessionCount();
    for (const path of ['/api/auth/user', '/api/health', '/api/notifications']) {
      const res = await t.request().get(path);
      expect(sessionSetCookie(res)).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('changes the session id at sign-in, so a session obtained before is not kept (no fixation)', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const agent = t.agent();
    const first = await agent
      .post('/api/auth/login')
      .send({ email: other.email, password: PASSWORD })
      .expect(200);
    const before = sessionCookie(first);
    const second = await agent
      .post('/api/auth/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const after = sessionCookie(second);

    expect(after).not.toBe(before);
    expect(await sessionRow(before)).toBeUndefined();
    expect((await t.request().get('/api/auth/user').set('Cookie', before)).status).toBe(401);
    const me = await t.request().get('/api/auth/user').set('Cookie', after);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('POST /api/auth/logout answers 204, clears the cookie and destroys the session row', async () => {
    const user = await t.createUser();
    const res = await login({ email: user.email, password: PASSWORD });
    const cookie = sessionCookie(res);
    expect(await sessionRow(cookie)).toBeDefined();

    const out = await t.request().post('/api/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(204);
    expect(sessionSetCookie(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await sessionRow(cookie)).toBeUndefined();
    expectError(await t.request().get('/api/auth/user').set('Cookie', cookie), 401, 'UNAUTHORIZED');

    const logouts = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.activityType, 'logout')));
    expect(logouts).toHaveLength(1);
  });

  it('GET /api/logout from our own pages signs out and redirects to /', async () => {
    const user = await t.createUser();
    const cookie = sessionCookie(await login({ email: user.email, password: PASSWORD }));
    const res = await t
      .request()
      .get('/api/logout')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await t.request().get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('GET /api/login redirects to the sign-in page and signs nobody in', async () => {
    const before = await sessionCount();
    const res = await t.request().get('/api/login').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });
});
