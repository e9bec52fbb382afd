import { bookingTotal } from '@shared/domain/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipOfferings } from '../../db/schema';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { bookingBody, offeringBody, vesselBody } from '../../test/marketplace-factories';
import { cargoRequestBody, linkedAvailabilityBody } from '../../test/matching-factories';
import { footprintOf } from '../matching/slot-footprint';

/**
 * Issue 25 §1: a voyage on a fleet vessel has one CO2 per TEU and one all-in price wherever it is shown — offering
 * card (public list, single read, owner's list), the list's CO2 sort, the availability, the match, the booking,
 * the CO2 statement and the booking confirmation — computed from the vessel's own figures, and a change of those
 * figures moves all of them together.
 */
const DAY = 86_400_000;
let t: TestApp;
let owner: TestAgent;
let shipper: TestAgent;
let merchant: TestAgent;
let admin: TestAgent;
let offeringId: string;
let vesselId: string;
let reference: string;
let requestedTeu: number;
const departure = new Date(Date.now() + 10 * DAY);
const period = {
  from: departure.toISOString().slice(0, 10),
  to: new Date(departure.getTime() + 2 * DAY).toISOString().slice(0, 10),
};

type Footprint = { co2TtwKgPerTeu: number; price: { allIn: number } };
type Item = { id: string; footprint: Footprint | null };

beforeAll(async () => {
  t = await setupTestApp();
  const [o, s, m, a] = await Promise.all([
    t.createUser({ role: 'shipowner' }),
    t.createUser({ role: 'cargo_owner' }),
    t.createUser({ role: 'cargo_owner' }),
    t.createUser({ role: 'admin' }),
  ]);
  [owner, shipper, merchant, admin] = await Promise.all([o, s, m, a].map((u) => t.agentFor(u)));

  // Far from the class defaults for 868 TEU: a thirsty, fast ship on HFO with a scrubber.
  const vessel = await owner
    .post('/api/vessels')
    .send(vesselBody({ serviceSpeedKnots: 18, fuelConsumptionTonnesPerDay: 38, mainEnginePowerKw: 12000 }))
    .expect(201);
  vesselId = vessel.body.id;
  const offering = await owner
    .post('/api/ship-offerings')
    .send(
      offeringBody({
        vesselId,
        shipName: 'Alster Bay',
        departureDate: departure.toISOString(),
        arrivalDate: new Date(departure.getTime() + DAY).toISOString(),
      }),
    )
    .expect(201);
  offeringId = offering.body.id;
  await admin.post(`/api/admin/approve-ship-offering/${offeringId}`).expect(200);
  await owner
    .post('/api/algorithm/vessel-availabilities')
    .send(linkedAvailabilityBody(offeringId))
    .expect(201);
  await shipper
    .post('/api/algorithm/cargo-requests')
    .send(
      cargoRequestBody({
        requestedTEU: 25,
        preferredDepartureDate: new Date(departure.getTime() - DAY).toISOString(),
        latestArrivalDate: new Date(departure.getTime() + 3 * DAY).toISOString(),
      }),
    )
    .expect(201);
  const booking = await merchant.post('/api/ship-booking-requests').send(bookingBody(offeringId)).expect(201);
  requestedTeu = booking.body.requestedTEU;
  const accepted = await owner.post(`/api/ship-booking-requests/${booking.body.id}/accept`).expect(200);
  reference = accepted.body.agreement.reference;
});

/** The CO2 per TEU and all-in price per TEU (null where a surface shows no all-in) of every API surface. */
async function everySurface() {
  const find = (items: Item[]) => items.find((i) => i.id === offeringId)!;
  const listed = find(
    (await t.request().get('/api/ship-offerings').query({ pageSize: 100 }).expect(200)).body,
  );
  const sorted = await t
    .request()
    .get('/api/ship-offerings')
    .query({ sort: 'co2', pageSize: 100 })
    .expect(200);
  const one = (await t.request().get(`/api/ship-offerings/${offeringId}`).expect(200)).body as Item;
  const own = find((await owner.get('/api/ship-offerings/my').query({ pageSize: 100 }).expect(200)).body);
  const capacities = (await owner.get('/api/algorithm/vessel-availabilities').expect(200)).body.data as {
    shipOfferingId: string | null;
    footprint: Footprint;
  }[];
  const capacity = capacities.find((c) => c.shipOfferingId === offeringId)!;
  const matches = (await shipper.get('/api/algorithm/matches').expect(200)).body.data as {
    vesselDetails: { shipOfferingId: string | null };
    co2: { co2TtwKgPerTeu: number };
  }[];
  const match = matches.find((m) => m.vesselDetails.shipOfferingId === offeringId)!;
  const bookings = (await merchant.get('/api/ship-booking-requests/my').expect(200)).body as {
    shipOfferingId: string;
    co2: { co2TtwKgPerTeu: number };
  }[];
  const booking = bookings.find((b) => b.shipOfferingId === offeringId)!;
  const statement = (
    await merchant.get('/api/ship-booking-requests/my/co2-statement').query(period).expect(200)
  ).body as { rows: { co2TtwKgPerTeu: number; teu: number; co2TtwKg: number }[] };
  const confirmation = (await merchant.get('/api/bookings/confirmation').query({ reference }).expect(200))
    .body;
  const [stored] = await t.db
    .select({ co2: shipOfferings.co2TtwKgPerTeu })
    .from(shipOfferings)
    .where(eq(shipOfferings.id, offeringId));
  // The CO2 sort is by the stored figure: it is the card's, so the page reads in the order of its figures.
  const sortedFigures = (sorted.body as Item[]).map((i) => i.footprint?.co2TtwKgPerTeu ?? Infinity);
  expect(sortedFigures).toEqual([...sortedFigures].sort((a, b) => a - b));
  return {
    co2: {
      listed: listed.footprint!.co2TtwKgPerTeu,
      sorted: find(sorted.body).footprint!.co2TtwKgPerTeu,
      one: one.footprint!.co2TtwKgPerTeu,
      own: own.footprint!.co2TtwKgPerTeu,
      stored: Number(stored.co2),
      availability: capacity.footprint.co2TtwKgPerTeu,
      match: match.co2.co2TtwKgPerTeu,
      booking: booking.co2.co2TtwKgPerTeu,
      statement: statement.rows[0].co2TtwKgPerTeu,
      confirmation: confirmation.co2.co2TtwKgPerTeu,
    },
    allIn: {
      listed: listed.footprint!.price.allIn,
      one: one.footprint!.price.allIn,
      own: own.footprint!.price.allIn,
      availability: capacity.footprint.price.allIn,
    },
    statementKg: statement.rows[0].co2TtwKg,
    confirmation,
  };
}

const allEqual = (figures: Record<string, number>) => {
  const [first] = Object.values(figures);
  expect(figures).toEqual(Object.fromEntries(Object.keys(figures).map((k) => [k, first])));
  return first;
};

describe('one CO2 per TEU and one all-in price per voyage (issue 25 §1)', () => {
  it('every surface shows the fleet vessel’s figure, not the class default, and one all-in price', async () => {
    const s = await everySurface();
    const co2 = allEqual(s.co2);
    const voyage = {
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      teuCapacity: 700,
      departureDate: departure,
      pricePerTeu: '150.50',
    };
    const classDefault = footprintOf(voyage)!;
    expect(co2).not.toBe(classDefault.co2TtwKgPerTeu);
    expect(s.statementKg).toBe((Math.round(co2 * 10) * requestedTeu) / 10);
    allEqual(s.allIn);
    // The agreed total is the one function's (shared/domain/money.ts bookingTotal).
    expect(s.confirmation.price.allIn).toBe(bookingTotal('150.50', requestedTeu));
  });

  it('a change of the vessel’s fuel figures moves every surface together; deleting it falls back to the class', async () => {
    const before = allEqual((await everySurface()).co2);
    await owner.patch(`/api/vessels/${vesselId}`).send({ fuelConsumptionTonnesPerDay: 19 }).expect(200);
    const after = await everySurface();
    const moved = allEqual(after.co2);
    expect(moved).toBeLessThan(before);
    allEqual(after.allIn);

    await owner.delete(`/api/vessels/${vesselId}`).expect(204);
    const without = await everySurface();
    const classDefault = footprintOf({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      teuCapacity: 700,
      departureDate: departure,
    })!;
    expect(allEqual(without.co2)).toBe(classDefault.co2TtwKgPerTeu);
    allEqual(without.allIn);
  });
});
