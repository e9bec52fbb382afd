import { isAdminRole } from '@shared/schemas/auth';
import type { MatchingStats, MatchListParams } from '@shared/schemas/matching';
import type { PageParams } from '@shared/schemas/paging';
import { and, avg, count, desc, eq, gt, isNotNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, withConstants } from '../../db/prepared';
import {
  cargoMatches,
  cargoRequests,
  shipOfferings,
  users,
  vesselAvailabilities,
  vessels,
} from '../../db/schema';
import { pageOffset } from '../../lib/paging';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { fleetFigures, toParticulars } from '../vessels/vessels.dto';
import { freeTeuSql, openCapacityWhere, openRequestWhere } from './candidates';
import { toAvailabilityDto, toCargoRequestDto, toMatchDto } from './matching.dto';
import { findMatchPage, matchCountsByAvailability, proposedCountsByRequest } from './matching.repository';

type Viewer = { id: string; role: Express.User['role'] };

/** A page of the viewer's own availabilities (administrators: all), newest first, and their total, unexecuted. */
export function availabilityPageQueries(db: Db, viewer: Viewer, page: PageParams) {
  const where = isAdminRole(viewer.role) ? undefined : eq(vesselAvailabilities.ownerId, viewer.id);
  return {
    page: db
      .select({
        row: vesselAvailabilities,
        offeringCapacity: shipOfferings.availableCapacity,
        vessel: vessels,
      })
      .from(vesselAvailabilities)
      .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
      // The fleet vessel's own figures for CO2 per TEU: the one named, or the one behind the ship offering.
      .leftJoin(
        vessels,
        eq(vessels.id, sql`coalesce(${vesselAvailabilities.vesselId}, ${shipOfferings.vesselId})`),
      )
      .where(where)
      .orderBy(desc(vesselAvailabilities.createdAt), desc(vesselAvailabilities.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    total: db.select({ n: count() }).from(vesselAvailabilities).where(where),
  };
}

/** One page of the viewer's own availabilities (administrators: all), newest first, and the total. */
export async function findAvailabilities(db: Db, viewer: Viewer, page: PageParams) {
  const queries = availabilityPageQueries(db, viewer, page);
  const [rows, [total]] = await Promise.all([queries.page, queries.total]);
  const counts = await matchCountsByAvailability(
    db,
    rows.map((r) => r.row.id),
  );
  const rate = await getCurrentRate(db);
  const items = rows.map((r) =>
    toAvailabilityDto(r.row, {
      offeringCapacity: r.offeringCapacity,
      ...counts.get(r.row.id),
      fleet: r.vessel ? fleetFigures(r.vessel) : null,
      rate,
      particulars: r.vessel ? toParticulars(r.vessel) : null,
    }),
  );
  return { items, total: Number(total.n) };
}

/** A page of the viewer's own cargo requests (everyone's when `all`), newest first, and their total, unexecuted. */
export function cargoRequestPageQueries(db: Db, viewer: Viewer, page: PageParams, all: boolean) {
  const where = all ? undefined : eq(cargoRequests.userId, viewer.id);
  return {
    page: db
      .select()
      .from(cargoRequests)
      .where(where)
      .orderBy(desc(cargoRequests.createdAt), desc(cargoRequests.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    total: db.select({ n: count() }).from(cargoRequests).where(where),
  };
}

/** One page of the viewer's own cargo requests (administrators: all when `all`), newest first, and the total. */
export async function findCargoRequests(
  db: Db,
  viewer: Viewer,
  page: PageParams,
  all = isAdminRole(viewer.role),
) {
  const queries = cargoRequestPageQueries(db, viewer, page, all);
  const [rows, [total]] = await Promise.all([queries.page, queries.total]);
  const counts = await proposedCountsByRequest(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toCargoRequestDto(r, counts.get(r.id) ?? 0)), total: Number(total.n) };
}

/** Matches the viewer is party to (administrators: all when `all`), filtered by status and port, in the order of `sort`. */
export async function findMatches(
  db: Db,
  viewer: Viewer,
  query: MatchListParams,
  all = isAdminRole(viewer.role),
) {
  const filter = { partyId: all ? undefined : viewer.id, status: query.status, port: query.port };
  const { parts, total } = await findMatchPage(db, filter, query, query.sort);
  return { items: parts.map((p) => toMatchDto(p, viewer.id)), total };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** SPEC.md §3 Matching stats, platform-wide, from the stored data (definitions in docs/api.md). */
export async function getMatchingStats(db: Db, now: Date): Promise<MatchingStats> {
  const [row] = await prepared(db, 'matching_stats', () => matchingStatsQuery(db)).execute({ now });
  return {
    totalMatches: Number(row.total),
    successfulMatches: row.accepted,
    averageMatchScore: round(row.averageScore ?? 0, 3),
    processingTime: round(row.ms ?? 0, 1),
    vesselsActive: row.capacities,
    requestsPending: row.requests,
    co2Savings: round(row.co2 ?? 0, 2),
    totalTEUMatched: row.teu ?? 0,
    activeCapacities: row.capacities,
    pendingRequests: row.requests,
    proposedMatches: row.proposed,
    acceptedMatches: row.accepted,
  };
}

function matchingStatsQuery(db: Db) {
  const now = sql.placeholder('now') as unknown as Date;
  // One statement: the match totals as a grouped row, the open counts and the timing as scalar subqueries, so
  // a poll costs one round trip (issue 11 §2). Constants are written into the subqueries' text (the placeholder
  // stays a parameter), so that the statement's cached plan can use partial indexes that name them.
  return db
    .select({
      total: count(),
      proposed: sql<number>`count(*) filter (where ${cargoMatches.status} = 'proposed')`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${cargoMatches.status} = 'accepted')`.mapWith(Number),
      averageScore: avg(cargoMatches.matchScore).mapWith(Number),
      co2: sum(cargoMatches.co2SavedT).mapWith(Number),
      teu: sum(cargoMatches.reservedTeu).mapWith(Number),
      capacities: withConstants(
        sql<number>`(select count(*) from ${vesselAvailabilities}
          left join ${shipOfferings} on ${eq(shipOfferings.id, vesselAvailabilities.shipOfferingId)}
          inner join ${users} on ${eq(users.id, vesselAvailabilities.ownerId)}
          where ${and(openCapacityWhere(now), gt(freeTeuSql, 0))})`,
      ).mapWith(Number),
      requests: withConstants(
        sql<number>`(select count(*) from ${cargoRequests}
          inner join ${users} on ${eq(users.id, cargoRequests.userId)}
          where ${openRequestWhere(now)})`,
      ).mapWith(Number),
      ms: sql<number | null>`(select avg(ms) from (
          (select ${cargoRequests.matchingMs} as ms from ${cargoRequests} where ${isNotNull(cargoRequests.matchingMs)} order by ${cargoRequests.createdAt} desc limit 100)
          union all
          (select ${vesselAvailabilities.matchingMs} from ${vesselAvailabilities} where ${isNotNull(vesselAvailabilities.matchingMs)} order by ${vesselAvailabilities.createdAt} desc limit 100)
        ) as runs)`.mapWith(Number),
    })
    .from(cargoMatches);
}
