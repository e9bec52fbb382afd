import { type Column, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userCounters } from '../../db/schema';
import { keptValueSql } from './kept-deltas';

/** The counts kept per user (server/db/schema/counters.ts), by column name. */
export const KEPT = [
  'vessels',
  'offerings',
  'booking_requests',
  'cargo_requests',
  'notifications',
  'unread_notifications',
  'offerings_pending',
  'offerings_approved',
  'offerings_rejected',
  'active_teu_capacity',
  'active_available_teu',
  'active_booked_teu',
  'pending_requests',
] as const;
export type KeptCount = (typeof KEPT)[number];

/** An owner's offerings in one review state. */
const byApproval = (state: string) =>
  `select count(*) from ship_offerings t where t.owner_id = c.user_id and t.approval_status = '${state}'`;

/** Each kept count recomputed from the rows it counts (the same rules as the triggers of migrations 0015, 0019, 0021). */
const RECOUNT: Record<KeptCount, string> = {
  vessels: 'select count(*) from vessels t where t.owner_id = c.user_id',
  offerings: 'select count(*) from ship_offerings t where t.owner_id = c.user_id',
  booking_requests: 'select count(*) from ship_booking_requests t where t.requester_id = c.user_id',
  cargo_requests: 'select count(*) from cargo_requests t where t.user_id = c.user_id',
  notifications: 'select count(*) from notifications t where t.user_id = c.user_id',
  unread_notifications: 'select count(*) from notifications t where t.user_id = c.user_id and not t.read',
  offerings_pending: byApproval('pending'),
  offerings_approved: byApproval('approved'),
  offerings_rejected: byApproval('rejected'),
  active_teu_capacity: `select coalesce(sum(t.teu_capacity), 0) from ship_offerings t
    where t.owner_id = c.user_id and t.status = 'active'`,
  active_available_teu: `select coalesce(sum(t.available_capacity), 0) from ship_offerings t
    where t.owner_id = c.user_id and t.status = 'active'`,
  // Accepted requests and TEU-taking matches on the owner's active voyages (ship-offerings.repository's figures).
  active_booked_teu: `select (select coalesce(sum(b.requested_teu), 0) from ship_booking_requests b
      join ship_offerings t on t.id = b.ship_offering_id
      where t.owner_id = c.user_id and t.status = 'active' and b.status = 'accepted')
    + (select coalesce(sum(m.reserved_teu), 0) from cargo_matches m
      join vessel_availabilities v on v.id = m.availability_id join ship_offerings t on t.id = v.ship_offering_id
      where t.owner_id = c.user_id and t.status = 'active' and m.status in ('held', 'accepted'))`,
  pending_requests: `select count(*) from ship_booking_requests t
    where t.offering_owner_id = c.user_id and t.status = 'pending'`,
};

/** A kept count's value: its column, plus the deltas not folded yet for the counts kept as deltas (ADR 016). */
const keptSql = (k: KeptCount) => keptValueSql(k);

/**
 * A user's kept count (a column of user_counters, or an expression over them) as a one-row query: one primary-key
 * read however long the history; 0 for a user without a row (the users trigger never leaves one without).
 * `userId` is a value, or a placeholder in a prepared statement.
 */
export const keptCount = (db: Db, count: SQL | Column, userId: string | Placeholder) =>
  db
    .select({ n: sql<number>`coalesce(max(${count}), 0)::int` })
    .from(userCounters)
    .where(eq(userCounters.userId, userId));

export type CountDifference = { userId: string; count: KeptCount; kept: number; actual: number };

const recountSql = () =>
  sql.raw(
    `select c.user_id as "userId", ${KEPT.map((k) => `(${keptSql(k)})::int as "kept_${k}", (${RECOUNT[k]})::int as "actual_${k}"`).join(', ')} from user_counters c`,
  );

/**
 * The consistency check (`npm run counts:check`): every kept count against a recount from the rows, and users
 * without a counter row. Kept and counted values come from one statement, so one snapshot: a writer is in both or
 * in neither. With `repair`, each difference is added to the counter row in the same transaction, under locks on
 * the counter rows: writers of the plain counts wait; a notification writer adds a delta that neither side of the
 * snapshot saw, and a fold (which adds to the base what it deletes from the deltas) waits for the lock. The same
 * holds for Ship management's figures (offering_summary_deltas).
 */
export async function checkKeptCounts(db: Db, { repair = false } = {}) {
  return db.transaction(async (tx) => {
    const missing = await tx.execute(
      sql`select id from users u where not exists (select 1 from user_counters c where c.user_id = u.id)`,
    );
    const missingUsers = (missing as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    if (repair && missingUsers.length)
      await tx.execute(sql`insert into user_counters (user_id) select id from users on conflict do nothing`);
    if (repair) await tx.execute(sql`select 1 from user_counters for update`);
    const result = await tx.execute(recountSql());
    const rows = (result as unknown as { rows: Record<string, string | number>[] }).rows;
    const differences: CountDifference[] = [];
    for (const row of rows)
      for (const k of KEPT) {
        const kept = Number(row[`kept_${k}`]);
        const actual = Number(row[`actual_${k}`]);
        if (kept !== actual) differences.push({ userId: String(row.userId), count: k, kept, actual });
      }
    if (repair)
      for (const d of differences)
        await tx.execute(
          sql`update user_counters set ${sql.raw(d.count)} = ${sql.raw(d.count)} + ${d.actual - d.kept} where user_id = ${d.userId}`,
        );
    return { users: rows.length, missingUsers, differences };
  });
}
