import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipBookingRequests } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertBookingRequest, insertOffering, offeringRow } from '../../test/marketplace-factories';

// PGlite runs one statement at a time, so lock contention only exists on real PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent accepts (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  it.each([1, 2, 3, 4, 5])(
    '50 parallel accepts of 1 TEU on 10 TEU left accept exactly 10 (round %i)',
    async () => {
      const owner = await t.createUser();
      const shipper = await t.createUser();
      const agent = await t.agentFor(owner);
      const o = await insertOffering(t.db, owner.id, { teuCapacity: 100, availableCapacity: 10 });
      const requests = [];
      for (let i = 0; i < 50; i++)
        requests.push(await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 1 }));

      const results = await Promise.all(
        requests.map((r) => agent.post(`/api/ship-booking-requests/${r.id}/accept`)),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(0);
      const accepted = await t.db
        .select()
        .from(shipBookingRequests)
        .where(and(eq(shipBookingRequests.shipOfferingId, o.id), eq(shipBookingRequests.status, 'accepted')));
      expect(accepted).toHaveLength(10);
    },
  );

  it('parallel accepts of the same request decrease capacity once', async () => {
    const owner = await t.createUser();
    const shipper = await t.createUser();
    const agent = await t.agentFor(owner);
    const o = await insertOffering(t.db, owner.id, { teuCapacity: 100, availableCapacity: 50 });
    const r = await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 7 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => agent.post(`/api/ship-booking-requests/${r.id}/accept`)),
    );
    expect(results.every((x) => x.status === 200 && x.body.status === 'accepted')).toBe(true);
    expect((await offeringRow(t.db, o.id)).availableCapacity).toBe(43);
  });

  it('capacity edits racing with accepts never break the bounds', async () => {
    const owner = await t.createUser();
    const shipper = await t.createUser();
    const agent = await t.agentFor(owner);
    const o = await insertOffering(t.db, owner.id, { teuCapacity: 20, availableCapacity: 20 });
    const requests = [];
    for (let i = 0; i < 10; i++)
      requests.push(await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 2 }));
    await Promise.all([
      ...requests.map((r) => agent.post(`/api/ship-booking-requests/${r.id}/accept`)),
      ...[20, 5, 15, 0, 10].map((n) =>
        agent.patch(`/api/ship-offerings/${o.id}/capacity`).send({ availableCapacity: n }),
      ),
    ]);
    const row = await offeringRow(t.db, o.id);
    const accepted = await t.db
      .select()
      .from(shipBookingRequests)
      .where(and(eq(shipBookingRequests.shipOfferingId, o.id), eq(shipBookingRequests.status, 'accepted')));
    expect(row.availableCapacity).toBeGreaterThanOrEqual(0);
    expect(row.availableCapacity + accepted.length * 2).toBeLessThanOrEqual(20);
  });
});
