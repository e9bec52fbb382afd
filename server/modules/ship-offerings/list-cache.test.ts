import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipOfferings } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { bookingBody, insertOffering, offeringBody } from '../../test/marketplace-factories';
import { LIST_TTL_MS, listCache, offeringsChanged } from './list-cache';

describe('listCache', () => {
  const deferred = () => {
    let resolve!: (v: string) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('shares one load among callers of the same key, and loads again after the time to live', async () => {
    const cache = listCache<string>({ ttlMs: 1000, capacity: 10 });
    let loads = 0;
    const load = async () => `page ${++loads}`;
    const answers = await Promise.all([cache('a', 0, load), cache('a', 10, load), cache('a', 999, load)]);
    expect(answers).toEqual(['page 1', 'page 1', 'page 1']);
    expect(await cache('b', 999, load)).toBe('page 2');
    expect(await cache('a', 1000, load)).toBe('page 3');
    // A clock set back (a test's, or a corrected one) does not serve a page from the future.
    expect(await cache('a', 500, load)).toBe('page 4');
  });

  it('drops every kept page when offerings change, also a page loaded while the write ran', async () => {
    const cache = listCache<string>({ ttlMs: 1000, capacity: 10 });
    expect(await cache('a', 0, async () => 'old')).toBe('old');
    offeringsChanged();
    const slow = deferred();
    const during = cache('a', 1, () => slow.promise);
    offeringsChanged(); // a write commits while the page is being read
    slow.resolve('read during the write');
    expect(await during).toBe('read during the write');
    expect(await cache('a', 2, async () => 'new')).toBe('new');
  });

  it('does not keep a failed load, and forgets the oldest key beyond its capacity', async () => {
    const cache = listCache<string>({ ttlMs: 1000, capacity: 2 });
    const failing = deferred();
    const first = cache('a', 0, () => failing.promise);
    failing.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    expect(await cache('a', 1, async () => 'recovered')).toBe('recovered');
    await cache('b', 1, async () => 'b');
    await cache('c', 1, async () => 'c');
    expect(await cache('a', 2, async () => 'a again')).toBe('a again');
    expect(await cache('c', 2, async () => 'not loaded')).toBe('c');
  });
});

describe('GET /api/ship-offerings, kept pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  const route = { origin: 'SEGOT', destination: 'FIHEL' };
  const listed = async () => {
    const res = await t.request().get('/api/ship-offerings').query(route).expect(200);
    return { total: Number(res.headers['x-total-count']), items: res.body as Record<string, unknown>[] };
  };

  it('shows every write made through the app in the very next read', async () => {
    const owner = await t.agentFor(await t.createUser({ role: 'shipowner' }));
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    const shipper = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
    expect(await listed()).toEqual({ total: 0, items: [] });

    const { id } = (
      await owner
        .post('/api/ship-offerings')
        .send(offeringBody({ originPort: route.origin, destinationPort: route.destination }))
        .expect(201)
    ).body;
    expect((await listed()).total).toBe(0); // pending: not listed
    await admin.post(`/api/admin/approve-ship-offering/${id}`).expect(200);
    expect((await listed()).items.map((o) => o.id)).toEqual([id]);

    await owner.patch(`/api/ship-offerings/${id}/capacity`).send({ availableCapacity: 300 }).expect(200);
    expect((await listed()).items[0].availableCapacity).toBe(300);

    const booking = await shipper
      .post('/api/ship-booking-requests')
      .send(bookingBody(id, { requestedTEU: 40 }));
    await owner.post(`/api/ship-booking-requests/${booking.body.id}/accept`).expect(200);
    expect((await listed()).items[0].availableCapacity).toBe(260);

    const other = (
      await owner
        .post('/api/ship-offerings')
        .send(offeringBody({ originPort: route.origin, destinationPort: route.destination }))
        .expect(201)
    ).body.id;
    await admin.post(`/api/admin/approve-ship-offering/${other}`).expect(200);
    expect((await listed()).total).toBe(2);
    await owner.delete(`/api/ship-offerings/${other}`).expect(204);
    expect((await listed()).items.map((o) => o.id)).toEqual([id]);
  });

  it('shows a write made outside this process within the time to live', async () => {
    const before = await listed();
    const id = before.items[0].id as string;
    // As another instance or an operator would: straight to the database.
    await t.db.update(shipOfferings).set({ availableCapacity: 123 }).where(eq(shipOfferings.id, id));
    expect((await listed()).items[0].availableCapacity).toBe(before.items[0].availableCapacity);
    t.advanceClock(LIST_TTL_MS);
    expect((await listed()).items[0].availableCapacity).toBe(123);
  });

  it('answers a kept page compressed as the client accepts, with the ETag and 304 of a fresh answer', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    for (let i = 0; i < 5; i++) await insertOffering(t.db, owner.id);
    const plain = await t.request().get('/api/ship-offerings').set('Accept-Encoding', 'identity').expect(200);
    const text = JSON.stringify(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    // supertest decodes br and gzip itself (and fails on a body that is not what its header says).
    for (const encoding of ['br', 'gzip']) {
      const res = await t.request().get('/api/ship-offerings').set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(JSON.stringify(res.body)).toBe(text);
    }
    const again = await t.request().get('/api/ship-offerings').set('If-None-Match', plain.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });

  it('keeps each view of a page apart: contact details only for approved users, ids only for their owner', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const own = await insertOffering(t.db, owner.id, { originPort: 'PLGDN', destinationPort: 'LTKLJ' });
    const callers = {
      owner: await t.agentFor(owner),
      approved: await t.agentFor(await t.createUser({ role: 'cargo_owner' })),
      pending: await t.agentFor(await t.createUser({ role: 'cargo_owner', approvalStatus: 'pending' })),
      anonymous: t.agent(),
    };
    const seen = async (caller: keyof typeof callers) => {
      const res = await callers[caller].get('/api/ship-offerings').query({ origin: 'PLGDN' }).expect(200);
      return res.body[0] as { id: string; ownerId: string | null; contactEmail: string | null };
    };
    for (const round of [1, 2]) {
      expect(await seen('anonymous'), `round ${round}`).toMatchObject({ ownerId: null, contactEmail: null });
      expect(await seen('pending')).toMatchObject({ ownerId: null, contactEmail: null });
      expect(await seen('approved')).toMatchObject({ ownerId: null, contactEmail: 'owner@example.com' });
      expect(await seen('owner')).toMatchObject({
        id: own.id,
        ownerId: owner.id,
        contactEmail: 'owner@example.com',
      });
    }
  });
});
