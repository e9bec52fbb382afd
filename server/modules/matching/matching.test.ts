import { MATCH_PROPOSAL_LIMIT } from '@shared/domain/matching/score';
import type { Match } from '@shared/schemas/matching';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, cargoRequests, notifications, vesselAvailabilities } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOffering, offeringRow } from '../../test/marketplace-factories';
import {
  availabilityBody,
  cargoRequestBody,
  hoursFromNow,
  linkedAvailabilityBody,
  offeringOnBoard,
} from '../../test/matching-factories';

const DAY = 86_400_000;

describe('cargo matching through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  const counts = async () => {
    const [[a], [r], [m]] = await Promise.all([
      t.db.select({ n: count() }).from(vesselAvailabilities),
      t.db.select({ n: count() }).from(cargoRequests),
      t.db.select({ n: count() }).from(cargoMatches),
    ]);
    return { availabilities: Number(a.n), requests: Number(r.n), matches: Number(m.n) };
  };
  const notificationsOf = async (userId: string) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId));

  async function parties() {
    const carrierUser = await t.createUser();
    const shipperUser = await t.createUser();
    return {
      carrierUser,
      shipperUser,
      carrier: await t.agentFor(carrierUser),
      shipper: await t.agentFor(shipperUser),
    };
  }

  it('proposes a fitting voyage to a new request, with a breakdown that adds up, and tells the carrier', async () => {
    const { carrier, shipper, carrierUser } = await parties();
    const created = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody())
      .expect(201);
    expect(created.body.data).toMatchObject({ availableTEU: 100, teuCapacity: 100, status: 'available' });

    const res = await shipper.post('/api/algorithm/cargo-requests').send(cargoRequestBody()).expect(201);
    expect(res.body.data).toMatchObject({ requestedTEU: 20, status: 'pending', cargoType: 'general' });
    const matches: Match[] = res.body.matchingResult.matches;
    expect(matches).toHaveLength(1);
    const [m] = matches;
    expect(m.status).toBe('proposed');
    expect(m.party).toBe('shipper');
    const b = m.breakdown;
    expect(b.port).toMatchObject({ score: 1, weight: 0.4, points: 0.4 });
    expect(b.time).toMatchObject({ score: 1, earlyHours: 0, lateHours: 0 });
    // Best fit: 0.5 + 0.5 × 20 / 100.
    expect(b.capacity).toMatchObject({ score: 0.6, points: 0.09 });
    expect(b.price).toMatchObject({ score: 1, pricePerTEU: 150, maxPricePerTEU: 200 });
    expect(m.matchScore).toBe(0.94);
    expect(b.port.points + b.time.points + b.capacity.points + b.price.points).toBeCloseTo(m.matchScore, 9);
    expect(m.vesselDetails).toMatchObject({
      vesselName: 'Elbe Trader',
      teuCapacity: 100,
      originPort: 'DEHAM',
    });
    expect(m.requestDetails).toMatchObject({
      requiredTEU: 20,
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
    });

    const told = await notificationsOf(carrierUser.id);
    expect(told.some((n) => n.title === 'New cargo match' && n.message.includes('score 94.0%'))).toBe(true);

    const mine = await carrier.get('/api/algorithm/matches').expect(200);
    expect(mine.body.data.map((x: Match) => x.id)).toContain(m.id);
    expect(mine.body.data.find((x: Match) => x.id === m.id).party).toBe('carrier');
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const { carrier, shipper } = await parties();
    const before = await counts();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['availability', { availableTEU: 0 }, 'availableTEU', 'validation.teuInvalid'],
      ['availability', { availableTEU: 2.5 }, 'availableTEU', 'validation.teuInvalid'],
      ['availability', { pricePerTEU: 1.005 }, 'pricePerTEU', 'validation.priceInvalid'],
      ['availability', { pricePerTEU: -1 }, 'pricePerTEU', 'validation.priceInvalid'],
      ['availability', { originPort: 'XXXXX' }, 'originPort', 'validation.unknownPort'],
      ['availability', { destinationPort: 'DEHAM' }, 'destinationPort', 'validation.samePorts'],
      ['availability', { arrivalDate: hoursFromNow(1) }, 'arrivalDate', 'validation.arrivalBeforeDeparture'],
      ['availability', { departureDate: hoursFromNow(-2) }, 'departureDate', 'validation.departureInPast'],
      ['availability', { cargoTypes: ' , ' }, 'cargoTypes', 'validation.cargoTypesRequired'],
      ['availability', { cargoTypes: ['coal'] }, 'cargoTypes.0', 'validation.invalid'],
      ['availability', { availableTEU: undefined }, 'availableTEU', 'validation.required'],
      ['availability', { status: 'withdrawn' }, 'status', 'validation.unknownField'],
      ['availability', { contactEmail: 'nope' }, 'contactEmail', 'validation.invalidEmail'],
      ['request', { requestedTEU: -3 }, 'requestedTEU', 'validation.teuInvalid'],
      ['request', { latestArrivalDate: hoursFromNow(24) }, 'latestArrivalDate', 'validation.windowOrder'],
      [
        'request',
        { preferredDepartureDate: hoursFromNow(-72), latestArrivalDate: hoursFromNow(-1) },
        'latestArrivalDate',
        'validation.windowInPast',
      ],
      ['request', { maxPricePerTEU: 10.123 }, 'maxPricePerTEU', 'validation.priceInvalid'],
      ['request', { alternativeOrigins: 'DEBRV, NOPE' }, 'alternativeOrigins.1', 'validation.unknownPort'],
      ['request', { cargoType: 'livestock' }, 'cargoType', 'validation.invalid'],
      ['request', { requiredEquipment: ['warp_drive'] }, 'requiredEquipment.0', 'validation.invalid'],
      ['request', { userId: 'someone' }, 'userId', 'validation.unknownField'],
    ];
    for (const [kind, patch, field, key] of cases) {
      const res =
        kind === 'availability'
          ? await carrier.post('/api/algorithm/vessel-availabilities').send(availabilityBody(patch))
          : await shipper.post('/api/algorithm/cargo-requests').send(cargoRequestBody(patch));
      expect(res.status, `${kind} ${JSON.stringify(patch)}`).toBe(400);
      expect(res.body.issues, `${kind} ${JSON.stringify(patch)}`).toContainEqual(
        expect.objectContaining({ field, key }),
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('trims list fields, drops empties, repeats and the main port from the alternatives', async () => {
    const { shipper } = await parties();
    const res = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(
        cargoRequestBody({ alternativeOrigins: ' debrv , ,DEHAM, DEBRV,', requiredEquipment: 'ice_class, ' }),
      )
      .expect(201);
    expect(res.body.data.alternativeOrigins).toEqual(['DEBRV']);
    expect(res.body.data.requiredEquipment).toEqual(['ice_class']);
  });

  it('applies the hard filters: own capacity, cargo type, equipment, windows, ports and TEU', async () => {
    const { carrier, shipper } = await parties();
    // Alone on its route (Gdansk → Stockholm), so no other test's voyages interfere.
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(
        availabilityBody({
          originPort: 'PLGDN',
          destinationPort: 'SESTO',
          availableTEU: 50,
          cargoTypes: 'general',
          specialEquipment: 'ice_class',
        }),
      )
      .expect(201);
    const route = { originPort: 'PLGDN', destinationPort: 'SESTO' };
    const none = async (agent: typeof shipper, patch: Record<string, unknown>) => {
      const res = await agent
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ ...route, ...patch }));
      expect(res.status).toBe(201);
      expect(res.body.matchingResult.matches, JSON.stringify(patch)).toHaveLength(0);
    };
    await none(carrier, {});
    await none(shipper, { cargoType: 'reefer' });
    await none(shipper, { requiredEquipment: ['heavy_lift'] });
    await none(shipper, { requestedTEU: 51 });
    await none(shipper, {
      preferredDepartureDate: hoursFromNow(5 * 24),
      latestArrivalDate: hoursFromNow(8 * 24),
    });
    await none(shipper, { destinationPort: 'FIHEL' });
    const ok = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ ...route, requiredEquipment: ['ice_class'], requestedTEU: 50 }))
      .expect(201);
    expect(ok.body.matchingResult.matches).toHaveLength(1);
    expect(ok.body.matchingResult.matches[0].breakdown.capacity.score).toBe(1);
  });

  it('scores an alternative and a nearby port less than the same port, by sea distance', async () => {
    const { carrier, shipper } = await parties();
    // Bremerhaven → Felixstowe; the request asks Bremen → London Gateway with Felixstowe as an alternative.
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ originPort: 'DEBRV', destinationPort: 'GBFXT' }))
      .expect(201);
    const res = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(
        cargoRequestBody({
          originPort: 'DEBRE',
          destinationPort: 'GBLGP',
          alternativeDestinations: ['GBFXT'],
        }),
      )
      .expect(201);
    const [m] = res.body.matchingResult.matches as Match[];
    expect(m.breakdown.port.origin).toMatchObject({ kind: 'nearby', requested: 'DEBRE', offered: 'DEBRV' });
    expect(m.breakdown.port.origin.distanceNm).toBeGreaterThan(20);
    expect(m.breakdown.port.origin.distanceNm).toBeLessThan(81);
    expect(m.breakdown.port.origin.score).toBeCloseTo(1 - m.breakdown.port.origin.distanceNm / 81, 2);
    expect(m.breakdown.port.destination).toMatchObject({ kind: 'alternative', offered: 'GBFXT' });
    expect(m.breakdown.port.destination.score).toBeGreaterThanOrEqual(0.5);
    expect(m.breakdown.port.destination.score).toBeLessThan(1);
  });

  it('stores nothing below the 0.70 threshold', async () => {
    const { carrier, shipper } = await parties();
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ originPort: 'ITGOA', destinationPort: 'ESBCN', pricePerTEU: 400 }))
      .expect(201);
    const before = await counts();
    // Price 60 % over budget (0 points) and arriving 48 h late (time 0.5): 0.4 + 0.15 + 0.0525 = 0.6025.
    const res = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(
        cargoRequestBody({
          originPort: 'ITGOA',
          destinationPort: 'ESBCN',
          maxPricePerTEU: 250,
          latestArrivalDate: hoursFromNow(2 * 24),
          preferredDepartureDate: hoursFromNow(24),
          requestedTEU: 10,
        }),
      )
      .expect(201);
    expect(res.body.matchingResult.matches).toEqual([]);
    expect((await counts()).matches).toBe(before.matches);
  });

  it('accepts once: reserves the TEU on the offering, matches the request, expires its other proposals', async () => {
    const { carrier, shipper, carrierUser, shipperUser } = await parties();
    const { offering, capacity } = await offeringOnBoard(
      t.db,
      { id: carrierUser.id, agent: carrier },
      { originPort: 'BEANR', destinationPort: 'GBFXT', teuCapacity: 300, availableCapacity: 60 },
    );
    expect(capacity).toMatchObject({
      availableTEU: 60,
      teuCapacity: 300,
      shipOfferingId: offering.id,
    });
    const other = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ originPort: 'BEANR', destinationPort: 'GBFXT', availableTEU: 200 }))
      .expect(201);
    const req = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ originPort: 'BEANR', destinationPort: 'GBFXT', requestedTEU: 25 }))
      .expect(201);
    const matches: Match[] = req.body.matchingResult.matches;
    expect(matches).toHaveLength(2);
    // Best fit prefers the offering's 60 TEU pool for 25 TEU.
    expect(matches[0].vesselDetails.availabilityId).toBe(capacity.id);
    const chosen = matches[0];

    const accepted = await carrier
      .put(`/api/algorithm/matches/${chosen.id}/accept`)
      .send({ feedback: 'Welcome aboard' })
      .expect(200);
    expect(accepted.body.data).toMatchObject({ status: 'held', feedback: 'Welcome aboard' });
    expect(accepted.body.data.co2SavedT).toBeGreaterThan(0);
    expect((await offeringRow(t.db, offering.id)).availableCapacity).toBe(35);
    // Ship management counts the matched TEU as booked on the voyage: 25 booked, 35 free, 42 % of 60 offered.
    const own = (await carrier.get('/api/ship-offerings/my').expect(200)).body.find(
      (o: { id: string }) => o.id === offering.id,
    );
    expect(own).toMatchObject({ bookedTEU: 25, availableCapacity: 35 });
    const summary = (await carrier.get('/api/ship-offerings/my/summary').expect(200)).body;
    expect(summary).toMatchObject({ bookedTeu: 25, availableTeu: 35, utilization: 42 });
    // The shipper's accept is the confirmation: booked, with a reference.
    const again = await shipper.put(`/api/algorithm/matches/${chosen.id}/accept`).send({}).expect(200);
    expect(again.body.data.status).toBe('accepted');
    expect((await offeringRow(t.db, offering.id)).availableCapacity).toBe(35);
    await carrier
      .put(`/api/algorithm/matches/${chosen.id}/reject`)
      .send({ reason: 'Changed my mind' })
      .expect(409);

    const requests = await shipper.get('/api/cargo/requests/user').expect(200);
    expect(requests.body.find((r: { id: string }) => r.id === req.body.data.id).status).toBe('matched');
    const otherMatch = (await shipper.get('/api/cargo/matches/user').expect(200)).body.find(
      (x: Match) => x.vesselDetails.availabilityId === other.body.data.id,
    );
    expect(otherMatch).toMatchObject({ status: 'expired', expiredReason: 'request_matched' });
    await shipper.put(`/api/algorithm/matches/${otherMatch.id}/accept`).send({}).expect(409);

    const told = await notificationsOf(shipperUser.id);
    expect(told.some((n) => n.title === 'Match accepted: please confirm')).toBe(true);
    const stats = (await shipper.get('/api/algorithm/stats').expect(200)).body.data;
    expect(stats.successfulMatches).toBeGreaterThanOrEqual(1);
    expect(stats.totalTEUMatched).toBeGreaterThanOrEqual(25);
    expect(stats.co2Savings).toBeGreaterThan(0);

    // The pool is one: the owner's capacity edit cannot give back what the match took.
    await carrier
      .patch(`/api/ship-offerings/${offering.id}/capacity`)
      .send({ availableCapacity: 276 })
      .expect(400);
    await carrier
      .patch(`/api/ship-offerings/${offering.id}/capacity`)
      .send({ availableCapacity: 275 })
      .expect(200);
  });

  it('a booking on the offering takes from the same pool and expires proposals that no longer fit', async () => {
    const { carrier, shipper, carrierUser } = await parties();
    const booker = await t.agentFor(await t.createUser());
    const { offering } = await offeringOnBoard(
      t.db,
      { id: carrierUser.id, agent: carrier },
      {
        originPort: 'DEBRV',
        destinationPort: 'NOOSL',
        availableCapacity: 30,
        arrivalDate: new Date(Date.now() + 5 * DAY),
      },
      { cargoTypes: 'general' },
    );
    const req = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ originPort: 'DEBRV', destinationPort: 'NOOSL', requestedTEU: 20 }))
      .expect(201);
    const [m] = req.body.matchingResult.matches as Match[];
    expect(m.status).toBe('proposed');

    const booking = await booker
      .post('/api/ship-booking-requests')
      .send({
        shipOfferingId: offering.id,
        contactName: 'B',
        contactEmail: 'b@x.example',
        requestedTEU: 15,
        cargoDescription: 'Paper',
      })
      .expect(201);
    await carrier.post(`/api/ship-booking-requests/${booking.body.id}/accept`).expect(200);
    const after = (await shipper.get('/api/algorithm/matches').expect(200)).body.data.find(
      (x: Match) => x.id === m.id,
    );
    expect(after).toMatchObject({ status: 'expired', expiredReason: 'capacity_taken' });
    await shipper.put(`/api/algorithm/matches/${m.id}/accept`).send({}).expect(409);
    expect((await offeringRow(t.db, offering.id)).availableCapacity).toBe(15);
  });

  it('links only an approved offering of the caller, once, and leaves its voyage fields to it', async () => {
    const { carrier, carrierUser } = await parties();
    const stranger = await t.agentFor(await t.createUser());
    const offering = await insertOffering(t.db, carrierUser.id);
    const pending = await insertOffering(t.db, carrierUser.id, { approvalStatus: 'pending' });
    const withRoute = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(linkedAvailabilityBody(offering.id, { availableTEU: 10 }));
    expect(withRoute.status).toBe(400);
    expect(withRoute.body.issues[0]).toMatchObject({
      field: 'availableTEU',
      key: 'validation.takenFromOffering',
    });
    await stranger
      .post('/api/algorithm/vessel-availabilities')
      .send(linkedAvailabilityBody(offering.id))
      .expect(404);
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(linkedAvailabilityBody(pending.id))
      .expect(409);
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(linkedAvailabilityBody(offering.id))
      .expect(409); // no arrival date on this offering
  });

  it('owners edit and withdraw their own; a stranger gets 404 and changes nothing; the other party is told', async () => {
    const { carrier, shipper, carrierUser } = await parties();
    const stranger = await t.agentFor(await t.createUser());
    const a = (
      await carrier
        .post('/api/algorithm/vessel-availabilities')
        .send(availabilityBody({ originPort: 'FRLEH', destinationPort: 'GBSOU' }))
        .expect(201)
    ).body.data;
    const r = (
      await shipper
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ originPort: 'FRLEH', destinationPort: 'GBSOU' }))
        .expect(201)
    ).body;
    const matchId = r.matchingResult.matches[0].id;
    const edit = availabilityBody({ originPort: 'FRLEH', destinationPort: 'GBSOU', availableTEU: 40 });
    delete (edit as Record<string, unknown>).vesselId;

    await stranger.put(`/api/algorithm/vessel-availabilities/${a.id}`).send(edit).expect(404);
    await stranger.post(`/api/algorithm/vessel-availabilities/${a.id}/withdraw`).expect(404);
    await stranger.put(`/api/algorithm/cargo-requests/${r.data.id}`).send(cargoRequestBody()).expect(404);
    await stranger.post(`/api/algorithm/cargo-requests/${r.data.id}/withdraw`).expect(404);
    await stranger.put(`/api/algorithm/matches/${matchId}/accept`).send({}).expect(404);
    await stranger.put(`/api/algorithm/matches/${matchId}/reject`).send({ reason: 'x' }).expect(404);
    await carrier.put('/api/algorithm/matches/not-a-uuid/accept').send({}).expect(404);

    // An edit re-scores the proposal: 20 of 40 TEU → capacity fit 0.75.
    const edited = await carrier.put(`/api/algorithm/vessel-availabilities/${a.id}`).send(edit).expect(200);
    expect(edited.body.matchingResult.matches[0].breakdown.capacity.score).toBe(0.75);
    await carrier.post(`/api/algorithm/vessel-availabilities/${a.id}/withdraw`).expect(200);
    const closed = (await shipper.get('/api/algorithm/matches').expect(200)).body.data.find(
      (x: Match) => x.id === matchId,
    );
    expect(closed).toMatchObject({ status: 'expired', expiredReason: 'withdrawn' });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, r.data.userId));
    expect(told.some((n) => n.title === 'Vessel capacity withdrawn')).toBe(true);
    expect(
      (
        await t.db.select().from(vesselAvailabilities).where(eq(vesselAvailabilities.ownerId, carrierUser.id))
      )[0].status,
    ).toBe('withdrawn');
  });

  it('rejects with a reason and never proposes the pair again', async () => {
    const { carrier, shipper, carrierUser } = await parties();
    const a = (
      await carrier
        .post('/api/algorithm/vessel-availabilities')
        .send(availabilityBody({ originPort: 'ESVLC', destinationPort: 'ITGOA' }))
        .expect(201)
    ).body.data;
    const r = (
      await shipper
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ originPort: 'ESVLC', destinationPort: 'ITGOA' }))
        .expect(201)
    ).body;
    const id = r.matchingResult.matches[0].id;
    const missing = await shipper.put(`/api/algorithm/matches/${id}/reject`).send({ reason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0]).toMatchObject({ field: 'reason', key: 'validation.reasonRequired' });
    const rejected = await shipper
      .put(`/api/algorithm/matches/${id}/reject`)
      .send({ reason: 'Too expensive', feedback: 'Try 120' })
      .expect(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Too expensive' });
    const told = await notificationsOf(carrierUser.id);
    expect(told.some((n) => n.title === 'Match rejected' && n.message.includes('Too expensive'))).toBe(true);
    const edit = availabilityBody({ originPort: 'ESVLC', destinationPort: 'ITGOA', pricePerTEU: 120 });
    const again = await carrier.put(`/api/algorithm/vessel-availabilities/${a.id}`).send(edit).expect(200);
    expect(again.body.matchingResult.matches).toEqual([]);
  });

  it('an administrator sees every match but only parties decide', async () => {
    const { carrier, shipper } = await parties();
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ originPort: 'SESTO', destinationPort: 'FIHEL' }))
      .expect(201);
    const r = (
      await shipper
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ originPort: 'SESTO', destinationPort: 'FIHEL' }))
        .expect(201)
    ).body;
    const id = r.matchingResult.matches[0].id;
    const all = (await admin.get('/api/algorithm/matches?port=FIHEL').expect(200)).body.data;
    expect(all.map((m: Match) => m.id)).toContain(id);
    expect(all.find((m: Match) => m.id === id).party).toBe('admin');
    await admin.put(`/api/algorithm/matches/${id}/accept`).send({}).expect(403);
    const filtered = (await shipper.get('/api/algorithm/matches?status=accepted').expect(200)).body.data;
    expect(filtered.map((m: Match) => m.id)).not.toContain(id);
    await shipper.get('/api/algorithm/matches?status=nope').expect(400);
  });

  it('pending and rejected users get 403 on every matching call', async () => {
    for (const approvalStatus of ['pending', 'rejected'] as const) {
      const agent = await t.agentFor(await t.createUser({ approvalStatus }));
      const id = '00000000-0000-4000-8000-000000000000';
      const calls = [
        agent.get('/api/algorithm/matches'),
        agent.get('/api/algorithm/stats'),
        agent.get('/api/algorithm/vessel-availabilities'),
        agent.get('/api/algorithm/cargo-requests'),
        agent.post('/api/algorithm/vessel-availabilities').send(availabilityBody()),
        agent.post('/api/algorithm/cargo-requests').send(cargoRequestBody()),
        agent.put(`/api/algorithm/matches/${id}/accept`).send({}),
        agent.put(`/api/algorithm/matches/${id}/reject`).send({ reason: 'x' }),
        agent.get('/api/cargo/requests/user'),
        agent.get('/api/cargo/matches/user'),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    }
    await t.request().get('/api/algorithm/matches').expect(401);
  });

  it('a full rematch proposes pairs that fit and leaves decided ones alone', async () => {
    const { rematchAll } = await import('./rematch.service');
    const { carrier, shipper } = await parties();
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ originPort: 'DKAAR', destinationPort: 'DKCPH' }))
      .expect(201);
    const r = (
      await shipper
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ originPort: 'DKAAR', destinationPort: 'DKCPH' }))
        .expect(201)
    ).body;
    const id = r.matchingResult.matches[0].id;
    await t.db.delete(cargoMatches).where(eq(cargoMatches.id, id));
    const result = await rematchAll(t.db, new Date(), MATCH_PROPOSAL_LIMIT);
    expect(result.proposals).toBeGreaterThanOrEqual(1);
    const back = (await shipper.get('/api/cargo/matches/user').expect(200)).body;
    expect(back.some((m: Match) => m.requestDetails.requestId === r.data.id && m.status === 'proposed')).toBe(
      true,
    );
  });

  it('the dashboard summary counts cargo requests and matches', async () => {
    const { shipper } = await parties();
    await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ originPort: 'GBHUL' }))
      .expect(201);
    const s = (await shipper.get('/api/marketplace/summary').expect(200)).body;
    expect(s.cargoRequests).toBe(1);
    expect(s.platform.cargoRequests).toBeGreaterThanOrEqual(1);
    expect(typeof s.platform.activeMatches).toBe('number');
  });
});
