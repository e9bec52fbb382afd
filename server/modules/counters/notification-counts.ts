import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notificationCountDeltas as deltas, userCounters } from '../../db/schema';
import { foldDeltas, NOTIFICATION_DELTAS, sweepDeltas } from './kept-deltas';

/**
 * A user's notification counts (ADR 016): the base in user_counters plus the deltas not folded into it yet, as one
 * statement, so both parts come from one snapshot and a fold (one statement too) is never half seen. Unexecuted,
 * with the placeholder `userId` (notifications-plans.test.ts checks its plan); its columns are named, so that a
 * page of the list can carry them as subqueries (notificationPageQuery).
 */
export const notificationCountsQuery = (db: Db) =>
  db
    .select({
      total: sql<number>`(${userCounters.notifications} + coalesce(sum(${deltas.notifications}), 0))::int`.as(
        'total',
      ),
      unread:
        sql<number>`(${userCounters.unreadNotifications} + coalesce(sum(${deltas.unreadNotifications}), 0))::int`.as(
          'unread',
        ),
    })
    .from(userCounters)
    .leftJoin(deltas, eq(deltas.userId, userCounters.userId))
    .where(eq(userCounters.userId, sql.placeholder('userId')))
    .groupBy(userCounters.userId);

/** The user's kept notification counts: all of them and the unread ones (the bell polls this). */
export async function keptNotificationCounts(db: Db, userId: string) {
  const [row] = await prepared(db, 'notification_counts', () => notificationCountsQuery(db)).execute({
    userId,
  });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Moves the user's notification deltas into their base row (foldDeltas, ADR 016). */
export const foldNotificationCounts = (db: Db, userId: string) => foldDeltas(db, NOTIFICATION_DELTAS, userId);

/** The periodic sweep (server/index.ts) of the notification deltas (sweepDeltas). */
export const sweepNotificationCounts = (db: Db, limit = 500) => sweepDeltas(db, NOTIFICATION_DELTAS, limit);
