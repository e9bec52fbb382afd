import { isAdminRole } from '@shared/schemas/auth';
import type { MarketplaceSummary, VesselStats } from '@shared/schemas/vessels';
import { and, type Column, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, withConstants } from '../../db/prepared';
import {
  cargoMatches,
  cargoRequests,
  shipBookingRequests,
  userCounters,
  users,
  vessels,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { keptCount } from '../counters/kept-counts';
import { listedOfferingCount } from '../ship-offerings/list-offerings.service';
import type { Actor } from './vessels.service';

/**
 * PRODUCT.md 31 Quick Stats (definitions in docs/api.md): active vessels, and accepted bookings whose voyage has
 * not ended (arrival, or departure without an arrival, now or later) where the user owns the offering or made the
 * request. Administrators see platform-wide figures.
 */
export async function getVesselStats(db: Db, actor: Actor, now: Date): Promise<VesselStats> {
  const admin = isAdminRole(actor.role);
  const [row] = await prepared(db, admin ? 'vessel_stats_all' : 'vessel_stats_own', () =>
    vesselStatsQuery(db, admin),
  ).execute({ userId: actor.id, now });
  return row;
}

function vesselStatsQuery(db: Db, admin: boolean) {
  const userId = sql.placeholder('userId');
  const vesselWhere: SQL[] = [eq(vessels.status, 'active')];
  if (!admin) vesselWhere.push(eq(vessels.ownerId, userId));
  // The voyage's end is kept on the request (migration 0020): accepted requests are counted in the partial
  // indexes on either side, without joining the offerings of a long history (issue 28).
  const charters = (...where: SQL[]) =>
    sql`(select count(*) from ${shipBookingRequests} where ${and(
      eq(shipBookingRequests.status, 'accepted'),
      gte(shipBookingRequests.voyageEnd, sql.placeholder('now')),
      ...where,
    )})`;
  // The user's side as requester, plus as owner of requests someone else made: each request once.
  const activeCharters = admin
    ? charters()
    : sql`${charters(eq(shipBookingRequests.requesterId, userId))} + ${charters(
        eq(shipBookingRequests.offeringOwnerId, userId),
        sql`${shipBookingRequests.requesterId} is distinct from ${userId}`,
      )}`;
  // Both counts in one statement: one round trip per poll (issue 11 §2). Constants written into the text
  // (placeholders stay parameters), so that the statement's cached plan can use indexes that name them.
  return db
    .select({
      totalVessels: withConstants(
        sql<number>`(select count(*) from ${vessels} where ${and(...vesselWhere)})`,
      ).mapWith(Number),
      activeCharters: withConstants(sql<number>`(${activeCharters})`).mapWith(Number),
    })
    .from(sql`(select 1) as one`);
}

/** The statement of getVesselStats, unexecuted (vessel-stats-plans.test.ts checks its plan). */
export const vesselStatsQueryFor = vesselStatsQuery;

/**
 * The user's own counts (SPEC.md §4 role label, the dashboard's personal cards) and the platform's: approved
 * accounts and the offerings the public list shows now (its kept total, issue 28: counting every listed voyage
 * on each poll was most of this call's cost).
 */
export async function getMarketplaceSummary(deps: AppDeps, userId: string): Promise<MarketplaceSummary> {
  const { db } = deps.database;
  const [[row], shipOfferings] = await Promise.all([
    prepared(db, 'marketplace_summary', () => marketplaceSummaryQuery(db)).execute({ userId }),
    listedOfferingCount(deps),
  ]);
  return {
    vessels: row.vessels,
    offerings: row.offerings,
    bookingRequests: row.bookingRequests,
    cargoRequests: row.cargoRequests,
    matches: row.matches,
    platform: {
      users: row.users,
      shipOfferings,
      cargoRequests: row.pendingCargoRequests,
      activeMatches: row.activeMatches,
    },
  };
}

/** The statement of getMarketplaceSummary, unexecuted (vessel-stats-plans.test.ts checks its plan). */
export function marketplaceSummaryQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const active = inArray(cargoMatches.status, ['proposed', 'accepted']);
  // Constants written into the text (placeholders stay parameters): the statement's cached plan can then use
  // partial indexes whose predicates name them.
  const n = (query: SQL) => withConstants(sql<number>`(${query})`).mapWith(Number);
  // One statement of scalar subqueries: one round trip per poll instead of nine (issue 11 §2).
  // The user's own counts are kept (issue 28): one primary-key read instead of counting their history.
  const kept = (column: Column) => n(keptCount(db, column, userId).getSQL());
  return db
    .select({
      vessels: kept(userCounters.vessels),
      offerings: kept(userCounters.offerings),
      bookingRequests: kept(userCounters.bookingRequests),
      cargoRequests: kept(userCounters.cargoRequests),
      matches: n(
        sql`select count(*) from ${cargoMatches} where ${and(active, or(eq(cargoMatches.carrierId, userId), eq(cargoMatches.shipperId, userId)))}`,
      ),
      users: n(sql`select count(*) from ${users} where ${eq(users.approvalStatus, 'approved')}`),
      pendingCargoRequests: n(
        sql`select count(*) from ${cargoRequests} where ${eq(cargoRequests.status, 'pending')}`,
      ),
      activeMatches: n(sql`select count(*) from ${cargoMatches} where ${active}`),
    })
    .from(sql`(select 1) as one`);
}
