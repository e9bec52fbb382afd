import type { LoginInput } from '@shared/schemas/auth';
import type { Request, Response } from 'express';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { backoffs } from '../rate-limit/rate-limit.service';
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
  const accountKey = `login:account:${input.email}`;
  const ipKey = `login:ip:${ip}`;
  // Every attempt claims a slot before the password check, so parallel guesses cannot slip past the delays;
  // no lockout: the longest wait, right password or not, is the policy's cap (a minute; docs/adr/002).
  await deps.limiter.throttle(accountKey, backoffs.loginPerAccount);
  await deps.limiter.throttle(ipKey, backoffs.loginPerIp);

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
  req.session.signedInAt = deps.clock().getTime(); // the absolute lifetime counts from here (auth/session.ts)
  // The account's count starts over; the address keeps its current wait (or a guesser with one good account
  // could clear it between guesses at others) but this attempt no longer counts toward the next one.
  await deps.limiter.reset(accountKey);
  await deps.limiter.undo(ipKey);
  const updated = await updateUser(db, user.id, { lastLoginAt: deps.clock() });
  await recordActivity(db, { userId: user.id, activityType: 'login', resource: 'session', ipAddress: ip });
  // Issue 13: the client greets a first sign-in with "Welcome", not "Welcome back".
  return { user: updated ?? user, firstSignIn: isFirstMemberSignIn(user) };
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

/**
 * The account's first sign-in as a member: never signed in, or only while it waited for approval (issue 27: an
 * applicant who looked at the pending screen was greeted "Welcome back" on the first dashboard they saw).
 */
export function isFirstMemberSignIn(user: Pick<UserRow, 'lastLoginAt' | 'reviewedAt' | 'approvalStatus'>) {
  if (user.lastLoginAt === null) return true;
  return user.approvalStatus === 'approved' && user.reviewedAt !== null && user.lastLoginAt < user.reviewedAt;
}
