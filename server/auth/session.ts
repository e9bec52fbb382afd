import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Database } from '../db/client';
import { publishUserSessionsEnded } from '../modules/events/live-publish';
import { SessionStore } from './session-store';

export const SESSION_IDLE_MS = 2 * 3600_000;
/** However active, a sign-in lasts a working day at most: a stolen cookie cannot be kept alive forever. */
export const SESSION_ABSOLUTE_MS = 12 * 3600_000;

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since the epoch, by the app's clock); set at login, never moved. */
    signedInAt?: number;
  }
}

/** Sessions live in PostgreSQL (embedded or real); anonymous visitors get no row (saveUninitialized: false). */
export function sessionMiddleware(opts: { database: Database; secret: string; cookieName: string }) {
  return session({
    store: new SessionStore(opts.database),
    name: opts.cookieName,
    secret: opts.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_IDLE_MS },
  });
}

/**
 * Ends every session a user is signed in with (connect-pg-simple keeps passport's user id in `sess`), except
 * `keepSessionId` (the one making a change the user made themselves).
 */
export async function endUserSessions(database: Database, userId: string, keepSessionId?: string) {
  const result = await database.pool.query(
    `delete from session where sess->'passport'->>'user' = $1 and sid <> $2`,
    [userId, keepSessionId ?? ''],
  );
  // Their live streams end too, on every instance (server/modules/events).
  await publishUserSessionsEnded(database.pool, userId, keepSessionId);
  return result;
}

/**
 * After passport has read the user: a sign-in older than SESSION_ABSOLUTE_MS is ended here, on every request,
 * and the request goes on as anonymous (a guarded route answers 401). A session from before this rule had no
 * stamp: it gets one now rather than ending everyone's session at the deploy.
 */
export const enforceAbsoluteLifetime =
  (clock: () => Date): RequestHandler =>
  async (req, _res, next) => {
    if (!req.user || !req.session) return next();
    const now = clock().getTime();
    const started = req.session.signedInAt;
    if (typeof started !== 'number') {
      req.session.signedInAt = now;
      return next();
    }
    if (now - started < SESSION_ABSOLUTE_MS) return next();
    req.user = undefined;
    // A fresh, empty session replaces the row; it is never saved (saveUninitialized: false).
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((err) => (err ? reject(err) : resolve())),
    );
    next();
  };
