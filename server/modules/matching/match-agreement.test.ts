import { MATCH_PROPOSAL_LIMIT } from '@shared/domain/matching/score';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoRequests, } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { offeringRow } from '../../test/marketplace-factories';
import { matchProbes, proposedMatch } from '../../test/matching-factories';
import { HOLD_HOURS, releaseExpiredHolds } from './match-holds';

// PRODUCT.md 33 (issue 23 §2): the first accept holds the TEU for 48 hours, the other party's confirms them; a
// rejection or the hold's end releases them.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const REFERENCE = /^FH-\d{4}-\d{6}$/;
const sweep = () =>
  releaseExpiredHolds({ database: t.database, clock: t.now, config: { MATCH_PROPOSAL_LIMIT } });
const requestRow = async (id: string) =>
  (await t.db.select().from(cargoRequests).where(eq(cargoRequests.id, id)))[0];
const { matchRow, titlesOf, historyOf: steps } = matchProbes(() => t.db);
const historyOf = async (id: string) => (await steps(id)).map((e) => e.kind);

const proposed = () => proposedMatch(t);

const accept = (agent: Awaited<ReturnType<TestApp['agentFor']>>, id: string) =>
  agent.put(`/api/algorithm/matches/${id}/accept`).send({});

describe('a proposed match', () => {
  it('is held by the first accept for 48 hours and booked by the other side’s confirmation, with a reference', async () => {
    const p = await proposed();
    const held = await accept(p.shipper, p.match.id).expect(200);
    expect(held.body.data.status).toBe('held');
    const row = await matchRow(p.match.id);
    expect(row).toMatchObject({ heldBy: 'shipper', reservedTeu: 25, reference: null });
    expect(new Date(row.holdExpiresAt!).getTime() - new Date(row.heldAt!).getTime()).toBe(
      HOLD_HOURS * 3_600_000,
    );
    expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(35);
    expect(await titlesOf(p.carrierUser.id)).toContain('Match accepted: please confirm');
    // Both sides see who holds it and until when (the card's "held for you until" and "confirm by").
    expect(held.body.data).toMatchObject({
      hold: { by: 'shipper', expiresAt: new Date(row.holdExpiresAt!).toISOString() },
      reference: null,
    });
    const seen = await p.carrier.get('/api/algorithm/matches').expect(200);
    expect(seen.body.data.find((m: { id: string }) => m.id === p.match.id).hold).toMatchObject({
      by: 'shipper',
    });

    const booked = await accept(p.carrier, p.match.id).expect(200);
    expect(booked.body.data.status).toBe('accepted');
    const agreed = await matchRow(p.match.id);
    expect(agreed.reference).toMatch(REFERENCE);
    expect(booked.body.data).toMatchObject({ hold: null, reference: agreed.reference });
    expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(35);
    expect(await titlesOf(p.shipperUser.id)).toContain('Match confirmed: booked');
    expect(await historyOf(p.match.id)).toEqual(['held', 'confirmed']);
    // Its confirmation, for both parties: the held TEU at the match's price, the history by side.
    const confirmation = (
      await p.carrier.get(`/api/bookings/confirmation?reference=${agreed.reference}`).expect(200)
    ).body;
    expect(confirmation).toMatchObject({
      origin: 'match',
      cargo: { teu: 25 },
      price: { pricePerTEU: Number(agreed.pricePerTeu), allIn: Number(agreed.pricePerTeu) * 25 },
    });
    expect(confirmation.history.map((h: { kind: string; by: string }) => `${h.kind}:${h.by}`)).toEqual([
      'held:merchant',
      'confirmed:carrier',
    ]);
    await p.shipper.get(`/api/bookings/confirmation?reference=${agreed.reference}`).expect(200);
    // Both parties' lists of agreed bookings carry it beside those made from booking requests.
    for (const [agent, side] of [
      [p.carrier, 'carrier'],
      [p.shipper, 'merchant'],
    ] as const) {
      const list = (await agent.get(`/api/bookings/agreed?side=${side}`).expect(200)).body;
      expect(list).toEqual([
        expect.objectContaining({ reference: agreed.reference, origin: 'match', teu: 25 }),
      ]);
    }
    // Booked is final: neither side may reject it now.
    expectError(
      await p.shipper.put(`/api/algorithm/matches/${p.match.id}/reject`).send({ reason: 'x' }),
      409,
      'CONFLICT',
    );
  });

  it('held and then rejected by either side gives the TEU back and opens the request again', async () => {
    for (const who of ['holder', 'other'] as const) {
      const p = await proposed();
      await accept(p.shipper, p.match.id).expect(200);
      const agent = who === 'holder' ? p.shipper : p.carrier;
      const res = await agent
        .put(`/api/algorithm/matches/${p.match.id}/reject`)
        .send({ reason: 'Plans changed' });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('rejected');
      expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(60);
      expect((await requestRow(p.requestId)).status).toBe('pending');
      expect(await historyOf(p.match.id)).toEqual(['held', 'rejected']);
    }
  });

  it('is hidden from strangers (404)', async () => {
    const p = await proposed();
    const stranger = await t.agentFor(await t.createUser());
    expectError(await accept(stranger, p.match.id), 404, 'NOT_FOUND');
  });

  // Last: the clock moves on for good (moving it back would leave the sign-in throttle's windows in the future).
  it('held past its end: a late confirmation is 409, the sweep releases it: TEU back, request open, both told', async () => {
    const late = await proposed();
    const lapsed = await proposed();
    await accept(late.shipper, late.match.id).expect(200);
    await accept(lapsed.carrier, lapsed.match.id).expect(200);
    expect(await sweep()).toBe(0);
    t.advanceClock(HOLD_HOURS * 3_600_000 + 60_000);

    // Sessions do not outlive the hold on this test's clock: sign in again.
    const tooLate = await accept(await t.agentFor(late.carrierUser), late.match.id);
    expectError(tooLate, 409, 'CONFLICT', 'The hold on this match has ended');

    expect(await sweep()).toBe(2);
    for (const p of [late, lapsed]) {
      expect(await matchRow(p.match.id)).toMatchObject({
        status: 'expired',
        expiredReason: 'hold_expired',
        reservedTeu: null,
      });
      expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(60);
      expect((await requestRow(p.requestId)).status).toBe('pending');
      for (const user of [p.carrierUser, p.shipperUser])
        expect(await titlesOf(user.id)).toContain('Hold on a match ended');
      expect(await historyOf(p.match.id)).toEqual(['held', 'released']);
    }
    // A lapsed pair is not proposed again, and confirming it now is 409 as well.
    expectError(await accept(await t.agentFor(lapsed.shipperUser), lapsed.match.id), 409, 'CONFLICT');
  });
});

describe('a held match whose party leaves', () => {
  it('ends when the shipper deletes their account: TEU back, the carrier told, the request not reopened', async () => {
    const p = await proposed();
    await accept(p.shipper, p.match.id).expect(200);
    expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(35);
    await p.shipper.delete('/api/auth/user').send({ password: PASSWORD }).expect(204);
    expect(await matchRow(p.match.id)).toMatchObject({ status: 'expired', expiredReason: 'withdrawn' });
    expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(60);
    expect(await titlesOf(p.carrierUser.id)).toContain('Hold on a match ended');
    // Nobody may confirm it now.
    expectError(await accept(p.carrier, p.match.id), 409, 'CONFLICT');
  });

  it('ends when the carrier deletes theirs: the shipper’s request is open again', async () => {
    const p = await proposed();
    await accept(p.carrier, p.match.id).expect(200);
    await p.carrier.delete('/api/auth/user').send({ password: PASSWORD }).expect(204);
    expect((await requestRow(p.requestId)).status).toBe('pending');
    expect(await titlesOf(p.shipperUser.id)).toContain('Hold on a match ended');
  });
});
