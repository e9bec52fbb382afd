import { isAdminRole } from '@shared/schemas/auth';
import type { MarketplaceSummary, VesselStats } from '@shared/schemas/vessels';
import { and, count, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cargoMatches,
  cargoRequests,
  shipBookingRequests,
  shipOfferings,
  users,
  vessels,
} from '../../db/schema';
import { listedWhere } from '../ship-offerings/ship-offerings.repository';
import type { Actor } from './vessels.service';

/**
 * PRODUCT.md 31 Quick Stats (definitions in docs/api.md): active vessels, and accepted bookings whose voyage has
 * not ended (arrival, or departure without an arrival, now or later) where the user owns the offering or made the
 * request. Administrators see platform-wide figures.
 */
export async function getVesselStats(db: Db, actor: Actor, now: Date): Promise<VesselStats> {
  const admin = isAdminRole(actor.role);
  const vesselWhere: SQL[] = [eq(vessels.status, 'active')];
  if (!admin) vesselWhere.push(eq(vessels.ownerId, actor.id));
  const [v] = await db
    .select({ n: count() })
    .from(vessels)
    .where(and(...vesselWhere));

  const voyageEnd = sql`coalesce(${shipOfferings.arrivalDate}, ${shipOfferings.departureDate})`;
  const charterWhere: (SQL | undefined)[] = [eq(shipBookingRequests.status, 'accepted'), gte(voyageEnd, now)];
  if (!admin)
    charterWhere.push(or(eq(shipOfferings.ownerId, actor.id), eq(shipBookingRequests.requesterId, actor.id)));
  const [c] = await db
    .select({ n: count() })
    .from(shipBookingRequests)
    .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
    .where(and(...charterWhere));
  return { totalVessels: Number(v.n), activeCharters: Number(c.n) };
}

/**
 * The user's own counts (SPEC.md §4 role label, the dashboard's personal cards) and the platform's: approved
 * accounts and the offerings the public list shows now.
 */
export async function getMarketplaceSummary(db: Db, userId: string, now: Date): Promise<MarketplaceSummary> {
  const active = inArray(cargoMatches.status, ['proposed', 'accepted']);
  const [[v], [o], [b], [cr], [m], [u], [l], [pcr], [pm]] = await Promise.all([
    db.select({ n: count() }).from(vessels).where(eq(vessels.ownerId, userId)),
    db.select({ n: count() }).from(shipOfferings).where(eq(shipOfferings.ownerId, userId)),
    db.select({ n: count() }).from(shipBookingRequests).where(eq(shipBookingRequests.requesterId, userId)),
    db.select({ n: count() }).from(cargoRequests).where(eq(cargoRequests.userId, userId)),
    db
      .select({ n: count() })
      .from(cargoMatches)
      .where(and(active, or(eq(cargoMatches.carrierId, userId), eq(cargoMatches.shipperId, userId)))),
    db.select({ n: count() }).from(users).where(eq(users.approvalStatus, 'approved')),
    db.select({ n: count() }).from(shipOfferings).where(listedWhere(now)),
    db.select({ n: count() }).from(cargoRequests).where(eq(cargoRequests.status, 'pending')),
    db.select({ n: count() }).from(cargoMatches).where(active),
  ]);
  return {
    vessels: Number(v.n),
    offerings: Number(o.n),
    bookingRequests: Number(b.n),
    cargoRequests: Number(cr.n),
    matches: Number(m.n),
    platform: {
      users: Number(u.n),
      shipOfferings: Number(l.n),
      cargoRequests: Number(pcr.n),
      activeMatches: Number(pm.n),
    },
  };
}
