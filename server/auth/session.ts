import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Database } from '../db/client';

export const SESSION_IDLE_MS = 2 * 3600_000;

/** Sessions live in PostgreSQL (embedded or real); anonymous visitors get no row (saveUninitialized: false). */
export function sessionMiddleware(opts: { database: Database; secret: string; cookieName: string }) {
  const PgStore = connectPgSimple(session);
  return session({
    store: new PgStore({ pool: opts.database.pool as any, tableName: 'session', createTableIfMissing: false }),
    name: opts.cookieName,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_IDLE_MS },
  });
}

/** Ends every session a user is signed in with (connect-pg-simple keeps passport's user id in `sess`). */
export const endUserSessions = (database: Database, userId: string) =>
  database.pool.query(`delete from session where sess->'passport'->>'user' = $1`, [userId]);
