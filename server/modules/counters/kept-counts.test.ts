import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, userCounters } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOffering, vesselBody } from '../../test/marketplace-factories';
import { checkKeptCounts } from './kept-counts';

// Issue 28: a user's counts are kept by triggers in the same transaction as the rows, and a check recounts them.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const countersOf = async (userId: string) =>
  (await t.db.select().from(userCounters).where(eq(userCounters.userId, userId)))[0];
const notice = (userId: string, i: number) => ({
  userId,
  type: 'system_message' as const,
  title: `Notice ${i}`,
  message: 'Hello',
});

describe('kept counts', () => {
  it('follow inserts, updates and deletes of the rows, whichever path writes them', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    expect(await countersOf(user.id)).toMatchObject({ vessels: 0, offerings: 0, notifications: 0 });

    const vessel = (await agent.post('/api/vessels').send(vesselBody()).expect(201)).body;
    await agent
      .post('/api/vessels')
      .send(vesselBody({ imoNumber: '9176187', name: 'Elbe Bay' }))
      .expect(201);
    await insertOffering(t.db, user.id);
    await insertOffering(t.db, user.id);
    await t.db.insert(notifications).values([1, 2, 3, 4, 5].map((i) => notice(user.id, i)));
    expect(await countersOf(user.id)).toMatchObject({
      vessels: 2,
      offerings: 2,
      notifications: 5,
      unreadNotifications: 5,
    });
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toMatchObject({ count: 5 });

    const [first] = (await agent.get('/api/notifications').expect(200)).body;
    await agent.put(`/api/notifications/${first.id}/read`).expect(200);
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toMatchObject({ count: 4 });
    const unread = await agent.get('/api/notifications').query({ unread: 'true' }).expect(200);
    expect(unread.headers['x-total-count']).toBe('4');
    const read = await agent.get('/api/notifications').query({ unread: 'false' }).expect(200);
    expect(read.headers['x-total-count']).toBe('1');
    await agent.put('/api/notifications/read-all').expect(200);
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toMatchObject({ count: 0 });

    await agent.delete(`/api/vessels/${vessel.id}`).expect(204);
    const summary = (await agent.get('/api/marketplace/summary').expect(200)).body;
    expect(summary).toMatchObject({ vessels: 1, offerings: 2 });
    const own = await agent.get('/api/ship-offerings/my').expect(200);
    expect(own.headers['x-total-count']).toBe('2');

    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
  });

  it('stay exact under concurrent writers for one user', async () => {
    const user = await t.createUser();
    // Twenty transactions at once, each adding notices and marking one read.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(notifications)
            .values([notice(user.id, i), notice(user.id, 100 + i)])
            .returning();
          await tx.update(notifications).set({ read: true }).where(eq(notifications.id, row.id));
        }),
      ),
    );
    expect(await countersOf(user.id)).toMatchObject({ notifications: 40, unreadNotifications: 20 });
  });

  it('are checked against a recount, which reports and repairs a difference', async () => {
    const user = await t.createUser();
    await t.db.insert(notifications).values([notice(user.id, 1)]);
    // A count written over by hand (a bug, a restore): the check names it.
    await t.db.execute(sql`update user_counters set notifications = 7 where user_id = ${user.id}`);
    const found = await checkKeptCounts(t.db);
    expect(found.differences).toContainEqual({ userId: user.id, count: 'notifications', kept: 7, actual: 1 });
    await checkKeptCounts(t.db, { repair: true });
    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
    expect(await countersOf(user.id)).toMatchObject({ notifications: 1 });
  });
});
