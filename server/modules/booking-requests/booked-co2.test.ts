import type { BookingRequest } from '@shared/schemas/booking-requests';
import type { Match } from '@shared/schemas/matching';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOffering, insertVessel } from '../../test/marketplace-factories';
import { availabilityBody, cargoRequestBody } from '../../test/matching-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const bookingBody = (shipOfferingId: string, requestedTEU: number) => ({
  shipOfferingId,
  contactName: 'Carla Cargo',
  contactEmail: 'carla@shipper.example',
  requestedTEU,
  cargoDescription: 'Machine parts',
});

describe('CO2 of the booked TEU (issue 14)', () => {
  it('a booking request states requested TEU × the voyage card’s CO2 per TEU, to the requester and the owner, before and after acceptance', async () => {
    const ownerUser = await t.createUser();
    const owner = await t.agentFor(ownerUser);
    const shipper = await t.agentFor(await t.createUser());
    const offering = await insertOffering(t.db, ownerUser.id, { teuCapacity: 650, availableCapacity: 300 });
    const card = (await t.request().get(`/api/ship-offerings/${offering.id}`).expect(200)).body;
    const perTeu = card.footprint.co2TtwKgPerTeu;
    expect(perTeu).toBeGreaterThan(0);

    const created = await shipper
      .post('/api/ship-booking-requests')
      .send(bookingBody(offering.id, 37))
      .expect(201);
    const expected = {
      teu: 37,
      co2TtwKgPerTeu: perTeu,
      co2eWtwKgPerTeu: card.footprint.co2eWtwKgPerTeu,
      co2TtwKg: Math.round(perTeu * 10 * 37) / 10,
      co2eWtwKg: Math.round(card.footprint.co2eWtwKgPerTeu * 10 * 37) / 10,
      distanceNm: card.footprint.distanceNm,
      basis: 'class',
    };
    expect(created.body.co2).toEqual(expected);

    const incoming = (await owner.get('/api/ship-booking-requests/incoming').expect(200))
      .body as BookingRequest[];
    expect(incoming.find((b) => b.id === created.body.id)?.co2).toEqual(expected);

    const accepted = await owner.post(`/api/ship-booking-requests/${created.body.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', co2: expected });
    const mine = (await shipper.get('/api/ship-booking-requests/my').expect(200)).body as BookingRequest[];
    expect(mine.find((b) => b.id === created.body.id)?.co2).toEqual(expected);
  });

  it('an accepted match states the reserved TEU × the availability card’s CO2 per TEU, with the fleet vessel’s figures', async () => {
    const carrierUser = await t.createUser();
    const carrier = await t.agentFor(carrierUser);
    const shipper = await t.agentFor(await t.createUser());
    const vessel = await insertVessel(t.db, carrierUser.id, {
      teuCapacity: 700,
      grossTonnage: 8_000,
      serviceSpeedKnots: '14.0',
      fuelConsumptionTonnesPerDay: '18.0',
      fuelType: 'hfo',
    });
    const availability = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselId: vessel.id, vesselName: undefined, availableTEU: 300 }))
      .expect(201);
    const request = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ requestedTEU: 23 }))
      .expect(201);
    const [proposal] = request.body.matchingResult.matches as Match[];
    expect(proposal.vesselDetails.availabilityId).toBe(availability.body.data.id);

    const list = (await carrier.get('/api/algorithm/vessel-availabilities').expect(200)).body.data;
    const card = list.find((a: { id: string }) => a.id === availability.body.data.id).footprint;
    expect(card.basis).toBe('fleet');
    const expected = {
      teu: 23,
      co2TtwKgPerTeu: card.co2TtwKgPerTeu,
      co2eWtwKgPerTeu: card.co2eWtwKgPerTeu,
      co2TtwKg: Math.round(card.co2TtwKgPerTeu * 10 * 23) / 10,
      co2eWtwKg: Math.round(card.co2eWtwKgPerTeu * 10 * 23) / 10,
      distanceNm: card.distanceNm,
      basis: 'fleet',
    };
    expect(proposal.co2).toEqual(expected);

    // The carrier's accept holds the TEU, the shipper's confirms the booking (PRODUCT.md 33): the same figure.
    const held = await carrier.put(`/api/algorithm/matches/${proposal.id}/accept`).send({}).expect(200);
    expect(held.body.data).toMatchObject({ status: 'held', co2: expected });
    const accepted = await shipper.put(`/api/algorithm/matches/${proposal.id}/accept`).send({}).expect(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', co2: expected });
    const mine = (await shipper.get('/api/algorithm/matches').query({ status: 'accepted' }).expect(200)).body
      .data;
    expect(mine.find((m: Match) => m.id === proposal.id).co2).toEqual(expected);
  });
});
