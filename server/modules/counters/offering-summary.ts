import { type Column, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { userCounters as c, offeringSummaryDeltas as deltas } from '../../db/schema';

/** A kept figure: its base in user_counters plus the owner's deltas not folded yet. */
const kept = (base: Column, delta: Column) =>
  sql<number>`(${base} + coalesce(sum(${delta}), 0))::int`.mapWith(Number);

/**
 * Ship management's figures over all of the owner's offerings as kept (ADR 016, migration 0021): the counter row by
 * its key and the owner's deltas through their index, in one statement, so both come from one snapshot and a fold
 * (one statement too) is never half seen. Unexecuted, with the placeholder `userId` (offering-summary-plans.test.ts
 * checks its plan).
 */
export const offeringSummaryQuery = (db: Db) =>
  db
    .select({
      offerings: sql<number>`${c.offerings}`.mapWith(Number),
      pending: kept(c.offeringsPending, deltas.offeringsPending),
      approved: kept(c.offeringsApproved, deltas.offeringsApproved),
      rejected: kept(c.offeringsRejected, deltas.offeringsRejected),
      teuCapacity: kept(c.activeTeuCapacity, deltas.activeTeuCapacity),
      availableTeu: kept(c.activeAvailableTeu, deltas.activeAvailableTeu),
      bookedTeu: kept(c.activeBookedTeu, deltas.activeBookedTeu),
      pendingRequests: kept(c.pendingRequests, deltas.pendingRequests),
    })
    .from(c)
    .leftJoin(deltas, eq(deltas.userId, c.userId))
    .where(eq(c.userId, sql.placeholder('userId')))
    .groupBy(c.userId);

/** The owner's kept Ship management figures (all zero for a user without a counter row). */
export async function keptOfferingSummary(db: Db, userId: string) {
  const [row] = await prepared(db, 'offering_summary', () => offeringSummaryQuery(db)).execute({ userId });
  return {
    offerings: row?.offerings ?? 0,
    byApproval: { pending: row?.pending ?? 0, approved: row?.approved ?? 0, rejected: row?.rejected ?? 0 },
    teuCapacity: row?.teuCapacity ?? 0,
    availableTeu: row?.availableTeu ?? 0,
    bookedTeu: row?.bookedTeu ?? 0,
    pendingRequests: row?.pendingRequests ?? 0,
  };
}
