import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { encodeCursor } from '../../lib/paging';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const NOTIFICATION_KEYS = ['actionUrl', 'createdAt', 'id', 'message', 'priority', 'read', 'title', 'type'];

/** Inserts notifications for a user, each `minutesAgo` old. */
async function seed(
  userId: string,
  items: Array<{
    title: string;
    minutesAgo: number;
    read?: boolean;
    priority?: 'urgent' | 'high' | 'normal' | 'low';
  }>,
) {
  const now = Date.now();
  return t.db
    .insert(notifications)
    .values(
      items.map((i) => ({
        userId,
        type: 'booking_update' as const,
        priority: i.priority ?? 'normal',
        title: i.title,
        message: `${i.title} message`,
        read: i.read ?? false,
        actionUrl: i.title === 'B' ? '/ship-offerings' : null,
        createdAt: new Date(now - i.minutesAgo * 60_000),
      })),
    )
    .returning();
}
const rowOf = async (id: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('notifications', () => {
  it('lists the user own notifications newest first, in the documented shape', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await seed(user.id, [
      { title: 'A', minutesAgo: 30 },
      { title: 'B', minutesAgo: 1, priority: 'urgent' },
      { title: 'C', minutesAgo: 120, read: true },
    ]);
    await seed(other.id, [{ title: 'Not yours', minutesAgo: 0 }]);
    const res = await (await t.agentFor(user)).get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.map((n: { title: string }) => n.title)).toEqual(['B', 'A', 'C']);
    for (const n of res.body) expect(Object.keys(n).sort()).toEqual(NOTIFICATION_KEYS);
    expect(res.body[0]).toMatchObject({
      id: expect.any(String),
      type: 'booking_update',
      priority: 'urgent',
      read: false,
      message: 'B message',
      actionUrl: '/ship-offerings',
    });
    expect(new Date(res.body[0].createdAt).toISOString()).toBe(res.body[0].createdAt);
    expect(res.body[2]).toMatchObject({ read: true, actionUrl: null });
  });

  it('pages newest first with the total in X-Total-Count, without overlap or gap (issue 11)', async () => {
    const user = await t.createUser();
    await seed(
      user.id,
      Array.from({ length: 105 }, (_, i) => ({ title: `n${i}`, minutesAgo: i, read: i % 4 === 0 })),
    );
    await seed((await t.createUser()).id, [{ title: 'Not yours', minutesAgo: 0 }]);
    const agent = await t.agentFor(user);
    const first = await agent.get('/api/notifications');
    expect(first.body).toHaveLength(20);
    expect(first.headers['x-total-count']).toBe('105');
    expect(first.body[0].title).toBe('n0');
    const titles: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await agent.get('/api/notifications').query({ page, pageSize: 50 });
      expect(res.headers['x-total-count']).toBe('105');
      titles.push(...res.body.map((n: { title: string }) => n.title));
    }
    expect(titles).toEqual(Array.from({ length: 105 }, (_, i) => `n${i}`));
    const beyond = await agent.get('/api/notifications').query({ page: 4, pageSize: 50 });
    expect(beyond.body).toEqual([]);
    const unread = await agent.get('/api/notifications').query({ unread: 'true', pageSize: 100 });
    expect(unread.headers['x-total-count']).toBe('78');
    expect(unread.body.every((n: { read: boolean }) => !n.read)).toBe(true);
  });

  it('answers the total of its filter on every page, also an empty one past the end (issue 28)', async () => {
    const user = await t.createUser();
    await seed(user.id, [
      { title: 'x', minutesAgo: 1 },
      { title: 'y', minutesAgo: 2, read: true },
      { title: 'z', minutesAgo: 3, read: true },
    ]);
    const agent = await t.agentFor(user);
    // The page carries its total (one statement); a page without rows reads the total alone.
    for (const [filter, total] of [
      [{}, '3'],
      [{ unread: 'true' }, '1'],
      [{ unread: 'false' }, '2'],
    ] as const) {
      const first = await agent
        .get('/api/notifications')
        .query({ ...filter, pageSize: 2 })
        .expect(200);
      expect(first.headers['x-total-count']).toBe(total);
      const beyond = await agent
        .get('/api/notifications')
        .query({ ...filter, page: 3, pageSize: 2 })
        .expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(total);
    }
    const all = await agent.get('/api/notifications').query({ pageSize: 3 }).expect(200);
    const last = all.body[2];
    const after = await agent
      .get('/api/notifications')
      .query({ before: encodeCursor([(await rowOf(last.id)).createdAt.toISOString(), last.id]) })
      .expect(200);
    expect(after.body).toEqual([]);
    expect(after.headers['x-total-count']).toBe('3');
    const none = await (await t.agentFor(await t.createUser())).get('/api/notifications').expect(200);
    expect([none.body, none.headers['x-total-count']]).toEqual([[], '0']);
  });

  it.each([
    ['page', '0'],
    ['pageSize', '101'],
    ['pageSize', '-1'],
    ['unread', 'maybe'],
  ])('refuses %s=%s with a 400 naming the field', async (field, value) => {
    const res = await (await t.agentFor(await t.createUser()))
      .get('/api/notifications')
      .query({ [field]: value });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
  });

  it('counts unread, marks one read and then all read', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const [a, , c] = await seed(user.id, [
      { title: 'A', minutesAgo: 3 },
      { title: 'B', minutesAgo: 2 },
      { title: 'C', minutesAgo: 1, read: true },
    ]);
    const [theirs] = await seed(other.id, [{ title: 'Theirs', minutesAgo: 1 }]);
    const agent = await t.agentFor(user);
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 2 });

    const one = await agent.put(`/api/notifications/${a.id}/read`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body).sort()).toEqual(NOTIFICATION_KEYS);
    expect(one.body).toMatchObject({ id: a.id, title: 'A', read: true });
    expect((await rowOf(a.id)).read).toBe(true);
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });

    // Marking an already-read notification is harmless.
    expect((await agent.put(`/api/notifications/${c.id}/read`)).body.read).toBe(true);

    const all = await agent.put('/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 1 });
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
    expect((await agent.get('/api/notifications')).body.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await agent.put('/api/notifications/read-all')).body).toEqual({ updated: 0 });
    expect((await rowOf(theirs.id)).read).toBe(false);
  });

  it("cannot read or mark another user's notification", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const [note] = await seed(owner.id, [{ title: 'Private', minutesAgo: 1 }]);
    const agent = await t.agentFor(intruder);
    expectError(
      await agent.put(`/api/notifications/${note.id}/read`),
      404,
      'NOT_FOUND',
      'Notification not found',
    );
    expect((await agent.get('/api/notifications')).body).toEqual([]);
    expect((await rowOf(note.id)).read).toBe(false);
    expect((await (await t.agentFor(owner)).get('/api/notifications/unread-count')).body).toEqual({
      count: 1,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const agent = await t.agentFor(await t.createUser());
    expectError(await agent.put(`/api/notifications/${crypto.randomUUID()}/read`), 404, 'NOT_FOUND');
    expectError(await agent.put('/api/notifications/42/read'), 404, 'NOT_FOUND');
  });

  it('answers an empty list and a zero count to a new user', async () => {
    const agent = await t.agentFor(await t.createUser());
    expect((await agent.get('/api/notifications')).body).toEqual([]);
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
  });
});

describe('reading a long history by cursor (issue 28)', () => {
  it('walks every notification once, newest first, with the next cursor while a page is full', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    // 45 notices, several in the same millisecond (the id breaks the tie, microseconds are kept).
    const base = Date.now() - 60_000;
    await t.db.insert(notifications).values(
      Array.from({ length: 45 }, (_, i) => ({
        userId: user.id,
        type: 'system_message' as const,
        title: `Notice ${i}`,
        message: 'Hello',
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    const seen: string[] = [];
    let before: string | undefined;
    for (const expected of [20, 20, 5]) {
      const res = await agent
        .get('/api/notifications')
        .query({ pageSize: 20, ...(before ? { before } : {}) })
        .expect(200);
      expect(res.body).toHaveLength(expected);
      expect(res.headers['x-total-count']).toBe('45');
      seen.push(...res.body.map((n: { id: string }) => n.id));
      before = res.headers['x-next-cursor'];
      if (expected < 20) expect(before).toBeUndefined();
      else expect(before).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(new Set(seen).size).toBe(45);
    const byOffset = await agent.get('/api/notifications').query({ pageSize: 45 }).expect(200);
    expect(seen).toEqual(byOffset.body.map((n: { id: string }) => n.id));
    // A cursor that is not one of ours is a 400 on the field.
    const bad = await agent.get('/api/notifications').query({ before: 'bm90LWEtY3Vyc29y' });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.issues[0].field).toBe('before');
  });
});
