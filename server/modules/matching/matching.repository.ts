import type { MatchSort, MatchStatus } from '@shared/schemas/matching';
import type { PageParams } from '@shared/schemas/paging';
import { and, asc, count, desc, eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities, vessels } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageOffset } from '../../lib/paging';
import { fleetFigures } from '../vessels/vessels.dto';
import { type Capacity, capacityColumns, capacityVesselJoin } from './candidates';
import type { MatchParts } from './matching.dto';

/** One availability with its free TEU (its own, or its ship offering's) and its vessel's particulars. */
export async function loadCapacity(db: Db, id: string): Promise<Capacity> {
  const [c] = await db
    .select(capacityColumns)
    .from(vesselAvailabilities)
    .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
    .leftJoin(vessels, capacityVesselJoin)
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
export async function withFleet(db: Db, parts: Omit<MatchParts, 'fleet'>[]): Promise<MatchParts[]> {
  const ids = [...new Set(parts.map((p) => p.availability.id))];
  if (ids.length === 0) return [];
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

export type MatchFilter = { partyId?: string; status?: MatchStatus; port?: string };

/** The orders of the matches list; newest first breaks ties, then the id, so pages never overlap. */
const matchOrders: Record<MatchSort, SQL[]> = {
  newest: [desc(cargoMatches.createdAt), desc(cargoMatches.id)],
  score: [desc(cargoMatches.matchScore), desc(cargoMatches.createdAt), desc(cargoMatches.id)],
  departure: [asc(vesselAvailabilities.departureDate), desc(cargoMatches.createdAt), desc(cargoMatches.id)],
};

/**
 * One page of the matches `filter` selects in the order of `sort` (newest first without one) with their total as
 * an uncorrelated subquery, and the total alone, unexecuted, with placeholders for their values (matchPageValues;
 * matching-plans.test.ts checks their plans).
 */
export function matchPageQueries(db: Db, filter: MatchFilter, sort: MatchSort = 'newest') {
  const where = filterWhere(filter);
  return {
    page: db
      .select({
        match: cargoMatches,
        availability: vesselAvailabilities,
        request: cargoRequests,
        offeringCapacity: shipOfferings.availableCapacity,
        total: sql<number>`(${matchCount(db, where)})`.mapWith(Number),
      })
      .from(cargoMatches)
      .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
      .innerJoin(cargoRequests, eq(cargoRequests.id, cargoMatches.requestId))
      .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
      .where(where)
      .orderBy(...matchOrders[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    total: matchCount(db, where),
  };
}

/** The values of matchPageQueries' placeholders. */
export const matchPageValues = (filter: MatchFilter, page: PageParams) => ({
  ...filter,
  limit: page.pageSize,
  offset: pageOffset(page),
});

/**
 * One page of the matches `filter` selects in the order of `sort`, with their total: one prepared statement per
 * filter shape and order (the polled matches list, issue 11 §2; matchPageQueries).
 */
export async function findMatchPage(
  db: Db,
  filter: MatchFilter,
  page: PageParams,
  sort: MatchSort = 'newest',
) {
  const shape = `${filter.partyId ? 'p' : ''}${filter.status ? 's' : ''}${filter.port ? 'o' : ''}`;
  const values = matchPageValues(filter, page);
  const rows = await prepared(
    db,
    `matches_page_${shape}_${sort}`,
    () => matchPageQueries(db, filter, sort).page,
  ).execute(values);
  // Past the last page no row carries the total: ask for it alone.
  const total =
    rows.length > 0
      ? rows[0].total
      : values.offset === 0
        ? 0
        : Number(
            (
              await prepared(db, `matches_count_${shape}`, () => matchPageQueries(db, filter).total).execute(
                values,
              )
            )[0].n,
          );
  const parts = await withFleet(
    db,
    rows.map(({ total: _, ...part }) => part),
  );
  return { parts, total };
}

const filterWhere = (filter: MatchFilter) =>
  and(
    filter.partyId ? partyWhere(sql.placeholder('partyId')) : undefined,
    filter.status ? eq(cargoMatches.status, sql.placeholder('status')) : undefined,
    filter.port ? portWhere(sql.placeholder('port')) : undefined,
  );

const matchCount = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(cargoMatches)
    .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
    .innerJoin(cargoRequests, eq(cargoRequests.id, cargoMatches.requestId))
    .where(where);

/** The matches a user is party to. */
export const partyWhere = (userId: string | Placeholder) =>
  or(eq(cargoMatches.carrierId, userId), eq(cargoMatches.shipperId, userId));

/** A port at either end of either side. */
export const portWhere = (port: string | Placeholder) =>
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
