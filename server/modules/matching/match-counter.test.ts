
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { offeringRow } from '../../test/marketplace-factories';
import { matchProbes, proposedMatch } from '../../test/matching-factories';

// PRODUCT.md 33 (issue 23 §2): either party of a proposed match may counter its price per TEU; the other accepts
// (booked at once at that price), counters again, declines (the match stays as it was) or rejects the match.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const { matchRow, titlesOf, historyOf: steps } = matchProbes(() => t.db);
const historyOf = async (id: string) => (await steps(id)).map((e) => `${e.kind}:${e.pricePerTEU ?? ''}`);

const url = (id: string, action: string) => `/api/algorithm/matches/${id}/${action}`;
const counter = (agent: TestAgent, id: string, pricePerTEU: number, note?: string) =>
  agent.put(url(id, 'counter')).send({ pricePerTEU, ...(note ? { note } : {}) });
const accept = (agent: TestAgent, id: string) => agent.put(url(id, 'accept')).send({});

describe('a counter-offer on a proposed match', () => {
  it('is accepted by the other side: booked at once at the counter price, with a reference', async () => {
    const p = await proposedMatch(t);
    const listed = Number(p.match.pricePerTEU);
    const res = await counter(p.shipper, p.match.id, listed - 20, 'Our budget for this lane').expect(200);
    expect(res.body.data).toMatchObject({
      status: 'proposed',
      counter: { by: 'shipper', pricePerTEU: listed - 20 },
    });
    expect(await titlesOf(p.carrierUser.id)).toContain('Counter-offer on a match');
    // The carrier sees it on the card; the shipper may not accept their own counter.
    const seen = (await p.carrier.get('/api/algorithm/matches').expect(200)).body.data;
    expect(seen.find((m: { id: string }) => m.id === p.match.id).counter).toEqual({
      by: 'shipper',
      pricePerTEU: listed - 20,
    });
    expectError(
      await accept(p.shipper, p.match.id),
      409,
      'CONFLICT',
      'You made a counter-offer on this match: the other party accepts or declines it',
    );

    const booked = (await accept(p.carrier, p.match.id).expect(200)).body.data;
    expect(booked).toMatchObject({ status: 'accepted', counter: null, pricePerTEU: listed - 20, hold: null });
    expect(booked.reference).toMatch(/^FH-\d{4}-\d{6}$/);
    const row = await matchRow(p.match.id);
    expect(row).toMatchObject({ reservedTeu: 25, counterPricePerTeu: null, counteredBy: null });
    expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(35);
    expect(await titlesOf(p.shipperUser.id)).toContain('Match confirmed: booked');
    expect(await historyOf(p.match.id)).toEqual([
      `countered:${listed - 20}`,
      `counter_accepted:${listed - 20}`,
      `confirmed:${listed - 20}`,
    ]);
    // The confirmation states the agreed price.
    const confirmation = (
      await p.shipper.get(`/api/bookings/confirmation?reference=${booked.reference}`).expect(200)
    ).body;
    expect(confirmation.price).toMatchObject({ pricePerTEU: listed - 20, allIn: (listed - 20) * 25 });
  });

  it('may be countered back, and declined: the match stays proposed at the price before', async () => {
    const p = await proposedMatch(t);
    const listed = Number(p.match.pricePerTEU);
    await counter(p.shipper, p.match.id, listed - 30).expect(200);
    const back = (await counter(p.carrier, p.match.id, listed - 10).expect(200)).body.data;
    expect(back.counter).toEqual({ by: 'carrier', pricePerTEU: listed - 10 });
    expectError(await p.carrier.put(url(p.match.id, 'decline-counter')).send({}), 409, 'CONFLICT');
    const declined = (
      await p.shipper.put(url(p.match.id, 'decline-counter')).send({ reason: 'Too dear' }).expect(200)
    ).body.data;
    expect(declined).toMatchObject({ status: 'proposed', counter: null, pricePerTEU: listed });
    expect(await titlesOf(p.carrierUser.id)).toContain('Counter-offer declined');
    expectError(
      await p.shipper.put(url(p.match.id, 'decline-counter')).send({}),
      409,
      'CONFLICT',
      'There is no counter-offer on this match',
    );
    expect(await historyOf(p.match.id)).toEqual([
      `countered:${listed - 30}`,
      `countered:${listed - 10}`,
      `counter_declined:${listed - 10}`,
    ]);
    // Still open to the ordinary accept: held at the listed price.
    expect((await accept(p.shipper, p.match.id).expect(200)).body.data).toMatchObject({
      status: 'held',
      pricePerTEU: listed,
    });
  });

  it('is refused for strangers (404), the same price (400), and a decided match (409)', async () => {
    const p = await proposedMatch(t);
    const stranger = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
    expectError(await counter(stranger, p.match.id, 10), 404, 'NOT_FOUND');
    expectError(await stranger.put(url(p.match.id, 'decline-counter')).send({}), 404, 'NOT_FOUND');
    expectValidation(await counter(p.shipper, p.match.id, Number(p.match.pricePerTEU)), [
      { field: 'pricePerTEU', message: 'A counter-offer needs a price other than the one on the table' },
    ]);
    const negative = await p.shipper.put(url(p.match.id, 'counter')).send({ pricePerTEU: -5 });
    expectError(negative, 400, 'VALIDATION_ERROR');
    expect(negative.body.issues.map((i: { field: string }) => i.field)).toEqual(['pricePerTEU']);
    await p.shipper.put(url(p.match.id, 'reject')).send({ reason: 'Other plans' }).expect(200);
    expectError(
      await counter(p.carrier, p.match.id, 99),
      409,
      'CONFLICT',
      'This match is rejected: it cannot be countered',
    );
  });
});

describe('a counter-offer on a held match', () => {
  it('comes from the side asked to confirm; the holder accepting it books at the counter price', async () => {
    const p = await proposedMatch(t);
    const listed = Number(p.match.pricePerTEU);
    await accept(p.shipper, p.match.id).expect(200);
    expectError(
      await counter(p.shipper, p.match.id, listed - 5),
      409,
      'CONFLICT',
      'You hold this match at its price: the other party confirms it or makes a counter-offer',
    );
    const countered = (await counter(p.carrier, p.match.id, listed + 15).expect(200)).body.data;
    expect(countered).toMatchObject({ status: 'held', counter: { by: 'carrier', pricePerTEU: listed + 15 } });
    expectError(await accept(p.carrier, p.match.id), 409, 'CONFLICT');
    const booked = (await accept(p.shipper, p.match.id).expect(200)).body.data;
    expect(booked).toMatchObject({ status: 'accepted', pricePerTEU: listed + 15, counter: null });
    expect((await offeringRow(t.db, p.offering.id)).availableCapacity).toBe(35);
    expect(await titlesOf(p.carrierUser.id)).toContain('Match confirmed: booked');
  });
});
