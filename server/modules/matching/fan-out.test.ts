import { MATCH_PROPOSAL_LIMIT } from '@shared/domain/matching/score';
import type { Match } from '@shared/schemas/matching';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, notifications } from '../../db/schema';
import { insertAvailability, insertCargoRequest } from '../../test/analytics-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { bookingBody, insertOffering } from '../../test/marketplace-factories';
import { availabilityBody, cargoRequestBody } from '../../test/matching-factories';
import { bestPairs, type Scored } from './engine';

// Issue 22: one new request or availability proposes at most its best N pairs (ADR 004), and each party hears of
// them once, with later runs in the same minute folded into the same notice.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const DAY = 86_400_000;
const route = { originPort: 'PLGDN', destinationPort: 'LTKLJ' };
const noticesOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);
const proposalsOf = (
  column: typeof cargoMatches.requestId | typeof cargoMatches.availabilityId,
  id: string,
) =>
  t.db
    .select()
    .from(cargoMatches)
    .where(and(eq(column, id), eq(cargoMatches.status, 'proposed')));

describe('a new transport request facing 25 fitting voyages of one carrier', () => {
  it('proposes its best 20, and the carrier gets one notice that takes in the next request of the minute', async () => {
    const carrier = await t.createUser({ role: 'shipowner' });
    const shipper = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
    // Prices 100..148: the cheaper voyages score higher on price, so the best 20 are the 20 cheapest.
    for (let i = 0; i < 25; i++)
      await insertAvailability(t.db, carrier.id, {
        ...route,
        vesselName: `Baltic ${i}`,
        pricePerTeu: `${100 + 2 * i}.00`,
      });

    const res = await shipper.post('/api/algorithm/cargo-requests').send(cargoRequestBody(route)).expect(201);
    const matches: Match[] = res.body.matchingResult.matches;
    expect(matches).toHaveLength(MATCH_PROPOSAL_LIMIT);
    expect(await proposalsOf(cargoMatches.requestId, res.body.data.id)).toHaveLength(MATCH_PROPOSAL_LIMIT);
    const prices = matches.map((m) => m.pricePerTEU).sort((a, b) => a - b);
    expect(prices.at(-1)).toBe(100 + 2 * (MATCH_PROPOSAL_LIMIT - 1));

    const [notice, ...more] = await noticesOf(carrier.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: '20 new cargo matches',
      groupKey: 'matchesProposed',
      groupCount: 20,
    });

    // A second request within the minute: still one notice, now for 40.
    await shipper.post('/api/algorithm/cargo-requests').send(cargoRequestBody(route)).expect(201);
    const [again, ...none] = await noticesOf(carrier.id);
    expect(none).toEqual([]);
    expect(again).toMatchObject({
      id: notice.id,
      title: '40 new cargo matches',
      groupCount: 40,
      read: false,
    });

    // A minute later (or once read) the next run is a notice of its own.
    await t.db.execute(
      sql`update notifications set created_at = created_at - interval '61 seconds' where id = ${notice.id}`,
    );
    await shipper.post('/api/algorithm/cargo-requests').send(cargoRequestBody(route)).expect(201);
    expect((await noticesOf(carrier.id)).map((n) => n.groupCount)).toEqual([40, 20]);
  });
});

describe('a new voyage facing 25 pending requests of one shipper', () => {
  it('proposes its best 20 and tells the shipper once', async () => {
    const shipper = await t.createUser({ role: 'cargo_owner' });
    const carrier = await t.agentFor(await t.createUser({ role: 'shipowner' }));
    const otherRoute = { originPort: 'SEGOT', destinationPort: 'FIHEL' };
    for (let i = 0; i < 25; i++)
      await insertCargoRequest(t.db, shipper.id, {
        ...otherRoute,
        requestedTeu: 10 + i,
        preferredDepartureDate: new Date(Date.now() + 2 * DAY),
        latestArrivalDate: new Date(Date.now() + 6 * DAY),
      });
    const res = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ ...otherRoute, availableTEU: 500 }))
      .expect(201);
    expect(res.body.matchingResult.matches).toHaveLength(MATCH_PROPOSAL_LIMIT);
    expect(await proposalsOf(cargoMatches.availabilityId, res.body.data.id)).toHaveLength(
      MATCH_PROPOSAL_LIMIT,
    );
    const notices = await noticesOf(shipper.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: '20 new cargo matches', groupCount: 20 });
  });
});

describe('bestPairs', () => {
  const pair = (request: string, capacity: string, matchScore: number) =>
    ({ request: { id: request }, capacity: { row: { id: capacity } }, matchScore }) as unknown as Scored;

  it('keeps the best pairs first, at most `limit` per request and per availability', () => {
    const scored = [
      pair('r1', 'a1', 0.8),
      pair('r1', 'a2', 0.95),
      pair('r1', 'a3', 0.9),
      pair('r2', 'a2', 0.85),
      pair('r3', 'a2', 0.99),
    ];
    const kept = bestPairs(scored, 2).map((s) => `${s.request.id}-${s.capacity.row.id}`);
    // a2 takes its best two (r3, r1); r2-a2 is left out; r1 keeps a2 and a3, so r1-a1 is left out.
    expect(kept).toEqual(['r3-a2', 'r1-a2', 'r1-a3']);
  });
});

describe('booking requests arriving together', () => {
  it('are one notice to the owner while it is unread and under a minute old', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const offering = await insertOffering(t.db, owner.id);
    for (let i = 0; i < 3; i++) {
      const requester = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
      await requester
        .post('/api/ship-booking-requests')
        .send(bookingBody(offering.id, { requestedTEU: 5 }))
        .expect(201);
    }
    const notices = await noticesOf(owner.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: '3 new booking requests', groupCount: 3, priority: 'high' });

    // Read, the notice stops taking in: the next request is told on its own, with its details.
    await t.db.update(notifications).set({ read: true }).where(eq(notifications.id, notices[0].id));
    const late = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
    await late
      .post('/api/ship-booking-requests')
      .send(bookingBody(offering.id, { requestedTEU: 7 }))
      .expect(201);
    const after = await noticesOf(owner.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ title: 'New booking request', groupCount: 1 });
    expect(after[1].message).toContain('7 TEU');
  });
});
