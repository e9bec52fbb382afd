import type { ScoreBreakdown } from '@shared/schemas/matching';
import type { Db } from '../db/client';
import { activities, cargoMatches, cargoRequests, vesselAvailabilities } from '../db/schema';

const DAY = 86_400_000;

/** Matching rows inserted directly with chosen timestamps, for statistics and analytics counted by hand. */

export async function insertAvailability(
  db: Db,
  ownerId: string,
  o: Partial<typeof vesselAvailabilities.$inferInsert> = {},
) {
  const departure = o.departureDate ?? new Date(Date.now() + 3 * DAY);
  const [row] = await db
    .insert(vesselAvailabilities)
    .values({
      ownerId,
      vesselName: 'Standalone Trader',
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      departureDate: departure,
      arrivalDate: new Date(departure.getTime() + DAY),
      // One pool (ADR 004): free TEU of its own unless it is made from a ship offering.
      availableTeu: o.shipOfferingId ? null : 100,
      teuCapacity: 300,
      pricePerTeu: '150.00',
      cargoTypes: ['general'],
      contactName: 'Carrier',
      contactEmail: 'carrier@example.com',
      ...o,
    })
    .returning();
  return row;
}

export async function insertCargoRequest(
  db: Db,
  userId: string,
  o: Partial<typeof cargoRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(cargoRequests)
    .values({
      userId,
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      requestedTeu: 20,
      preferredDepartureDate: new Date(Date.now() + 2 * DAY),
      latestArrivalDate: new Date(Date.now() + 6 * DAY),
      contactName: 'Shipper',
      contactEmail: 'shipper@example.com',
      ...o,
    })
    .returning();
  return row;
}

// A breakdown as the engine writes it (shared/schemas/matching.ts ScoreBreakdown): the answers carry it as stored.
const component = { score: 1, weight: 0.25, points: 0.25 };
const breakdown: ScoreBreakdown = {
  port: {
    ...component,
    origin: { requested: 'DEHAM', offered: 'DEHAM', kind: 'same', distanceNm: 0, score: 1 },
    destination: { requested: 'NLRTM', offered: 'NLRTM', kind: 'same', distanceNm: 0, score: 1 },
  },
  time: { ...component, earlyHours: 0, lateHours: 0 },
  capacity: { ...component, availableTEU: 100, requestedTEU: 20 },
  price: { ...component, pricePerTEU: 150, maxPricePerTEU: null },
};

export async function insertMatch(
  db: Db,
  pair: { availabilityId: string; requestId: string },
  o: Partial<typeof cargoMatches.$inferInsert> = {},
) {
  const [row] = await db
    .insert(cargoMatches)
    .values({
      ...pair,
      matchScore: '0.900',
      breakdown,
      pricePerTeu: '150.00',
      rejectionReason: o.status === 'rejected' ? 'Too expensive' : null,
      ...o,
    })
    .returning();
  return row;
}

export async function insertActivity(db: Db, userId: string | null, createdAt: Date, activityType = 'login') {
  await db.insert(activities).values({ userId, activityType, resource: 'session', createdAt });
}
