import connectPgSimple from 'connect-pg-simple';
import { and, eq, sql } from 'drizzle-orm';
import type { Request } from 'express';
import session from 'express-session';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, type UserRow, users } from '../db/schema';
import { publishSessionEnded } from '../modules/events/live-publish';

const PgStore = connectPgSimple(session);

/**
 * A session row is rewritten by touch only once its stored expiry lags this far behind the rolling one: a session
 * idles out between SESSION_IDLE_MS − TOUCH_AFTER_MS and SESSION_IDLE_MS after its last request, and a busy
 * user costs no write per request (express-session touches on every answer otherwise, before sending it).
 */
export const TOUCH_AFTER_MS = 60_000;

const LOADED = Symbol('loaded session row');
const STORED_EXPIRY = Symbol('stored expiry');
type Loaded = { expiresAt: number; user: UserRow | null };
type WithLoaded = session.SessionData & { [LOADED]?: Loaded };

/** The user row read with the session (null: the session names a user who no longer exists). */
const preloaded = new WeakMap<Request, { user: UserRow | null }>();
export const preloadedUser = (req: Request) => preloaded.get(req);

/**
 * connect-pg-simple with two savings per signed-in request: the user is read in the same query as the session
 * (passport's deserializeUser takes it from there instead of a second round trip), and touch skips the write
 * while the stored expiry is recent. Still one query per request against PostgreSQL, so a suspension (which
 * deletes the user's sessions) or a role change refuses or changes the next request on every instance at once.
 */
export class SessionStore extends PgStore {
  constructor(
    private readonly database: Database,
    private readonly touchAfterMs = TOUCH_AFTER_MS,
  ) {
    // No pruning timer per store: a pending timer keeps its store and database alive after the app is gone (every
    // test file's app, in one worker), and one process needs one sweep, not one per app (server/index.ts).
    super({
      pool: database.pool as any,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: false,
    });
  }

  override get(sid: string, callback: (err: unknown, sess?: session.SessionData | null) => void) {
    loadSession(this.database, sid).then((row) => {
      if (!row) return callback(null, null);
      const sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as WithLoaded;
      sess[LOADED] = { expiresAt: row.expiresAt * 1000, user: row.user };
      callback(null, sess);
    }, callback);
  }

  override createSession(req: Request, sess: session.SessionData) {
    const loaded = (sess as WithLoaded)[LOADED];
    delete (sess as WithLoaded)[LOADED];
    const created = super.createSession(req, sess);
    if (loaded) {
      // Not enumerable and a symbol: never serialised into the row, never part of express-session's change hash.
      Object.defineProperty(created, STORED_EXPIRY, { value: loaded.expiresAt });
      preloaded.set(req, { user: loaded.user });
    }
    return created;
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void) {
    const stored = (sess as { [STORED_EXPIRY]?: number })[STORED_EXPIRY];
    const next = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : undefined;
    if (stored !== undefined && next !== undefined && next - stored < this.touchAfterMs) {
      callback?.();
      return;
    }
    super.touch(sid, sess, callback as (err?: Error | null) => void);
  }

  /** A destroyed session (sign-out, a new sign-in) also ends its live streams, on whichever instance holds them. */
  override destroy(sid: string, callback?: (err?: unknown) => void) {
    super.destroy(sid, (err?: unknown) => {
      if (err) return callback?.(err);
      publishSessionEnded(this.database.pool, sid).then(
        () => callback?.(),
        () => callback?.(), // the sweep of the live streams ends them within a minute anyway
      );
    });
  }
}

/** Expired sessions are dead rows (a load already ignores them): the server clears them every 15 minutes. */
export async function deleteExpiredSessions(database: Database) {
  await database.pool.query('delete from session where expire < now()');
}

async function loadSession(database: Database, sid: string) {
  const { db } = database;
  const [row] = await prepared(db, 'session_load', () =>
    db
      .select({
        sess: sessions.sess,
        // The column is timestamp without time zone, written by to_timestamp() in the session's zone: read it
        // back the same way.
        expiresAt: sql<number>`extract(epoch from ${sessions.expire}::timestamptz)::float8`,
        user: users,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sql`(${sessions.sess}->'passport'->>'user')::uuid`))
      .where(and(eq(sessions.sid, sql.placeholder('sid')), sql`${sessions.expire} >= now()`)),
  ).execute({ sid });
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : undefined;
}
