import { isAdminRole } from '@shared/schemas/auth';
import type { MarketplaceSummary, VesselStats } from '@shared/schemas/vessels';
import { and, type Column, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, withConstants } from '../../db/prepared';
import {
  cargoMatches,
  cargoRequests,
  shipBookingRequests,
  shipOfferings,
  userCounters,
  users,
  vessels,
} from '../../db/schema';
import { keptCount } from '../counters/kept-counts';
import { listedWhere } from '../ship-offerings/ship-offerings.repository';
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
  const voyageEnd = sql`coalesce(${shipOfferings.arrivalDate}, ${shipOfferings.departureDate})`;
  const charterWhere: (SQL | undefined)[] = [
    eq(shipBookingRequests.status, 'accepted'),
    gte(voyageEnd, sql.placeholder('now')),
  ];
  if (!admin)
    charterWhere.push(or(eq(shipOfferings.ownerId, userId), eq(shipBookingRequests.requesterId, userId)));
  // Both counts in one statement: one round trip per poll (issue 11 §2). Constants written into the text
  // (placeholders stay parameters), so that the statement's cached plan can use indexes that name them.
  return db
    .select({
      totalVessels: withConstants(
        sql<number>`(select count(*) from ${vessels} where ${and(...vesselWhere)})`,
      ).mapWith(Number),
      activeCharters: withConstants(
        sql<number>`(select count(*) from ${shipBookingRequests}
          inner join ${shipOfferings} on ${eq(shipOfferings.id, shipBookingRequests.shipOfferingId)}
          where ${and(...charterWhere)})`,
      ).mapWith(Number),
    })
    .from(sql`(select 1) as one`);
}

/**
 * The user's own counts (SPEC.md §4 role label, the dashboard's personal cards) and the platform's: approved
 * accounts and the offerings the public list shows now.
 */
export async function getMarketplaceSummary(db: Db, userId: string, now: Date): Promise<MarketplaceSummary> {
  const [row] = await prepared(db, 'marketplace_summary', () => marketplaceSummaryQuery(db)).execute({
    userId,
    now,
  });
  return {
    vessels: row.vessels,
    offerings: row.offerings,
    bookingRequests: row.bookingRequests,
    cargoRequests: row.cargoRequests,
    matches: row.matches,
    platform: {
      users: row.users,
      shipOfferings: row.shipOfferings,
      cargoRequests: row.pendingCargoRequests,
      activeMatches: row.activeMatches,
    },
  };
}

function marketplaceSummaryQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const active = inArray(cargoMatches.status, ['proposed', 'accepted']);
  // Constants written into the text (placeholders stay parameters): the statement's cached plan can then use
  // partial indexes whose predicates name them, such as the public list's.
  const n = (query: SQL) => withConstants(sql<number>`(${query})`).mapWith(Number);
  const listed = listedWhere(sql.placeholder('now') as unknown as Date);
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
      shipOfferings: n(sql`select count(*) from ${shipOfferings} where ${listed}`),
      pendingCargoRequests: n(
        sql`select count(*) from ${cargoRequests} where ${eq(cargoRequests.status, 'pending')}`,
      ),
      activeMatches: n(sql`select count(*) from ${cargoMatches} where ${active}`),
    })
    .from(sql`(select 1) as one`);
}
