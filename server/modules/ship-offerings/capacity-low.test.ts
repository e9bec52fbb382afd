import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertBookingRequest, insertOffering } from '../../test/marketplace-factories';
import { cargoRequestBody, offeringOnBoard } from '../../test/matching-factories';
import { lowCapacityThreshold } from './capacity-low';

// Issue 24: the owner hears when a hold or a booking takes a voyage under a tenth of its TEU, once.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const lowNotices = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.title === 'Voyage almost full',
  );

describe('a voyage running low', () => {
  it('has a threshold of a tenth of its capacity, at least one TEU', () => {
    expect(lowCapacityThreshold(200)).toBe(20);
    expect(lowCapacityThreshold(868)).toBe(87);
    expect(lowCapacityThreshold(5)).toBe(1);
  });

  it('is told to its owner when a hold crosses the threshold, and not again below it', async () => {
    const ownerUser = await t.createUser({ role: 'shipowner' });
    const owner = await t.agentFor(ownerUser);
    const shipper = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
    const { offering } = await offeringOnBoard(
      t.db,
      { id: ownerUser.id, agent: owner },
      { teuCapacity: 200, availableCapacity: 30 },
    );
    const hold = async (teu: number) => {
      const req = await shipper
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ requestedTEU: teu }))
        .expect(201);
      const match = req.body.matchingResult.matches.find(
        (m: { vesselDetails: { shipOfferingId: string } }) => m.vesselDetails.shipOfferingId === offering.id,
      );
      await shipper.put(`/api/algorithm/matches/${match.id}/accept`).send({}).expect(200);
    };
    await hold(5); // 25 left: above 20
    expect(await lowNotices(ownerUser.id)).toHaveLength(0);
    await hold(10); // 15 left: crossed
    const [notice] = await lowNotices(ownerUser.id);
    expect(notice.message).toMatch(/: 15 of 200 TEU left after the latest booking\.$/);
    await hold(3); // 12 left: already below, no second notice
    expect(await lowNotices(ownerUser.id)).toHaveLength(1);
  });

  it('is told when the owner accepts a booking that crosses it', async () => {
    const ownerUser = await t.createUser({ role: 'shipowner' });
    const owner = await t.agentFor(ownerUser);
    const requester = await t.createUser();
    const offering = await insertOffering(t.db, ownerUser.id, { teuCapacity: 100, availableCapacity: 12 });
    const request = await insertBookingRequest(t.db, offering.id, requester.id, { requestedTeu: 5 });
    await owner.post(`/api/ship-booking-requests/${request.id}/accept`).expect(200);
    const [notice] = await lowNotices(ownerUser.id);
    expect(notice.message).toMatch(/: 7 of 100 TEU left after the latest booking\.$/);
  });
});
