import {
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  markTourCompletedSchema,
  registerSchema,
  resetPasswordSchema,
  updateCurrentUserSchema,
  verifyEmailSchema,
} from '@shared/schemas/auth';
import { Router } from 'express';
import { requireApproved, requireUser } from '../../auth/guards';
import { requestSource } from '../../auth/same-origin';
import type { AppDeps } from '../../deps';
import { parse } from '../../lib/validate';
import { deleteAccount, exportAccountData } from '../account/account.service';
import { recordActivity } from '../activity/activity.service';
import { toUserDto } from '../users/users.dto';
import { updateUser } from '../users/users.repository';
import { forgotPassword, register, resendVerification, resetPassword, verifyEmail } from './auth.service';
import { guessLanguage } from './language';
import { endSession, login, logout } from './login';

export function authRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  const ip = (req: { ip?: string }) => req.ip ?? 'unknown';

  r.get('/user', requireUser, (req, res) => {
    res.json(toUserDto(req.user!));
  });
  r.patch('/user', requireUser, async (req, res) => {
    const input = parse(updateCurrentUserSchema, req.body);
    const updated = (await updateUser(db, req.user!.id, input))!;
    const profileFields = (['firstName', 'lastName', 'companyName'] as const).filter((f) => f in input);
    if (profileFields.length) {
      await recordActivity(db, {
        userId: updated.id,
        activityType: 'update_profile',
        resource: 'user',
        ipAddress: ip(req),
        metadata: { fields: profileFields },
      });
    }
    res.json(toUserDto(updated));
  });
  // PRODUCT.md 21: a user's data, as a download, and the account's deletion.
  r.get('/user/export', requireUser, async (req, res) => {
    const now = deps.clock();
    const data = await exportAccountData(db, req.user!, now);
    await recordActivity(db, {
      userId: req.user!.id,
      activityType: 'export_data',
      resource: 'user',
      ipAddress: ip(req),
    });
    res.attachment(`feederhub-account-${now.toISOString().slice(0, 10)}.json`);
    res.json(data);
  });
  r.delete('/user', requireUser, async (req, res) => {
    const { password } = parse(deleteAccountSchema, req.body);
    await deleteAccount(deps, req.user!, password, ip(req));
    await endSession(deps, req, res);
    res.status(204).end();
  });
  r.post('/login', async (req, res) => {
    const { user, firstSignIn } = await login(deps, req, res, parse(loginSchema, req.body));
    res.json({ user: toUserDto(user), firstSignIn });
  });
  r.post('/register', async (req, res) => {
    const input = parse(registerSchema, req.body);
    const language = guessLanguage(req.get('accept-language'));
    res.status(201).json(await register(deps, input, { ip: ip(req), language }));
  });
  r.post('/verify-email', async (req, res) => {
    res.json(await verifyEmail(deps, parse(verifyEmailSchema, req.body).token, ip(req)));
  });
  r.post('/resend-verification', async (req, res) => {
    res.json(await resendVerification(deps, parse(emailOnlySchema, req.body).email, ip(req)));
  });
  r.post('/forgot-password', async (req, res) => {
    res.json(await forgotPassword(deps, parse(emailOnlySchema, req.body).email, ip(req)));
  });
  r.post('/reset-password', async (req, res) => {
    const { token, password } = parse(resetPasswordSchema, req.body);
    const session = { id: req.sessionID, userId: req.user?.id };
    res.json(await resetPassword(deps, { token, password, ip: ip(req), session }));
  });
  r.post('/mark-tour-completed', requireApproved, async (req, res) => {
    parse(markTourCompletedSchema, req.body);
    res.json(toUserDto((await updateUser(db, req.user!.id, { hasSeenTour: true }))!));
  });
  r.post('/logout', async (req, res) => {
    await logout(deps, req, res);
    res.status(204).end();
  });
  // PRODUCT.md 3 and 30: kept for the old client, never creates an account.
  r.post('/init-super-admin', (_req, res) => {
    res.status(204).end();
  });
  return r;
}

/** Navigation endpoints (full page loads), mounted at /api. */
export function navigationRoutes(deps: AppDeps) {
  const r = Router();
  r.get('/login', (_req, res) => res.redirect(302, '/login'));
  // Any site can link or redirect here, so only a navigation from our own pages (or typed by the user)
  // signs out; anything else lands on the sign-in page with nothing changed (issue 12: logout CSRF).
  r.get('/logout', async (req, res) => {
    if (requestSource(req, deps.config.APP_ORIGIN) !== 'ours') return res.redirect(302, '/login?logout=1');
    await logout(deps, req, res);
    res.redirect(302, '/');
  });
  return r;
}
