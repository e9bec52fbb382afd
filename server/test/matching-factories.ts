import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingEvents, cargoMatches, notifications } from '../db/schema';
import type { TestAgent, TestApp } from './harness';
import { insertOffering } from './marketplace-factories';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A body for POST /api/algorithm/vessel-availabilities made by hand (Hamburg → Rotterdam in three days). */
export function availabilityBody(overrides: Record<string, unknown> = {}) {
  return {
    vesselName: 'Elbe Trader',
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    departureDate: at(3 * DAY),
    arrivalDate: at(4 * DAY),
    availableTEU: 100,
    pricePerTEU: 150,
    cargoTypes: ['general', 'reefer'],
    specialEquipment: [],
    contactName: 'Jens Petersen',
    contactEmail: 'ops@elbe-feeder.example',
    ...overrides,
  };
}

/** A body for POST /api/algorithm/vessel-availabilities that takes its voyage, TEU and price from a ship offering. */
export function linkedAvailabilityBody(shipOfferingId: string, overrides: Record<string, unknown> = {}) {
  return {
    shipOfferingId,
    cargoTypes: ['general'],
    contactName: 'Ops',
    contactEmail: 'o@x.example',
    ...overrides,
  };
}

/** A body for POST /api/algorithm/cargo-requests that fits availabilityBody() perfectly but for capacity. */
export function cargoRequestBody(overrides: Record<string, unknown> = {}) {
  return {
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    requestedTEU: 20,
    cargoType: 'general',
    preferredDepartureDate: at(2 * DAY),
    latestArrivalDate: at(6 * DAY),
    maxPricePerTEU: 200,
    contactName: 'Carla Cargo',
    contactEmail: 'carla@shipper.example',
    ...overrides,
  };
}

export const hoursFromNow = (h: number) => at(h * HOUR);

/**
 * An approved ship offering departing in three days and arriving a day later (insertOffering, `o` on top), and the
 * capacity its owner makes of it on the matching board (the API's answer, `body` on top of linkedAvailabilityBody).
 */
export async function offeringOnBoard(
  db: Db,
  owner: { id: string; agent: TestAgent },
  o: Parameters<typeof insertOffering>[2] = {},
  body: Record<string, unknown> = {},
) {
  const offering = await insertOffering(db, owner.id, {
    departureDate: new Date(Date.now() + 3 * DAY),
    arrivalDate: new Date(Date.now() + 4 * DAY),
    ...o,
  });
  const res = await owner.agent
    .post('/api/algorithm/vessel-availabilities')
    .send(linkedAvailabilityBody(offering.id, body))
    .expect(201);
  return { offering, capacity: res.body.data };
}

/** A carrier's 60 TEU voyage (from an approved offering) and a shipper's fitting 25 TEU request, proposed. */
export async function proposedMatch(t: TestApp) {
  const carrierUser = await t.createUser({ role: 'shipowner' });
  const shipperUser = await t.createUser({ role: 'cargo_owner' });
  const carrier = await t.agentFor(carrierUser);
  const shipper = await t.agentFor(shipperUser);
  const { offering } = await offeringOnBoard(
    t.db,
    { id: carrierUser.id, agent: carrier },
    { availableCapacity: 60 },
  );
  const req = await shipper
    .post('/api/algorithm/cargo-requests')
    .send(cargoRequestBody({ requestedTEU: 25 }))
    .expect(201);
  const match = req.body.matchingResult.matches.find(
    (m: { vesselDetails: { shipOfferingId: string } }) => m.vesselDetails.shipOfferingId === offering.id,
  );
  return {
    carrierUser,
    shipperUser,
    carrier,
    shipper,
    offering,
    match,
    requestId: req.body.data.id as string,
  };
}

/**
 * Reads a match's row, a user's notice titles and a match's history (kinds and the price each step named), from
 * the database `db()` answers when called (a test file's, set up in its beforeAll).
 */
export const matchProbes = (db: () => Db) => ({
  matchRow: async (id: string) => (await db().select().from(cargoMatches).where(eq(cargoMatches.id, id)))[0],
  titlesOf: async (userId: string) =>
    (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title),
  historyOf: async (id: string) =>
    (
      await db()
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.matchId, id))
        .orderBy(asc(bookingEvents.createdAt))
    ).map((e) => ({ kind: e.kind, pricePerTEU: (e.details as { pricePerTEU?: number }).pricePerTEU })),
});
