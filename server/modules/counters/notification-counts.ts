import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notificationCountDeltas as deltas, userCounters } from '../../db/schema';

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

/**
 * Moves the user's deltas into their base row, in one statement: the deltas it deletes are the ones it adds, so a
 * read sees the counts before or after, never both or neither. Two folds at once each move the rows the other did
 * not (a deleted row is skipped by the later delete), and a fold locks one counter row only, so it cannot deadlock
 * with writers, who lock none for these counts.
 */
export async function foldNotificationCounts(db: Db, userId: string) {
  await db.execute(sql`
    with moved as (
      delete from ${deltas} where ${deltas.userId} = ${userId}
      returning ${deltas.notifications} as n, ${deltas.unreadNotifications} as unread
    )
    update ${userCounters} set
      notifications = notifications + (select sum(n) from moved),
      unread_notifications = unread_notifications + (select sum(unread) from moved)
    where user_id = ${userId} and exists (select 1 from moved)`);
}

/**
 * The periodic sweep (server/index.ts): folds the deltas of up to `limit` users, each in its own statement; the
 * users with the most deltas first. Returns how many users it folded.
 */
export async function sweepNotificationCounts(db: Db, limit = 500) {
  const users = await db
    .select({ userId: deltas.userId })
    .from(deltas)
    .groupBy(deltas.userId)
    .orderBy(sql`count(*) desc`)
    .limit(limit);
  for (const { userId } of users) await foldNotificationCounts(db, userId);
  return users.length;
}
