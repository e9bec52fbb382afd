import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { setupTestApp, type TestApp, type TestUser, uniqueIp } from '../../test/harness';
import { insertBookingRequest, insertOffering } from '../../test/marketplace-factories';
import { listen, openStream, signIn, until } from '../../test/sse';
import { liveHubFor } from './live-hub';
import { publishChange } from './live-publish';

// Issue 24 §2: the per-user event stream. Every wait below is for a condition, never a fixed time.
let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let owner: TestUser;
let shipper: TestUser;
let stranger: TestUser;
const ORIGIN = 'http://feederhub.test';

beforeAll(async () => {
  t = await setupTestApp();
  // Made before the app's first stream: a quick heartbeat to observe, a small buffer limit to reach.
  liveHubFor(t.database, { heartbeatMs: 150, maxBufferBytes: 16 * 1024 });
  server = await listen(t.app);
  owner = await t.createUser({ role: 'shipowner' });
  shipper = await t.createUser({ role: 'cargo_owner' });
  stranger = await t.createUser({ role: 'cargo_owner' });
});
afterAll(() => server?.close());

const hub = () => liveHubFor(t.database);
const post = (cookie: string, path: string, body: unknown = {}) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'X-Forwarded-For': uniqueIp(),
    },
    body: JSON.stringify(body),
  });
const changes = (s: { events: { event: string; data: unknown }[] }) =>
  s.events.filter((e) => e.event === 'change').map((e) => (e.data as { topics: string[] }).topics);

describe('GET /api/events', () => {
  it('answers 401 without a session and 403 to an account not yet approved', async () => {
    const anon = await openStream(server.base);
    expect(anon.status).toBe(401);
    const pending = await t.createUser({ approvalStatus: 'pending' });
    const res = await openStream(server.base, await signIn(server.base, pending.email));
    expect(res.status).toBe(403);
  });

  it('streams unbuffered and uncompressed, with the security headers and a request id, and heartbeats', async () => {
    const s = await openStream(server.base, await signIn(server.base, shipper.email), {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toBe('no-store, no-transform');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-security-policy']).toContain("default-src 'self'");
    expect(s.headers['x-request-id']).toBeTruthy();
    await s.ready();
    await until('a heartbeat', () => s.comments.includes('ping'));
    s.close();
  });

  it("tells the requester of the owner's answer, and nobody else", async () => {
    const shipperStream = await openStream(server.base, await signIn(server.base, shipper.email));
    const strangerStream = await openStream(server.base, await signIn(server.base, stranger.email));
    await Promise.all([shipperStream.ready(), strangerStream.ready()]);
    const offering = await insertOffering(t.db, owner.id, { availableCapacity: 50 });
    const request = await insertBookingRequest(t.db, offering.id, shipper.id);
    const ownerCookie = await signIn(server.base, owner.email);
    expect((await post(ownerCookie, `/api/ship-booking-requests/${request.id}/accept`)).status).toBe(200);

    await shipperStream.next('change');
    expect(changes(shipperStream)[0]).toEqual(expect.arrayContaining(['bookings', 'notifications']));
    // A change for the stranger sent after the answer arrives first: nothing of the shipper's came before it.
    await publishChange(t.db, [stranger.id], ['offerings']);
    await strangerStream.next('change');
    expect(changes(strangerStream)).toEqual([['offerings']]);
    shipperStream.close();
    strangerStream.close();
  });

  it('says nothing of a change whose transaction rolled back', async () => {
    const s = await openStream(server.base, await signIn(server.base, stranger.email));
    await s.ready();
    await t.db
      .transaction(async (tx) => {
        await publishChange(tx, [stranger.id], ['bookings']);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await publishChange(t.db, [stranger.id], ['matches']);
    await s.next('change');
    expect(changes(s)).toEqual([['matches']]);
    s.close();
  });

  it('keeps at most five streams per user: a sixth closes the oldest', async () => {
    const user = await t.createUser();
    const cookie = await signIn(server.base, user.email);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await openStream(server.base, cookie);
      await s.ready();
      streams.push(s);
    }
    expect((await streams[0].next('end')).data).toEqual({ reason: 'superseded' });
    await until('the oldest to close', () => streams[0].isEnded());
    expect(streams.slice(1).every((s) => !s.isEnded())).toBe(true);
    await publishChange(t.db, [user.id], ['holds']);
    for (const s of streams.slice(1)) await s.next('change');
    for (const s of streams) s.close();
  });

  it('ends with the session on sign-out; the same user’s other session stays open', async () => {
    const user = await t.createUser();
    const [first, second] = [await signIn(server.base, user.email), await signIn(server.base, user.email)];
    const a = await openStream(server.base, first);
    const b = await openStream(server.base, second);
    await Promise.all([a.ready(), b.ready()]);
    expect((await post(first, '/api/auth/logout')).status).toBeLessThan(300);
    expect((await a.next('end')).data).toEqual({ reason: 'signedOut' });
    await until('the stream to close', () => a.isEnded());
    await publishChange(t.db, [user.id], ['bookings']);
    await b.next('change');
    expect(b.isEnded()).toBe(false);
    expect((await openStream(server.base, first)).status).toBe(401);
    b.close();
  });

  it('ends every stream of a user an administrator suspends', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const s = await openStream(server.base, await signIn(server.base, user.email));
    await s.ready();
    const res = await post(await signIn(server.base, admin.email), `/api/admin/users/${user.id}/suspend`, {
      reason: 'Payment fraud under investigation',
    });
    expect(res.status).toBe(200);
    expect((await s.next('end')).data).toEqual({ reason: 'signedOut' });
    await until('the stream to close', () => s.isEnded());
  });

  it('ends a stream whose session row is gone at the next sweep (expiry, or a missed message)', async () => {
    const user = await t.createUser();
    const cookie = await signIn(server.base, user.email);
    const s = await openStream(server.base, cookie);
    await s.ready();
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    await t.db.delete(sessions).where(eq(sessions.sid, sid));
    await hub().sweep();
    expect((await s.next('end')).data).toEqual({ reason: 'signedOut' });
  });

  it('cuts a client that stops reading instead of queueing for it', async () => {
    const user = await t.createUser();
    const cookie = await signIn(server.base, user.email);
    // A raw socket that never reads after the headers: the kernel's buffers fill, then the server's would.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`);
    await new Promise((resolve) => socket.once('data', resolve));
    socket.pause();
    await until('the stream to register', () => hub().stats().streams > 0 && userStreams(user.id) === 1);
    let peak = 0;
    let sent = 0;
    // Delivered in-process, as the listener would: 2 MB a batch until the server gives up on the client.
    while (userStreams(user.id) === 1 && sent < 200_000) {
      for (let i = 0; i < 1000; i++)
        hub().dispatch({
          k: 'change',
          u: [user.id],
          t: ['notifications', 'bookings', 'matches', 'offerings'],
        });
      sent += 1000;
      peak = Math.max(peak, bufferedFor(user.id));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(userStreams(user.id)).toBe(0);
    // At most the limit plus one message was ever held for it.
    expect(peak).toBeLessThanOrEqual(16 * 1024 + 200);
    socket.destroy();
  });
});

// The hub's own view, for the slow-client case (its streams by user are internal).
const userStreams = (userId: string) => probe(userId).length;
const bufferedFor = (userId: string) => Math.max(0, ...probe(userId).map((s) => s.res.writableLength));
function probe(userId: string) {
  const found: { res: { writableLength: number } }[] = [];
  hub().forEachStream((s) => {
    if (s.userId === userId) found.push(s);
  });
  return found;
}
