import type { LoginInput } from '@shared/schemas/auth';
import type { Request, Response } from 'express';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { limits } from '../rate-limit/rate-limit.service';
import { updateUser } from '../users/users.repository';

const authenticate = (deps: AppDeps, req: Request, res: Response) =>
  new Promise<UserRow | false>((resolve, reject) => {
    deps.passport.authenticate('local', { session: false }, (err: unknown, user: UserRow | false) =>
      err ? reject(err) : resolve(user),
    )(req, res, reject);
  });

/** Passport >= 0.6 regenerates the session here, so the id changes at sign-in (no fixation). */
const logIn = (req: Request, user: UserRow) =>
  new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));

export async function login(deps: AppDeps, req: Request, res: Response, input: LoginInput) {
  const { db } = deps.database;
  const ip = req.ip ?? 'unknown';
  const pairKey = `login:${input.email}:${ip}`;
  const ipKey = `login:ip:${ip}`;
  // Each attempt is counted before the password check, so parallel guesses cannot slip past the limit;
  // a successful sign-in takes its attempt back.
  await deps.limiter.consume(pairKey, limits.loginFailuresPerEmailAndIp);
  await deps.limiter.consume(ipKey, limits.loginFailuresPerIp);

  req.body = input; // passport-local reads the normalised email from the body
  const user = await authenticate(deps, req, res);
  if (!user) {
    await recordActivity(db, {
      userId: null,
      activityType: 'login',
      success: false,
      ipAddress: ip,
      metadata: { email: input.email },
    });
    throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  }
  // Told only after the right password, so the answer reveals nothing about an account to a guesser.
  if (user.suspendedAt) {
    await recordActivity(db, {
      userId: user.id,
      activityType: 'login',
      success: false,
      ipAddress: ip,
      metadata: { reason: 'suspended' },
    });
    throw new AppError(
      'ACCOUNT_SUSPENDED',
      'Your account has been suspended. Please contact support@feederhub.eu if you think this is a mistake.',
    );
  }
  await logIn(req, user);
  await deps.limiter.reset(pairKey);
  await deps.limiter.undo(ipKey);
  const updated = await updateUser(db, user.id, { lastLoginAt: deps.clock() });
  await recordActivity(db, { userId: user.id, activityType: 'login', resource: 'session', ipAddress: ip });
  return updated ?? user;
}

/** Ends the request's session: signs out, destroys the session row and clears the cookie. */
export async function endSession(deps: AppDeps, req: Request, res: Response) {
  await new Promise<void>((resolve) => req.logout(() => resolve()));
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
  res.clearCookie(deps.config.SESSION_COOKIE_NAME, { path: '/' });
}

/** Signs out and destroys the session row, whatever state it was in. */
export async function logout(deps: AppDeps, req: Request, res: Response) {
  const userId = req.user?.id ?? null;
  await endSession(deps, req, res);
  if (userId) {
    await recordActivity(deps.database.db, {
      userId,
      activityType: 'logout',
      resource: 'session',
      ipAddress: req.ip,
    });
  }
}
