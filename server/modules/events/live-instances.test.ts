import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import { setupTestApp, type TestApp, type TestUser, uniqueIp } from '../../test/harness';
import { insertBookingRequest, insertOffering } from '../../test/marketplace-factories';
import { listen, openStream, signIn, until } from '../../test/sse';
import { liveHubFor, stopLiveHub } from './live-hub';
import { publishChange } from './live-publish';

// Issue 24 §2: two instances on one database. On PostgreSQL each has its own pool and its own listening
// connection, as two processes would; the embedded database runs one process, so both apps share it.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let second: Database;
let a: Awaited<ReturnType<typeof listen>>;
let b: Awaited<ReturnType<typeof listen>>;
let owner: TestUser;
let shipper: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  second = onPostgres
    ? await openPostgres(String(t.database.pgPool!.options.connectionString), { max: 5 })
    : t.database;
  a = await listen(t.app);
  b = await listen(t.createAppInstance({ database: second }));
  owner = await t.createUser({ role: 'shipowner' });
  shipper = await t.createUser({ role: 'cargo_owner' });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  if (second && second !== t.database) {
    await stopLiveHub(second);
    await second.close();
  }
});

const post = (base: string, cookie: string, path: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp() },
    body: '{}',
  });

describe('live events across two instances', () => {
  it("reaches a user connected to instance B with the owner's answer made through instance A", async () => {
    const stream = await openStream(b.base, await signIn(b.base, shipper.email));
    await stream.ready();
    const offering = await insertOffering(t.db, owner.id, { availableCapacity: 40 });
    const request = await insertBookingRequest(t.db, offering.id, shipper.id);
    const ownerCookie = await signIn(a.base, owner.email);
    const started = Date.now();
    const res = await post(a.base, ownerCookie, `/api/ship-booking-requests/${request.id}/accept`);
    expect(res.status).toBe(200);
    const change = await stream.next('change');
    expect((change.data as { topics: string[] }).topics).toContain('bookings');
    expect(Date.now() - started).toBeLessThan(2000);
    stream.close();
  });

  it('ends a stream on instance B when its session signs out through instance A', async () => {
    const cookie = await signIn(a.base, shipper.email);
    const stream = await openStream(b.base, cookie);
    await stream.ready();
    expect((await post(a.base, cookie, '/api/auth/logout')).status).toBeLessThan(300);
    expect((await stream.next('end')).data).toEqual({ reason: 'signedOut' });
    await until('the stream to close', () => stream.isEnded());
  });

  it.skipIf(!onPostgres)(
    'listens again after its connection is cut, and tells its streams to refetch',
    async () => {
      const stream = await openStream(b.base, await signIn(b.base, shipper.email));
      await stream.ready();
      // The listening connections (instance A has none until a stream opens on it: it listens when needed).
      const { rows } = await second.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
      // The resync: every topic, since changes sent while deaf are lost.
      const resync = await stream.next('change');
      expect((resync.data as { topics: string[] }).topics).toEqual(
        expect.arrayContaining(['bookings', 'matches']),
      );
      const at = stream.events.length;
      await publishChange(t.db, [shipper.id], ['holds']);
      expect((await stream.next('change', at)).data).toEqual({ topics: ['holds'] });
      expect(liveHubFor(second).stats().streams).toBe(1);
      stream.close();
    },
    60_000,
  );
});
