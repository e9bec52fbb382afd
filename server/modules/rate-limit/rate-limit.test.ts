import { eq } from 'drizzle-orm';
import supertest from 'supertest';
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

describe('login throttling: growing delays per account and per address, no lockout (docs/adr/002)', () => {
  const retryAfter = (res: supertest.Response) => Number(res.headers['retry-after']);

  const accountRow = async (email: string) =>
    (
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login:account:${email}`))
    )[0];
  /** Fails the account's logins, waiting out each delay on the test clock, until the next wait is `ms`. */
  async function failUntilWait(email: string, ms: number) {
    for (;;) {
      expect((await login(email, WRONG, uniqueIp())).status).toBe(401);
      const wait = new Date((await accountRow(email)).resetAt).getTime() - t.now().getTime();
      if (wait >= ms - 5000) return;
      t.advanceClock(Math.max(0, wait) + 1);
    }
  }

  it('five attempts go at once; then each makes the next wait 1, 2, 4 ... s, never more than 60 s', async () => {
    const user = await t.createUser();
    await failLogins(user.email, uniqueIp(), 5);
    // Real time runs on under the test clock, so each wait is read from the row, bracketed by the clock.
    for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60, 60]) {
      const before = t.now().getTime();
      // Each attempt from another address: the delay belongs to the account.
      expect((await login(user.email, WRONG, uniqueIp())).status).toBe(401);
      const after = t.now().getTime();
      const until = new Date((await accountRow(user.email)).resetAt).getTime();
      expect(until - after).toBeLessThanOrEqual(seconds * 1000);
      expect(until - before).toBeGreaterThanOrEqual(seconds * 1000);
      // Even the right password waits (too long a wait for this busy machine to outrun is checked).
      if (seconds >= 8) expectLimited(await login(user.email, PASSWORD, uniqueIp()), seconds);
      t.advanceClock(seconds * 1000);
    }
    // The right password, once the (at most one-minute) wait is over, signs in.
    expect((await login(user.email, PASSWORD, uniqueIp())).status).toBe(200);
    // ... and the account starts over: five attempts at once again.
    await failLogins(user.email, uniqueIp(), 5);
  });

  it('an office address that failed 100 times keeps no honest user out for more than a minute', async () => {
    const ip = uniqueIp();
    const user = await t.createUser();
    // 100 earlier failures from this address at other accounts: its next attempt waits the cap.
    await t.db
      .insert(rateLimits)
      .values({ key: `login:ip:${ip}`, count: 100, resetAt: new Date(t.now().getTime() + 60_000) });
    const refused = await login(user.email, PASSWORD, ip);
    expectLimited(refused, 60);
    t.advanceClock(retryAfter(refused) * 1000);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
    // Where the old policy locked the address for 24 hours, an hour later it is just a slow address.
    t.advanceClock(3600_000);
    expect((await login((await t.createUser()).email, PASSWORD, ip)).status).toBe(200);
  });

  it('forgets an account’s failures after an hour without attempts', async () => {
    const user = await t.createUser();
    await failLogins(user.email, uniqueIp(), 6); // the 6th made the next one wait
    t.advanceClock(3600_000 + 60_000);
    await failLogins(user.email, uniqueIp(), 5);
  });

  it('holds against a burst of parallel guesses: 6 reach the password check, plus one per delay that ran out', async () => {
    const user = await t.createUser();
    const start = Date.now();
    const results = await Promise.all(Array.from({ length: 15 }, () => login(user.email, WRONG, uniqueIp())));
    const elapsedS = (Date.now() - start) / 1000;
    const statuses = results.map((r) => r.status);
    // Delays of 1, 2, 4 ... s: within `elapsedS` at most log2(elapsedS + 1) of them can have run out.
    const bound = 6 + Math.floor(Math.log2(elapsedS + 1));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(bound);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('the same email written differently is the same account', async () => {
    const user = await t.createUser();
    await failLogins(user.email, uniqueIp(), 5);
    expect((await login(` ${user.email.toUpperCase()}`, WRONG, uniqueIp())).status).toBe(401);
    expect((await accountRow(user.email)).count).toBe(6);
  });

  it('keeps its state in rate_limits, so a new app instance on the same database still waits', async () => {
    const user = await t.createUser();
    await failUntilWait(user.email, 16_000);
    const restarted = t.createAppInstance();
    expectLimited(await login(user.email, PASSWORD, uniqueIp(), restarted), 16);
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
    await t.drainTasks(); // mails go out after the answers
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

  it('never refuses an attempt within the free ones, even one whose clock read came before a parallel one', async () => {
    // Two sign-ins at once from one office: the second's time was read a moment before the first claimed.
    const { createRateLimiter } = await import('./rate-limit.service');
    let ms = Date.now() + 10;
    const limiter = createRateLimiter(t.db, () => new Date(ms));
    const key = `throttle:${uniqueIp()}`;
    const backoff = { free: 5, baseMs: 1000, capMs: 60_000, forgetMs: 3600_000 };
    await limiter.throttle(key, backoff);
    ms -= 10;
    await expect(limiter.throttle(key, backoff)).resolves.toBeUndefined();
  });
});
