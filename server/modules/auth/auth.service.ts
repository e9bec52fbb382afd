import { roleForUserType } from '@shared/domain/roles';
import type { RegisterResponse, UserType } from '@shared/schemas/auth';
import type { Language } from '@shared/schemas/common';
import { eq, sql } from 'drizzle-orm';
import { endUserSessions } from '../../auth/session';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { limits } from '../rate-limit/rate-limit.service';
import { assertNotCommon, hashPassword } from '../users/passwords';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { sendAccountMail } from './auth-mail';
import { consumeToken, findTokenUser, issueToken } from './email-tokens';

type Ctx = { ip: string; language: Language };

const registered: RegisterResponse = {
  verificationMessage:
    'Registration successful! Please check your email to verify your address. An administrator will review your account within 24-48 hours.',
  requiresEmailVerification: true,
};

export async function register(
  deps: AppDeps,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    companyName?: string;
    userType: UserType;
  },
  ctx: Ctx,
): Promise<RegisterResponse> {
  const { db } = deps.database;
  await deps.limiter.consume(`register:ip:${ctx.ip}`, limits.registerPerIp);
  assertNotCommon(input.password);
  // Hash before the lookup so a known email takes as long as a new one (PRODUCT.md 7).
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await sendAccountMail(deps, existing, 'duplicate');
    await recordActivity(db, {
      userId: existing.id,
      activityType: 'register_duplicate',
      ipAddress: ctx.ip,
      success: false,
    });
    return registered;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName ?? null,
      userType: input.userType,
      role: roleForUserType(input.userType),
      preferredLanguage: ctx.language,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return registered; // a concurrent registration of the same email won the race
  const token = await issueToken(db, user.id, 'verify_email', deps.clock());
  await sendAccountMail(deps, user, 'verify', {
    link: `${deps.config.APP_ORIGIN}/verify-email?token=${token}`,
  });
  await recordActivity(db, {
    userId: user.id,
    activityType: 'register',
    resource: 'user',
    ipAddress: ctx.ip,
  });
  return registered;
}

export async function verifyEmail(deps: AppDeps, token: string, ip: string) {
  const { db } = deps.database;
  const now = deps.clock();
  const userId = await consumeToken(db, token, 'verify_email', now);
  if (!userId) throw new AppError('BAD_REQUEST', 'Invalid or expired verification token');
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
  await recordActivity(db, { userId, activityType: 'verify_email', resource: 'user', ipAddress: ip });
  return { message: 'Email verified successfully' };
}

async function limitEmailAction(deps: AppDeps, action: string, email: string, ip: string) {
  await deps.limiter.consume(`${action}:ip:${ip}`, limits.emailActionPerIp);
  await deps.limiter.consume(`${action}:email:${email}`, limits.emailActionPerEmail);
}

/**
 * Both answers are the same whether or not the email has an account, and so is their timing (issue 12: 65 ms
 * against 38 ms told registered addresses apart): after the rate limit, which every call pays alike, the
 * lookup, the token and the mail run after answering (lib/after-response.ts).
 */
export async function resendVerification(deps: AppDeps, email: string, ip: string) {
  await limitEmailAction(deps, 'resend', email, ip);
  deps.tasks.defer('resend-verification mail', async () => {
    const user = await findUserByEmail(deps.database.db, email);
    if (!user || user.emailVerifiedAt) return;
    const token = await issueToken(deps.database.db, user.id, 'verify_email', deps.clock());
    await sendAccountMail(deps, user, 'verify', {
      link: `${deps.config.APP_ORIGIN}/verify-email?token=${token}`,
    });
  });
  return {
    message:
      'If an account with that email exists and is not yet verified, we have sent a new verification link.',
  };
}

export async function forgotPassword(deps: AppDeps, email: string, ip: string) {
  await limitEmailAction(deps, 'forgot', email, ip);
  deps.tasks.defer('forgot-password mail', async () => {
    const user = await findUserByEmail(deps.database.db, email);
    if (!user) return;
    const token = await issueToken(deps.database.db, user.id, 'reset_password', deps.clock());
    await sendAccountMail(deps, user, 'reset', {
      link: `${deps.config.APP_ORIGIN}/reset-password?token=${token}`,
    });
  });
  return { message: 'If an account with that email exists, we have sent a link to reset the password.' };
}

export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string; ip: string; session?: { id: string; userId?: string } },
) {
  const { token, password, ip } = input;
  const { db } = deps.database;
  await deps.limiter.consume(`reset-password:ip:${ip}`, limits.resetPasswordPerIp);
  assertNotCommon(password);
  const now = deps.clock();
  const invalid = () => new AppError('BAD_REQUEST', 'Invalid or expired reset token');
  // The token is checked before the costly hash, so bogus tokens cost no bcrypt time (issue 12); it is
  // only used up after, so a failure while hashing leaves the link working.
  if (!(await findTokenUser(db, token, 'reset_password', now))) throw invalid();
  const passwordHash = await hashPassword(password);
  const userId = await consumeToken(db, token, 'reset_password', now);
  if (!userId) throw invalid();
  const user = await findUserById(db, userId);
  // The link proves the mailbox, so it also verifies the address.
  await updateUser(db, userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now });
  // Every session signed in with the old password ends, except the one making the change (if it is theirs).
  const keep = input.session?.userId === userId ? input.session.id : undefined;
  await endUserSessions(deps.database, userId, keep);
  await recordActivity(db, { userId, activityType: 'password_reset', resource: 'user', ipAddress: ip });
  return { message: 'Your password has been reset. You can now sign in.' };
}
