import type { PageParams } from '@shared/schemas/paging';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities, vessels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageOffset } from '../../lib/paging';
import { type Capacity, freeTeuSql } from './candidates';
import type { MatchParts } from './matching.dto';
import { fleetFigures } from './slot-footprint';

/** One availability with its free TEU (its own, or its ship offering's). */
export async function loadCapacity(db: Db, id: string): Promise<Capacity> {
  const [c] = await db
    .select({ row: vesselAvailabilities, free: freeTeuSql })
    .from(vesselAvailabilities)
    .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
    .where(eq(vesselAvailabilities.id, id));
  if (!c) throw notFound('Vessel availability');
  return c;
}

export async function requestRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cargoRequests)
    .where(inArray(cargoRequests.id, [...new Set(ids)]));
}

/** Matches with both sides, newest first; `page` picks one page of them (the id breaks ties). */
export async function findMatchParts(
  db: Db,
  where: SQL | undefined,
  page: number | PageParams = 500,
): Promise<MatchParts[]> {
  const { pageSize, offset } =
    typeof page === 'number'
      ? { pageSize: page, offset: 0 }
      : { pageSize: page.pageSize, offset: pageOffset(page) };
  const parts = await db
    .select({
      match: cargoMatches,
      availability: vesselAvailabilities,
      request: cargoRequests,
      offeringCapacity: shipOfferings.availableCapacity,
    })
    .from(cargoMatches)
    .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
    .innerJoin(cargoRequests, eq(cargoRequests.id, cargoMatches.requestId))
    .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
    .where(where)
    .orderBy(desc(cargoMatches.createdAt), desc(cargoMatches.id))
    .limit(pageSize)
    .offset(offset);
  return withFleet(db, parts);
}

/**
 * Adds the fleet vessel behind each match's availability (the one it names, or the one behind its ship offering),
 * so that a match's CO2 uses the same ship figures as the availability's card (list-matching.service.ts).
 */
export async function withFleet(db: Db, parts: MatchParts[]): Promise<MatchParts[]> {
  const ids = [...new Set(parts.map((p) => p.availability.id))];
  if (ids.length === 0) return parts;
  const rows = await db
    .select({ id: vesselAvailabilities.id, vessel: vessels })
    .from(vesselAvailabilities)
    .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
    .innerJoin(
      vessels,
      eq(vessels.id, sql`coalesce(${vesselAvailabilities.vesselId}, ${shipOfferings.vesselId})`),
    )
    .where(inArray(vesselAvailabilities.id, ids));
  const fleet = new Map(rows.map((r) => [r.id, fleetFigures(r.vessel)]));
  return parts.map((p) => ({ ...p, fleet: fleet.get(p.availability.id) ?? null }));
}

/** How many matches `where` selects (the X-Total-Count of the matches list). */
export async function countMatches(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(cargoMatches)
    .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
    .innerJoin(cargoRequests, eq(cargoRequests.id, cargoMatches.requestId))
    .where(where);
  return Number(row.n);
}

/** The matches a user is party to. */
export const partyWhere = (userId: string) =>
  or(eq(cargoMatches.carrierId, userId), eq(cargoMatches.shipperId, userId));

/** A port at either end of either side. */
export const portWhere = (port: string) =>
  or(
    eq(vesselAvailabilities.originPort, port),
    eq(vesselAvailabilities.destinationPort, port),
    eq(cargoRequests.originPort, port),
    eq(cargoRequests.destinationPort, port),
  );

/** Proposed and accepted counts per availability. */
export async function matchCountsByAvailability(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { proposed: number; accepted: number }>();
  const rows = await db
    .select({
      id: cargoMatches.availabilityId,
      proposed: sql<number>`count(*) filter (where ${cargoMatches.status} = 'proposed')`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${cargoMatches.status} = 'accepted')`.mapWith(Number),
    })
    .from(cargoMatches)
    .where(inArray(cargoMatches.availabilityId, ids))
    .groupBy(cargoMatches.availabilityId);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function proposedCountsByRequest(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: cargoMatches.requestId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(cargoMatches)
    .where(and(inArray(cargoMatches.requestId, ids), eq(cargoMatches.status, 'proposed')))
    .groupBy(cargoMatches.requestId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
