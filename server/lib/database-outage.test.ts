import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withImoCheckDigit } from '@shared/domain/imo';
import { inArray } from 'drizzle-orm';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPostgres } from '../db/client';
import { users, vessels } from '../db/schema';
import { hashPassword } from '../modules/users/passwords';
import { createServerDatabase } from '../test/database';
import { PASSWORD, uniqueEmail } from '../test/harness';
import { sessionCookie } from '../test/http';
import { startTcpProxy } from '../test/tcp-proxy';
import { createLogger } from './logger';

// Only PostgreSQL can go away (the embedded database lives in the process): runs with TEST_DATABASE_URL.
const pgUrl = process.env.TEST_DATABASE_URL;

// A valid IMO number, one per n.
const imo = (n: number) => withImoCheckDigit(String(100000 + n));

describe.skipIf(!pgUrl)('PostgreSQL unreachable, then back', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-outage-'));
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let viaProxy: Database;
  let direct: Database;
  let app: ReturnType<typeof createApp>;
  let cookie: string;
  let seq = 0;

  beforeAll(async () => {
    const target = await createServerDatabase(dataDir);
    const url = new URL(target.env.DATABASE_URL);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    viaProxy = await openPostgres(url.toString(), { max: 5 });
    direct = await target.open();
    app = createApp({
      config: loadConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://feederhub.test' }),
      database: viaProxy,
      mailer: { send: async () => {} },
      logger: createLogger('silent'),
      sessionSecret: 'test-secret-'.padEnd(40, 'x'),
    });
    const [user] = await direct.db
      .insert(users)
      .values({
        email: uniqueEmail('outage'),
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Out',
        lastName: 'Age',
        approvalStatus: 'approved',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const login = await supertest(app)
      .post('/api/auth/login')
      .send({ email: user.email, password: PASSWORD });
    cookie = sessionCookie(login);
  });
  afterAll(async () => {
    await proxy?.close();
    await viaProxy?.close().catch(() => {});
    await direct?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const createVessel = () =>
    supertest(app)
      .post('/api/vessels')
      .set('Cookie', cookie)
      .send({ name: `Outage ${seq}`, imoNumber: imo(seq++), teuCapacity: 900 });
  const stored = async (ids: string[]) =>
    ids.length === 0
      ? 0
      : (await direct.db.select({ id: vessels.id }).from(vessels).where(inArray(vessels.id, ids))).length;

  it('answers 503 with Retry-After, never 500, while it is away; liveness stays 200', async () => {
    expect((await createVessel()).status).toBe(201);
    await proxy.cut();
    const answers = [
      await supertest(app).get('/api/ship-offerings'),
      await supertest(app).get('/api/auth/user').set('Cookie', cookie),
      await createVessel(),
      await supertest(app).post('/api/auth/login').send({ email: 'x@example.com', password: PASSWORD }),
      await supertest(app).get('/api/health/ready'),
    ];
    expect(answers.map((r) => r.status)).toEqual([503, 503, 503, 503, 503]);
    for (const r of answers.slice(0, 4)) {
      expect(r.body).toEqual({
        message: 'Service temporarily unavailable',
        code: 'SERVICE_UNAVAILABLE',
        requestId: expect.any(String),
      });
      expect(r.headers['retry-after']).toBe('5');
    }
    expect(answers[4].body).toMatchObject({ database: 'down' });
    expect((await supertest(app).get('/api/health')).status).toBe(200);
    await proxy.restore();
  });

  it('cut under concurrent writes: each answers 201 or 503, every 201 is stored, ready again within 5 s', async () => {
    await expect.poll(async () => (await supertest(app).get('/api/health/ready')).status).toBe(200);
    const writes = Array.from({ length: 30 }, () => createVessel());
    // Cut once the first write is answered: the others are queued for a connection or talking to PostgreSQL.
    await Promise.race(writes);
    await proxy.cut();
    const answers = await Promise.all(writes);
    expect(
      answers.every((r) => r.status === 201 || r.status === 503),
      answers.map((r) => r.status).join(),
    ).toBe(true);
    expect(answers.some((r) => r.status === 503)).toBe(true);

    await proxy.restore();
    const back = Date.now();
    await expect
      .poll(async () => (await supertest(app).get('/api/health/ready')).status, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(200);
    expect(Date.now() - back).toBeLessThan(5000);
    const after = await createVessel();
    expect(after.status).toBe(201);

    const ids = [...answers.filter((r) => r.status === 201), after].map((r) => r.body.id as string);
    expect(await stored(ids)).toBe(ids.length);
  });
});
