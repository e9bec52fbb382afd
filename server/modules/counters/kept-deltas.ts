import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Counts kept as append-only deltas (ADR 016): a base column per count in user_counters and a table of rows
 * `(user_id, <the same columns>)` that triggers insert, one per user per statement that changed them. A writer
 * never updates a counter row, so writers that change several users' figures cannot deadlock on them; a read sums
 * the base and the user's deltas in one statement (one snapshot); a fold moves a user's deltas into the base.
 */
export type DeltaSet = {
  /** The delta table. */
  table: string;
  /** Its count columns, named as their base columns in user_counters. */
  columns: readonly string[];
};

/** Notification counts (migration 0019). */
export const NOTIFICATION_DELTAS: DeltaSet = {
  table: 'notification_count_deltas',
  columns: ['notifications', 'unread_notifications'],
};

/** Ship management's summary (migration 0021). */
export const OFFERING_SUMMARY_DELTAS: DeltaSet = {
  table: 'offering_summary_deltas',
  columns: [
    'offerings_pending',
    'offerings_approved',
    'offerings_rejected',
    'active_teu_capacity',
    'active_available_teu',
    'active_booked_teu',
    'pending_requests',
  ],
};

export const DELTA_SETS = [NOTIFICATION_DELTAS, OFFERING_SUMMARY_DELTAS] as const;

/** The delta set that keeps `column`, if its count is kept as deltas. */
export const deltaSetOf = (column: string) => DELTA_SETS.find((d) => d.columns.includes(column));

/**
 * A kept count's value as SQL over the counter row aliased `c`: its base column, plus the user's deltas not folded
 * yet when it is kept as deltas.
 */
export function keptValueSql(column: string): string {
  const set = deltaSetOf(column);
  return set
    ? `c.${column} + coalesce((select sum(d.${column}) from ${set.table} d where d.user_id = c.user_id), 0)`
    : `c.${column}`;
}

/**
 * Moves the user's deltas of `set` into their base row, in one statement: the rows it deletes are the ones it adds,
 * so a read sees the figures before or after, never both or neither. Two folds at once each move the rows the
 * other did not (a deleted row is skipped by the later delete); a fold locks one counter row only.
 */
export async function foldDeltas(db: Db, set: DeltaSet, userId: string) {
  const moved = set.columns.map((c) => `sum(${c}) as ${c}`).join(', ');
  const assign = set.columns.map((c) => `${c} = ${c} + (select ${c} from totals)`).join(', ');
  const query: SQL = sql`
    with moved as (delete from ${sql.raw(set.table)} where user_id = ${userId} returning *),
    totals as (select ${sql.raw(moved)} from moved)
    update user_counters set ${sql.raw(assign)}
    where user_id = ${userId} and exists (select 1 from moved)`;
  await db.execute(query);
}

/**
 * The periodic sweep (server/index.ts) of one delta set: folds the deltas of up to `limit` users, each in its own
 * statement, the users with the most deltas first. Returns how many users it folded.
 */
export async function sweepDeltas(db: Db, set: DeltaSet, limit = 500) {
  const result = await db.execute(
    sql`select user_id from ${sql.raw(set.table)} group by user_id order by count(*) desc limit ${limit}`,
  );
  const users = (result as unknown as { rows: { user_id: string }[] }).rows;
  for (const { user_id } of users) await foldDeltas(db, set, user_id);
  return users.length;
}

/** The periodic sweep of every delta set, one after the other. */
export async function sweepAllDeltas(db: Db) {
  for (const set of DELTA_SETS) await sweepDeltas(db, set);
}
