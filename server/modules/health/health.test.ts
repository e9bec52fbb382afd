import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { Lifecycle } from '../../lib/lifecycle';
import { createLogger } from '../../lib/logger';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectNoLeak, sessionCookie } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** PostgreSQL that is not there: port 1 on loopback refuses every connection at once. */
function unreachableDatabase(): Database {
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 2 });
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzle(pool, { schema }) as unknown as Db,
    pool,
    pgPool: pool,
    isNew: false,
    close: () => pool.end(),
  };
}

const appOn = (database: Database, lifecycle?: Lifecycle) =>
  createApp({
    config: loadConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://feederhub.test' }),
    database,
    mailer: { send: async () => {} },
    logger: createLogger('silent'),
    lifecycle,
    sessionSecret: 'test-secret-'.padEnd(40, 'x'),
  });

describe('liveness: GET /api/health', () => {
  it('answers ok without a cookie, sets none and is never cached', async () => {
    const res = await t.request().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('with the database unreachable', () => {
    const down = unreachableDatabase();
    afterAll(() => down.close());

    it('still answers 200 (it does not touch the database), even with a session cookie', async () => {
      const user = await t.createUser();
      const login = await t.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD });
      const cookie = sessionCookie(login);
      const app = appOn(down);
      expect((await supertest(app).get('/api/health')).body).toEqual({ status: 'ok' });
      const res = await supertest(app).get('/api/health').set('Cookie', cookie);
      expect(res.status).toBe(200);
    });

    it('readiness answers 503 naming the database', async () => {
      const res = await supertest(appOn(down)).get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not ready',
        database: 'down',
        migrations: 'unknown',
        stopping: false,
      });
    });

    it('calls that need the database answer 503 with Retry-After, not 500, and leak nothing', async () => {
      const app = appOn(down);
      const user = await t.createUser();
      const login = await t.request().post('/api/auth/login').send({ email: user.email, password: PASSWORD });
      const responses = [
        await supertest(app).get('/api/ship-offerings'),
        await supertest(app).get('/api/auth/user').set('Cookie', sessionCookie(login)),
        await supertest(app).post('/api/auth/login').send({ email: user.email, password: PASSWORD }),
      ];
      for (const res of responses) {
        expectError(res, 503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
        expect(res.headers['retry-after']).toBe('5');
        expectNoLeak(res);
      }
    });
  });
});

describe('readiness: GET /api/health/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.request().get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'up', migrations: 'applied', stopping: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while the newest migration of this build is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    type Row = { id: number; hash: string; created_at: string };
    const result = await t.db.execute(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations where created_at = ${newest}`,
    );
    const [row] = (result as unknown as { rows: Row[] }).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const res = await t.request().get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not ready', database: 'up', migrations: 'pending' });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await t.request().get('/api/health/ready')).status).toBe(200);
  });

  it('answers 503 once the process is stopping, while liveness and other calls still work', async () => {
    const lifecycle: Lifecycle = { stopping: false };
    const app = appOn(t.database, lifecycle);
    expect((await supertest(app).get('/api/health/ready')).status).toBe(200);
    lifecycle.stopping = true;
    const ready = await supertest(app).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'not ready',
      database: 'up',
      migrations: 'applied',
      stopping: true,
    });
    // Clients are told not to reuse the connection: the next request goes to another instance.
    expect(ready.headers.connection).toBe('close');
    expect((await supertest(app).get('/api/health')).status).toBe(200);
    expect((await supertest(app).get('/api/ship-offerings')).status).toBe(200);
  });
});
