import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationCountDeltas, notifications, shipOfferings, userCounters } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { insertOffering, offeringBody, vesselBody } from '../../test/marketplace-factories';
import { checkKeptCounts } from './kept-counts';
import { foldNotificationCounts, sweepNotificationCounts } from './notification-counts';

// Issue 28: a user's counts are kept by triggers in the same transaction as the rows, and a check recounts them.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const countersOf = async (userId: string) =>
  (await t.db.select().from(userCounters).where(eq(userCounters.userId, userId)))[0];

describe('kept counts', () => {
  it('follow inserts, updates and deletes of the rows, whichever path writes them', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    expect(await countersOf(user.id)).toMatchObject({ vessels: 0, offerings: 0 });

    const vessel = (await agent.post('/api/vessels').send(vesselBody()).expect(201)).body;
    await agent
      .post('/api/vessels')
      .send(vesselBody({ imoNumber: '9176187', name: 'Elbe Bay' }))
      .expect(201);
    await insertOffering(t.db, user.id);
    await insertOffering(t.db, user.id);
    expect(await countersOf(user.id)).toMatchObject({ vessels: 2, offerings: 2 });

    await agent.delete(`/api/vessels/${vessel.id}`).expect(204);
    const summary = (await agent.get('/api/marketplace/summary').expect(200)).body;
    expect(summary).toMatchObject({ vessels: 1, offerings: 2 });
    const own = await agent.get('/api/ship-offerings/my').expect(200);
    expect(own.headers['x-total-count']).toBe('2');

    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
  });

  it('stay exact under concurrent writers for one user', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    // Twenty transactions at once, each adding two offerings and deleting one of them.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.transaction(async (tx) => {
          const one = await insertOffering(tx, user.id);
          await insertOffering(tx, user.id);
          await tx.delete(shipOfferings).where(eq(shipOfferings.id, one.id));
        }),
      ),
    );
    expect(await countersOf(user.id)).toMatchObject({ offerings: 20 });
  });

  it('are checked against a recount, which reports and repairs a difference', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    await insertOffering(t.db, user.id);
    // A count written over by hand (a bug, a restore): the check names it.
    await t.db.execute(sql`update user_counters set offerings = 7 where user_id = ${user.id}`);
    const found = await checkKeptCounts(t.db);
    expect(found.differences).toContainEqual({ userId: user.id, count: 'offerings', kept: 7, actual: 1 });
    await checkKeptCounts(t.db, { repair: true });
    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
    expect(await countersOf(user.id)).toMatchObject({ offerings: 1 });
  });
});

// Issue 28, ADR 016: notification counts are kept as delta rows a writer appends, summed with a base on read.
describe('kept notification counts', () => {
  const counted = async (userId: string) => {
    const [all] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    const [unread] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return { total: Number(all.n), unread: Number(unread.n) };
  };
  /** What the API answers: the bell's badge and the list's totals (all, unread, read). */
  const answered = async (agent: TestAgent) => {
    const unread = (await agent.get('/api/notifications/unread-count').expect(200)).body.count;
    const total = Number((await agent.get('/api/notifications').expect(200)).headers['x-total-count']);
    const unreadTotal = Number(
      (await agent.get('/api/notifications?unread=true').expect(200)).headers['x-total-count'],
    );
    const readTotal = Number(
      (await agent.get('/api/notifications?unread=false').expect(200)).headers['x-total-count'],
    );
    expect(unreadTotal).toBe(unread);
    expect(readTotal).toBe(total - unread);
    return { total, unread };
  };

  it('follow notices written, merged, read, read all and deleted, before and after a fold', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const owner = await t.createUser({ role: 'shipowner' });
    const [adminAgent, ownerAgent] = [await t.agentFor(admin), await t.agentFor(owner)];
    // Each new offering tells every administrator; within a minute the second joins the first's unread notice.
    await ownerAgent.post('/api/ship-offerings').send(offeringBody()).expect(201);
    await ownerAgent
      .post('/api/ship-offerings')
      .send(offeringBody({ shipName: 'Weser' }))
      .expect(201);
    expect(await answered(adminAgent)).toEqual(await counted(admin.id));
    expect(await counted(admin.id)).toEqual({ total: 1, unread: 1 });

    await adminAgent.put('/api/notifications/read-all').expect(200);
    await ownerAgent
      .post('/api/ship-offerings')
      .send(offeringBody({ shipName: 'Ems' }))
      .expect(201);
    const list = (await adminAgent.get('/api/notifications').expect(200)).body;
    await adminAgent.put(`/api/notifications/${list[0].id}/read`).expect(200);
    await adminAgent.put(`/api/notifications/${list[0].id}/read`).expect(200); // read twice, counted once
    expect(await answered(adminAgent)).toEqual({ total: 2, unread: 0 });

    await t.db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: admin.id,
        type: 'system_message' as const,
        title: `By hand ${i}`,
        message: 'x',
        read: i % 2 === 0,
      })),
    );
    await t.db
      .delete(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.read, true)));
    expect(await answered(adminAgent)).toEqual(await counted(admin.id));
    expect(await counted(admin.id)).toEqual({ total: 2, unread: 2 });

    const deltas = () =>
      t.db.select().from(notificationCountDeltas).where(eq(notificationCountDeltas.userId, admin.id));
    expect((await deltas()).length).toBeGreaterThan(1);
    await foldNotificationCounts(t.db, admin.id);
    expect(await deltas()).toEqual([]);
    expect(await countersOf(admin.id)).toMatchObject({ notifications: 2, unreadNotifications: 2 });
    expect(await answered(adminAgent)).toEqual({ total: 2, unread: 2 });
    await foldNotificationCounts(t.db, admin.id); // nothing left to fold: nothing changes
    expect(await answered(adminAgent)).toEqual({ total: 2, unread: 2 });
    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
  });

  it('go with an account: its deletion leaves no count or delta behind, and the others stay exact', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const ownerAgent = await t.agentFor(owner);
    await t.db
      .insert(notifications)
      .values({ userId: owner.id, type: 'system_message', title: 'Welcome', message: 'x' });
    await ownerAgent.post('/api/ship-offerings').send(offeringBody()).expect(201);
    await ownerAgent.delete('/api/auth/user').send({ password: PASSWORD }).expect(204);
    expect(
      await t.db.select().from(notificationCountDeltas).where(eq(notificationCountDeltas.userId, owner.id)),
    ).toEqual([]);
    expect(await countersOf(owner.id)).toBeUndefined();
    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
  });

  // The deadlock of migration 0017 (40P01) needs real concurrency: on PGlite these writers run one after another.
  it('stay exact under concurrent writers: administrators creating offerings, reading, folds and deletions', async () => {
    const admins = [await t.createUser({ role: 'admin' }), await t.createUser({ role: 'admin' })];
    const owner = await t.createUser({ role: 'shipowner' });
    const adminAgents = [await t.agentFor(admins[0]), await t.agentFor(admins[1])];
    const ownerAgent = await t.agentFor(owner);
    const create = (agent: TestAgent, n: number) =>
      (async () => {
        for (let i = 0; i < n; i++)
          await agent
            .post('/api/ship-offerings')
            .send(offeringBody({ shipName: `Feeder ${i}` }))
            .expect(201);
      })();
    const readAll = (agent: TestAgent, n: number) =>
      (async () => {
        for (let i = 0; i < n; i++) {
          await agent.put('/api/notifications/read-all').expect(200);
          const [first] = (await agent.get('/api/notifications?unread=true').expect(200)).body;
          if (first) await agent.put(`/api/notifications/${first.id}/read`).expect(200);
        }
      })();
    const folds = (n: number) =>
      (async () => {
        for (let i = 0; i < n; i++) await sweepNotificationCounts(t.db);
      })();
    const deletions = (n: number) =>
      (async () => {
        for (let i = 0; i < n; i++)
          await t.db
            .delete(notifications)
            .where(and(eq(notifications.userId, admins[1].id), eq(notifications.read, true)));
      })();
    // Two administrators and an owner create offerings at once: each creation notifies both administrators in
    // its transaction (and merges into their unread notice of the last minute), while both read and read all,
    // the sweep folds and read notices are deleted.
    await Promise.all([
      create(adminAgents[0], 6),
      create(adminAgents[1], 6),
      create(ownerAgent, 6),
      readAll(adminAgents[0], 6),
      readAll(adminAgents[1], 6),
      folds(6),
      deletions(6),
    ]);
    for (const [i, admin] of admins.entries())
      expect(await answered(adminAgents[i])).toEqual(await counted(admin.id));
    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
    await sweepNotificationCounts(t.db);
    for (const [i, admin] of admins.entries())
      expect(await answered(adminAgents[i])).toEqual(await counted(admin.id));
  });

  it('are checked against a recount, which reports and repairs a difference with deltas pending', async () => {
    const user = await t.createUser();
    await t.db.insert(notifications).values([
      { userId: user.id, type: 'system_message', title: 'One', message: 'x' },
      { userId: user.id, type: 'system_message', title: 'Two', message: 'x', read: true },
    ]);
    await t.db.execute(sql`update user_counters set unread_notifications = 5 where user_id = ${user.id}`);
    const found = await checkKeptCounts(t.db);
    expect(found.differences).toContainEqual({
      userId: user.id,
      count: 'unread_notifications',
      kept: 6,
      actual: 1,
    });
    await checkKeptCounts(t.db, { repair: true });
    expect((await checkKeptCounts(t.db)).differences).toEqual([]);
    await foldNotificationCounts(t.db, user.id);
    expect(await countersOf(user.id)).toMatchObject({ notifications: 2, unreadNotifications: 1 });
  });
});
