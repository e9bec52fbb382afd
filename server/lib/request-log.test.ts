import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { PASSWORD, setupTestApp, type TestApp, uniqueIp } from '../test/harness';
import { sessionCookie } from '../test/http';
import { tokenFrom } from '../test/smtp';
import { createLogger } from './logger';
import { safeUrl } from './request-log';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** The app with its log lines captured in memory (the harness's own instances log nothing). */
function loggedApp() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  const app = t.createAppInstance({ logger });
  const records = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { request: () => supertest(app), lines, records };
}

describe('request log', () => {
  it('writes one line per request with id, method, route, status and time; the id is in the header and in error bodies', async () => {
    const log = loggedApp();
    const ok = await log.request().get('/api/health');
    expect(ok.status).toBe(200);
    const id = ok.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await log.request().get('/api/ship-offerings/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.requestId).toBe(missing.headers['x-request-id']);

    const records = log.records();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: id,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      route: '/api/health',
      responseTime: expect.any(Number),
    });
    expect(typeof records[0].time).toBe('string');
    expect(records[1]).toMatchObject({
      requestId: missing.body.requestId,
      route: '/api/ship-offerings/:id',
      res: { statusCode: 404 },
    });
  });

  it('keeps a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const log = loggedApp();
    const kept = await log.request().get('/api/health').set('X-Request-Id', 'lb-7f3a_01');
    expect(kept.headers['x-request-id']).toBe('lb-7f3a_01');
    for (const unsafe of ['a'.repeat(65), 'x y', 'id\\u001b[31m', '../../etc', 'a;b=c']) {
      const res = await log.request().get('/api/health').set('X-Request-Id', unsafe);
      expect(res.headers['x-request-id']).not.toBe(unsafe);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(log.lines.join('\n')).not.toContain('../../etc');
  });

  it('never writes a password, a reset token, a session cookie or a hash, and every line carries the request id', async () => {
    const log = loggedApp();
    const user = await t.createUser();
    const newPassword = 'Quiet-Lantern-Secret-93';
    const wrongPassword = 'Wrong-Password-Never-Logged-11';

    const login = await log
      .request()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const cookie = sessionCookie(login);
    await log.request().get('/api/auth/user').set('Cookie', cookie).expect(200);
    await log
      .request()
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: user.email, password: wrongPassword })
      .expect(401);

    await log
      .request()
      .post('/api/auth/forgot-password')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: user.email })
      .expect(200);
    await t.drainTasks();
    const token = tokenFrom(await t.smtp.lastTo(user.email));
    // A token in a query string (a pasted link) is censored too.
    await log.request().get(`/api/auth/user?token=${token}`).set('Cookie', cookie);
    await log
      .request()
      .post('/api/auth/reset-password')
      .set('X-Forwarded-For', uniqueIp())
      .set('Authorization', `Bearer ${token}`)
      .send({ token, password: newPassword })
      .expect(200);
    // A malformed body and a validation failure still log no field of it.
    await log
      .request()
      .post('/api/auth/reset-password')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token, password: 'short' })
      .expect(400);

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    const text = log.lines.join('\n');
    const cookieValue = cookie.slice(cookie.indexOf('=') + 1);
    for (const secret of [
      PASSWORD,
      newPassword,
      wrongPassword,
      token,
      cookieValue,
      decodeURIComponent(cookieValue),
      stored.passwordHash,
    ]) {
      expect(text).not.toContain(secret);
    }
    const records = log.records();
    expect(records.length).toBeGreaterThanOrEqual(7);
    for (const r of records) expect(r.requestId, JSON.stringify(r)).toEqual(expect.any(String));
    expect(records.map((r) => r.route)).toContain('/api/auth/reset-password');
  });

  it('logs what callers pass with secret-named fields censored', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info('event', { user: { password: 'p1', passwordHash: 'h1', nested: [{ token: 't1' }] }, n: 3 });
    expect(JSON.parse(lines[0])).toMatchObject({
      msg: 'event',
      n: 3,
      user: { password: '[redacted]', passwordHash: '[redacted]', nested: [{ token: '[redacted]' }] },
    });
    expect(safeUrl('/x?a=1&resetToken=abc&b=2')).toBe('/x?a=1&resetToken=[redacted]&b=2');
  });
});
