import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../modules/notifications/notifications.service';
import { setupTestApp, type TestApp } from '../test/harness';
import { insertVessel } from '../test/marketplace-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const polled = [
  '/api/notifications/unread-count',
  '/api/vessels/stats',
  '/api/marketplace/summary',
  '/api/algorithm/stats',
  '/api/algorithm/matches',
  '/api/algorithm/vessel-availabilities',
  '/api/algorithm/cargo-requests',
  '/api/greenrefit/quote-requests',
];

describe('polled calls revalidate with an ETag', () => {
  it.each(polled)('%s: 200 with an ETag, then 304 without a body while unchanged', async (url) => {
    const agent = await t.agentFor(await t.createUser());
    const first = await agent.get(url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache, private');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await agent.get(url).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers 200 with a new ETag once the answer changed', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const count = await agent.get('/api/notifications/unread-count').expect(200);
    const stats = await agent.get('/api/vessels/stats').expect(200);

    await notify(t.db, { userId: user.id, type: 'system_message', text: { key: 'reactivated' } });
    await insertVessel(t.db, user.id);

    const count2 = await agent
      .get('/api/notifications/unread-count')
      .set('If-None-Match', count.headers.etag);
    expect(count2.status).toBe(200);
    expect(count2.body.count).toBe(count.body.count + 1);
    expect(count2.headers.etag).not.toBe(count.headers.etag);
    const stats2 = await agent.get('/api/vessels/stats').set('If-None-Match', stats.headers.etag);
    expect(stats2.status).toBe(200);
    expect(stats2.headers.etag).not.toBe(stats.headers.etag);
  });

  it("never answers 304 to another user's ETag with that user's data", async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    await notify(t.db, { userId: a.id, type: 'system_message', text: { key: 'reactivated' } });
    const resA = await (await t.agentFor(a)).get('/api/notifications/unread-count').expect(200);
    const resB = await (await t.agentFor(b))
      .get('/api/notifications/unread-count')
      .set('If-None-Match', resA.headers.etag);
    expect(resB.status).toBe(200);
    expect(resB.body).toEqual({ count: 0 });
  });

  it('keeps other answers out of every cache', async () => {
    const agent = await t.agentFor(await t.createUser());
    const res = await agent.get('/api/auth/user').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
