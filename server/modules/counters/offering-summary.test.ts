import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, offeringSummaryDeltas, shipOfferings, vesselAvailabilities } from '../../db/schema';
import { insertAvailability, insertCargoRequest, insertMatch } from '../../test/analytics-factories';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { insertBookingRequest, insertOffering, offeringBody } from '../../test/marketplace-factories';
import { checkKeptCounts } from './kept-counts';
import { foldDeltas, OFFERING_SUMMARY_DELTAS, sweepDeltas } from './kept-deltas';

// Issue 28, ADR 016: Ship management's figures are kept as delta rows that the writers' triggers append, summed
// with a base on read; the check recounts them.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** The figures recounted from the rows, as the summary computed them on every call before they were kept. */
async function recounted(ownerId: string) {
  const result = await t.db.execute(sql`
    select
      (select count(*) from ship_offerings where owner_id = ${ownerId})::int as offerings,
      (select count(*) from ship_offerings where owner_id = ${ownerId} and approval_status = 'pending')::int as pending,
      (select count(*) from ship_offerings where owner_id = ${ownerId} and approval_status = 'approved')::int as approved,
      (select count(*) from ship_offerings where owner_id = ${ownerId} and approval_status = 'rejected')::int as rejected,
      (select coalesce(sum(teu_capacity), 0) from ship_offerings where owner_id = ${ownerId} and status = 'active')::int as capacity,
      (select coalesce(sum(available_capacity), 0) from ship_offerings where owner_id = ${ownerId} and status = 'active')::int as available,
      ((select coalesce(sum(b.requested_teu), 0) from ship_booking_requests b join ship_offerings o on o.id = b.ship_offering_id
         where o.owner_id = ${ownerId} and o.status = 'active' and b.status = 'accepted')
       + (select coalesce(sum(m.reserved_teu), 0) from cargo_matches m
         join vessel_availabilities v on v.id = m.availability_id join ship_offerings o on o.id = v.ship_offering_id
         where o.owner_id = ${ownerId} and o.status = 'active' and m.status in ('held', 'accepted')))::int as booked,
      (select count(*) from ship_booking_requests b join ship_offerings o on o.id = b.ship_offering_id
         where o.owner_id = ${ownerId} and b.status = 'pending')::int as "pendingRequests"`);
  const [r] = (result as unknown as { rows: Record<string, number>[] }).rows;
  const figure = (k: string) => Number(r[k]);
  return {
    offerings: figure('offerings'),
    byApproval: { pending: figure('pending'), approved: figure('approved'), rejected: figure('rejected') },
    teuCapacity: figure('capacity'),
    availableTeu: figure('available'),
    bookedTeu: figure('booked'),
    pendingRequests: figure('pendingRequests'),
  };
}

const answered = async (agent: TestAgent) => {
  const { utilization: _, ...figures } = (await agent.get('/api/ship-offerings/my/summary').expect(200)).body;
  return figures;
};

const differencesOf = async (userIds: string[]) =>
  (await checkKeptCounts(t.db)).differences.filter((d) => userIds.includes(d.userId));

describe('Ship management’s kept summary', () => {
  it('follows offerings, reviews, capacity, bookings and matches, through the API and by hand, before and after a fold', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const shipper = await t.createUser();
    const agent = await t.agentFor(owner);
    const steps: string[] = [];
    const same = async (step: string) => {
      steps.push(step);
      expect({ step, figures: await answered(agent) }).toEqual({ step, figures: await recounted(owner.id) });
    };

    await agent.post('/api/ship-offerings').send(offeringBody()).expect(201);
    await agent
      .post('/api/ship-offerings')
      .send(offeringBody({ shipName: 'Second' }))
      .expect(201);
    await same('two offerings for review');
    const voyage = await insertOffering(t.db, owner.id, { teuCapacity: 700, availableCapacity: 500 });
    await insertOffering(t.db, owner.id, { approvalStatus: 'rejected', rejectionReason: 'Dates' });
    await insertOffering(t.db, owner.id, { status: 'inactive', teuCapacity: 900, availableCapacity: 900 });
    await same('approved, rejected and inactive offerings written by hand');

    const first = await insertBookingRequest(t.db, voyage.id, shipper.id, { requestedTeu: 30 });
    await insertBookingRequest(t.db, voyage.id, shipper.id, { requestedTeu: 12 });
    await same('two pending requests');
    await agent.post(`/api/ship-booking-requests/${first.id}/accept`).expect(200);
    expect((await answered(agent)).bookedTeu).toBe(30);
    await same('one accepted through the API');
    await agent
      .patch(`/api/ship-offerings/${voyage.id}/capacity`)
      .send({ availableCapacity: 100 })
      .expect(200);
    await same('free TEU changed');

    const availability = await insertAvailability(t.db, owner.id, { shipOfferingId: voyage.id });
    const request = await insertCargoRequest(t.db, shipper.id);
    const match = await insertMatch(
      t.db,
      { availabilityId: availability.id, requestId: request.id },
      { status: 'held', reservedTeu: 20, holdExpiresAt: new Date(Date.now() + 3_600_000) },
    );
    expect((await answered(agent)).bookedTeu).toBe(50);
    await same('a match holds TEU on the voyage');
    await t.db.update(cargoMatches).set({ status: 'accepted' }).where(eq(cargoMatches.id, match.id));
    await same('the match accepted');

    await t.db.update(shipOfferings).set({ status: 'inactive' }).where(eq(shipOfferings.id, voyage.id));
    expect((await answered(agent)).bookedTeu).toBe(0);
    await same('the voyage withdrawn: its booked TEU leave the active figures');
    await foldDeltas(t.db, OFFERING_SUMMARY_DELTAS, owner.id);
    await same('folded');
    await t.db.update(shipOfferings).set({ status: 'active' }).where(eq(shipOfferings.id, voyage.id));
    await same('active again');

    await t.db.delete(vesselAvailabilities).where(eq(vesselAvailabilities.id, availability.id));
    expect((await answered(agent)).bookedTeu).toBe(30);
    await same('the availability deleted with its match');
    await t.db.delete(shipOfferings).where(eq(shipOfferings.id, voyage.id));
    await same('the voyage deleted with its requests');
    expect(await differencesOf([owner.id])).toEqual([]);

    await sweepDeltas(t.db, OFFERING_SUMMARY_DELTAS);
    expect(
      await t.db.select().from(offeringSummaryDeltas).where(eq(offeringSummaryDeltas.userId, owner.id)),
    ).toEqual([]);
    await same('swept');
  });

  it('is checked against a recount, which reports and repairs a difference with deltas pending', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const voyage = await insertOffering(t.db, owner.id, { teuCapacity: 700, availableCapacity: 500 });
    await insertBookingRequest(t.db, voyage.id, owner.id, { requestedTeu: 25, status: 'accepted' });
    // A figure written over by hand (a bug, a restore) while a delta is still unfolded: the check names it.
    await t.db.execute(sql`update user_counters set active_booked_teu = 3 where user_id = ${owner.id}`);
    expect(await differencesOf([owner.id])).toEqual([
      { userId: owner.id, count: 'active_booked_teu', kept: 28, actual: 25 },
    ]);
    await checkKeptCounts(t.db, { repair: true });
    expect(await differencesOf([owner.id])).toEqual([]);
    await foldDeltas(t.db, OFFERING_SUMMARY_DELTAS, owner.id);
    expect(await recounted(owner.id)).toMatchObject({ bookedTeu: 25, availableTeu: 500, teuCapacity: 700 });
    expect(await differencesOf([owner.id])).toEqual([]);
  });

  // Real concurrency needs PostgreSQL (PGlite runs these one after another): transactions that change two owners'
  // voyages in opposite orders, bookings accepted and withdrawn voyages, while the sweep folds. Counter rows
  // locked by the writers would deadlock here (40P01); deltas do not.
  it('stays exact under concurrent writers that change several owners’ voyages in either order', async () => {
    const owners = [await t.createUser({ role: 'shipowner' }), await t.createUser({ role: 'shipowner' })];
    const agents = [await t.agentFor(owners[0]), await t.agentFor(owners[1])];
    const shipper = await t.createUser();
    const voyages = await Promise.all(
      owners.flatMap((o) => [1, 2, 3, 4].map(() => insertOffering(t.db, o.id, { availableCapacity: 600 }))),
    );
    const mine = (i: number) => voyages.filter((v) => v.ownerId === owners[i].id);
    const requests = await Promise.all(
      voyages.map((v) => insertBookingRequest(t.db, v.id, shipper.id, { requestedTeu: 10 })),
    );
    // Each transaction changes a voyage of one owner and then one of the other, in its own order; no two writers
    // share a voyage (the voyages' own row locks are not what is tested), only owners.
    const crossing = (from: number, n: number) =>
      (async () => {
        for (let i = 0; i < n; i++)
          await t.db.transaction(async (tx) => {
            for (const side of [from, 1 - from]) {
              const v = mine(side)[from];
              await tx
                .update(shipOfferings)
                .set({ availableCapacity: sql`${shipOfferings.availableCapacity} - 1` })
                .where(eq(shipOfferings.id, v.id));
            }
          });
      })();
    const accepting = (i: number) =>
      (async () => {
        for (const r of requests.filter((r) => mine(i).some((v) => v.id === r.shipOfferingId)))
          await agents[i].post(`/api/ship-booking-requests/${r.id}/accept`).expect(200);
      })();
    const toggling = (n: number) =>
      (async () => {
        for (let i = 0; i < n; i++)
          await t.db.transaction(async (tx) => {
            for (const v of [mine(1)[2], mine(0)[2]])
              await tx
                .update(shipOfferings)
                .set({ status: i % 2 === 0 ? 'inactive' : 'active' })
                .where(eq(shipOfferings.id, v.id));
          });
      })();
    const folds = (n: number) =>
      (async () => {
        for (let i = 0; i < n; i++) await sweepDeltas(t.db, OFFERING_SUMMARY_DELTAS);
      })();
    await Promise.all([crossing(0, 8), crossing(1, 8), accepting(0), accepting(1), toggling(6), folds(6)]);
    for (const [i, owner] of owners.entries())
      expect(await answered(agents[i])).toEqual(await recounted(owner.id));
    expect(await differencesOf(owners.map((o) => o.id))).toEqual([]);
  });
});
