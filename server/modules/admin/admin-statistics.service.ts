import type { AdminStatistics } from '@shared/schemas/admin';
import { count, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  cargoMatches,
  cargoRequests,
  shipBookingRequests,
  shipOfferings,
  users,
} from '../../db/schema';
import { listedWhere } from '../ship-offerings/ship-offerings.repository';
import { getVesselStats } from '../vessels/vessel-stats.service';

const DAY_MS = 86_400_000;
/** SPEC.md §3: an account is active when it signed in within this many days. */
export const ACTIVE_USER_DAYS = 30;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * GET /api/admin/statistics: SPEC.md §3's admin statistics and platform statistics, one aggregate query per table
 * (definitions in docs/api.md).
 */
export async function getAdminStatistics(db: Db, adminId: string, now: Date): Promise<AdminStatistics> {
  const activeSince = new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS);
  const daySince = new Date(now.getTime() - DAY_MS);
  const [[u], [a], [o], [b], [r], [m], fleet] = await Promise.all([
    db
      .select({
        total: count(),
        verified: count(users.emailVerifiedAt),
        active: countWhere(gte(users.lastLoginAt, activeSince)),
        pending: countWhere(eq(users.approvalStatus, 'pending')),
        approved: countWhere(eq(users.approvalStatus, 'approved')),
        rejected: countWhere(eq(users.approvalStatus, 'rejected')),
      })
      .from(users),
    db
      .select({ total: count(), last24Hours: countWhere(gt(activities.createdAt, daySince)) })
      .from(activities),
    db
      .select({
        total: count(),
        listed: countWhere(listedWhere(now)),
        pending: countWhere(eq(shipOfferings.approvalStatus, 'pending')),
      })
      .from(shipOfferings),
    db
      .select({ total: count(), pending: countWhere(eq(shipBookingRequests.status, 'pending')) })
      .from(shipBookingRequests),
    db
      .select({ total: count(), pending: countWhere(eq(cargoRequests.status, 'pending')) })
      .from(cargoRequests),
    db
      .select({
        total: count(),
        proposed: countWhere(eq(cargoMatches.status, 'proposed')),
        accepted: countWhere(eq(cargoMatches.status, 'accepted')),
      })
      .from(cargoMatches),
    getVesselStats(db, { id: adminId, role: 'admin' }, now),
  ]);
  const totalUsers = Number(u.total);
  return {
    users: {
      total: totalUsers,
      verified: Number(u.verified),
      active: u.active,
      pending: u.pending,
      approved: u.approved,
      rejected: u.rejected,
    },
    activity: { last24Hours: a.last24Hours, total: Number(a.total) },
    totalUsers,
    totalShipOfferings: Number(o.total),
    totalCargoRequests: Number(r.total),
    totalMatches: Number(m.total),
    totalVessels: fleet.totalVessels,
    activeCharters: fleet.activeCharters,
    totalBookingRequests: Number(b.total),
    listedShipOfferings: o.listed,
    pendingShipOfferings: o.pending,
    pendingBookingRequests: b.pending,
    pendingCargoRequests: r.pending,
    activeMatches: m.proposed + m.accepted,
    acceptedMatches: m.accepted,
  };
}
