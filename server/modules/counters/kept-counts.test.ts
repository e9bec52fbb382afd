import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipOfferings, userCounters } from '../../db/schema';
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
