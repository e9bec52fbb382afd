import { createHash } from 'node:crypto';
import type { NotificationType } from '@shared/schemas/notifications';
import type { LiveTopic } from '@shared/schemas/events';
import { sql } from 'drizzle-orm';
import type { Db, QueryablePool } from '../../db/client';

/**
 * Changes travel between instances on one PostgreSQL channel (docs/adr/015-live-events.md). `pg_notify` sent
 * inside a transaction is delivered when it commits and dropped when it rolls back, on PostgreSQL and PGlite
 * alike, so a publisher passes its `tx` and no stream ever hears of a change that did not happen.
 */
export const LIVE_CHANNEL = 'feederhub_live';

/** What goes over the channel: changes for users, or sessions that ended (by the hash of their id). */
export type BusMessage =
  | { k: 'change'; u: string[]; t: LiveTopic[] }
  | { k: 'session'; s: string }
  | { k: 'user'; u: string; keep: string | null };

/**
 * A session id is a bearer secret (its signature only proves we issued it): the channel, which any database role
 * may LISTEN to, carries a hash of it.
 */
export const sidHash = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

// A NOTIFY payload holds at most 8000 bytes; 100 user ids of 36 characters stay far below it.
const USERS_PER_MESSAGE = 100;

const send = (db: Db, message: BusMessage) =>
  db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);

/** Tells every instance that these users' data of these topics changed (on commit, when `db` is a `tx`). */
export async function publishChange(db: Db, userIds: readonly string[], topics: readonly LiveTopic[]) {
  const users = [...new Set(userIds)];
  for (let i = 0; i < users.length; i += USERS_PER_MESSAGE)
    await send(db, { k: 'change', u: users.slice(i, i + USERS_PER_MESSAGE), t: [...new Set(topics)] });
}

/** What a notification of each type tells the screens about, besides the bell. */
const TOPICS_BY_NOTICE: Record<NotificationType, LiveTopic[]> = {
  booking_update: ['notifications', 'bookings', 'offerings'],
  precision_update: ['notifications', 'matches', 'holds'],
  system_message: ['notifications', 'offerings', 'account'],
  vessel_alert: ['notifications'],
};

/** The live side of notify/notifyMany: each recipient hears of the topics its notice is about. */
export async function publishNotices(db: Db, notices: readonly { userId: string; type: NotificationType }[]) {
  const byTopics = new Map<string, { topics: LiveTopic[]; users: string[] }>();
  for (const n of notices) {
    const topics = TOPICS_BY_NOTICE[n.type];
    const key = topics.join();
    const group = byTopics.get(key) ?? byTopics.set(key, { topics, users: [] }).get(key)!;
    group.users.push(n.userId);
  }
  for (const g of byTopics.values()) await publishChange(db, g.users, g.topics);
}

/** A session row was destroyed (sign-out): its streams end on every instance. */
export const publishSessionEnded = (pool: QueryablePool, sid: string) =>
  pool.query('select pg_notify($1, $2)', [
    LIVE_CHANNEL,
    JSON.stringify({ k: 'session', s: sidHash(sid) } satisfies BusMessage),
  ]);

/** Every session of a user but `keepSid` ended (suspension, deletion, role or password change). */
export const publishUserSessionsEnded = (pool: QueryablePool, userId: string, keepSid?: string) =>
  pool.query('select pg_notify($1, $2)', [
    LIVE_CHANNEL,
    JSON.stringify({ k: 'user', u: userId, keep: keepSid ? sidHash(keepSid) : null } satisfies BusMessage),
  ]);
