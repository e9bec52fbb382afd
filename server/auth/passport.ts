import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Db } from '../db/client';
import { burnPasswordCheck, verifyPassword } from '../modules/users/passwords';
import { findUserByEmail, findUserById } from '../modules/users/users.repository';
import { preloadedUser } from './session-store';

/** One passport instance per app (tests build several apps in one process). */
export function createPassport(db: Db) {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password' },
      async (email, password, done) => {
        try {
          const user = await findUserByEmail(db, email);
          const ok = user
            ? await verifyPassword(password, user.passwordHash)
            : await burnPasswordCheck(password);
          done(null, ok ? user : false);
        } catch (err) {
          done(err);
        }
      },
    ),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser(
    async (req: Request, id: string, done: (err: unknown, user?: Express.User | false) => void) => {
      try {
        // Read on every request (with the session row, see session-store.ts), so a suspension refuses a session
        // still open on any instance at once.
        const pre = preloadedUser(req);
        const user = pre && (pre.user === null || pre.user.id === id) ? pre.user : await findUserById(db, id);
        done(null, user && !user.suspendedAt ? user : false);
      } catch (err) {
        done(err);
      }
    },
  );
  return passport;
}
