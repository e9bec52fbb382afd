import supertest from 'supertest';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp, uniqueEmail, uniqueIp } from '../../test/harness';
import { expectError } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const WRONG = 'Wrong-Password-1';
const login = (email: string, password: string, ip: string, app: Parameters<typeof supertest>[0] = t.app) =>
  supertest(app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
async function failLogins(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) expect((await login(email, WRONG, ip)).status).toBe(401);
}
const expectLimited = (res: supertest.Response, maxSeconds: number) => {
  expectError(res, 429, 'RATE_LIMITED', 'Too many attempts. Please try again later.');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
};

describe('login throttling', () => {
  it('the 6th attempt for one email and address within 15 minutes is refused, even with the right password', async () => {
    const user = await t.createUser();
    const ip = uniqueIp();
    await failLogins(user.email, ip, 5);
    expectLimited(await login(user.email, PASSWORD, ip), 15 * 60);
    // Differently written, the same email is the same key.
    expectLimited(await login(` ${user.email.toUpperCase()}`, PASSWORD, ip), 15 * 60);
    // Another address is not blocked.
    expect((await login(user.email, PASSWORD, uniqueIp())).status).toBe(200);
  });

  it('holds against a burst of parallel guesses: at most 5 reach the password check', async () => {
    const user = await t.createUser();
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 15 }, () => login(user.email, WRONG, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('lifts the block after 15 minutes', async () => {
    const user = await t.createUser();
    const ip = uniqueIp();
    await failLogins(user.email, ip, 5);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(429);
    t.advanceClock(15 * 60_000 + 1000);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('a successful sign-in resets the email and address counter', async () => {
    const user = await t.createUser();
    const ip = uniqueIp();
    await failLogins(user.email, ip, 4);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
    await failLogins(user.email, ip, 4);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('keeps its counters in rate_limits, so a new app instance on the same database still refuses', async () => {
    const user = await t.createUser();
    const ip = uniqueIp();
    await failLogins(user.email, ip, 5);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:${user.email}:${ip}`));
    expect(row.count).toBe(5);
    expect(new Date(row.resetAt).getTime()).toBeGreaterThan(t.now().getTime());

    const restarted = t.createAppInstance();
    expectLimited(await login(user.email, PASSWORD, ip, restarted), 15 * 60);
    expect((await login(user.email, PASSWORD, uniqueIp(), restarted)).status).toBe(200);
  });

  it('refuses an address after 100 failures in a day, whatever the email', async () => {
    const ip = uniqueIp();
    const user = await t.createUser();
    // 99 earlier failures from this address (other emails), then one more through the API.
    await t.db
      .insert(rateLimits)
      .values({ key: `login:ip:${ip}`, count: 99, resetAt: new Date(t.now().getTime() + 3600_000) });
    expect((await login(uniqueEmail(), WRONG, ip)).status).toBe(401);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect(row.count).toBe(100);
    expectLimited(await login(user.email, PASSWORD, ip), 3600);
    expect((await login(user.email, PASSWORD, uniqueIp())).status).toBe(200);
  });
});

describe('registration and email action limits', () => {
  it('allows 10 registrations per hour from one address, then answers 429', async () => {
    const ip = uniqueIp();
    const register = (email: string) =>
      t
        .request()
        .post('/api/auth/register')
        .set('X-Forwarded-For', ip)
        .send({ email, password: PASSWORD, firstName: 'Rate', lastName: 'Limited' });
    for (let i = 0; i < 10; i++) expect((await register(uniqueEmail('burst'))).status).toBe(201);
    const email = uniqueEmail('blocked');
    expectLimited(await register(email), 3600);
    const inbox = t.smtp.inbox.filter((m) => m.to.includes(email));
    expect(inbox).toHaveLength(0);
    // Another address still registers.
    expect(
      (
        await t
          .request()
          .post('/api/auth/register')
          .set('X-Forwarded-For', uniqueIp())
          .send({ email, password: PASSWORD, firstName: 'A', lastName: 'B' })
      ).status,
    ).toBe(201);
  });

  it('forgot-password: 5 per email per hour across addresses, 10 per address', async () => {
    const user = await t.createUser();
    const forgot = (email: string, ip: string) =>
      t.request().post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });
    for (let i = 0; i < 5; i++) expect((await forgot(user.email, uniqueIp())).status).toBe(200);
    expectLimited(await forgot(user.email, uniqueIp()), 3600);
    expect(t.smtp.inbox.filter((m) => m.to.includes(user.email))).toHaveLength(5);

    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('probe'), ip)).status).toBe(200);
    expectLimited(await forgot(uniqueEmail('probe'), ip), 3600);
  });

  it('resend-verification has its own counters', async () => {
    const email = uniqueEmail('resend');
    const resend = (ip: string) =>
      t.request().post('/api/auth/resend-verification').set('X-Forwarded-For', ip).send({ email });
    for (let i = 0; i < 5; i++) expect((await resend(uniqueIp())).status).toBe(200);
    expectLimited(await resend(uniqueIp()), 3600);
    const keys = (
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `resend:email:${email}`))
    ).map((r) => r.count);
    expect(keys).toEqual([6]);
    // forgot-password for the same email is counted separately.
    expect(
      (await t.request().post('/api/auth/forgot-password').set('X-Forwarded-For', uniqueIp()).send({ email }))
        .status,
    ).toBe(200);
  });
});

describe('rate limiter service', () => {
  it('takes back one event, never below zero, and sweeps expired windows', async () => {
    const { createRateLimiter } = await import('./rate-limit.service');
    const limiter = createRateLimiter(t.db, t.now);
    const key = `test:${uniqueIp()}`;
    await limiter.hit(key, 60_000);
    await limiter.hit(key, 60_000);
    await limiter.undo(key);
    await limiter.undo(key);
    await limiter.undo(key);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.count).toBe(0);
    t.advanceClock(61_000);
    await limiter.deleteExpired();
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toHaveLength(0);
  });
});
