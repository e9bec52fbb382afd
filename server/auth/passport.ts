import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Db } from '../db/client';
import { findUserByEmail, findUserById } from '../modules/users/users.repository';
import { burnPasswordCheck, verifyPassword } from '../modules/users/passwords';

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
  passport.deserializeUser(async (id: string, done) => {
    try {
      // Read on every request, so a suspension refuses a session still open on any instance at once.
      const user = await findUserById(db, id);
      done(null, user && !user.suspendedAt ? user : false);
    } catch (err) {
      done(err);
    }
  });
  return passport;
}
