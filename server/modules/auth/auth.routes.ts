import {
  emailOnlySchema,
  loginSchema,
  markTourCompletedSchema,
  registerSchema,
  resetPasswordSchema,
  updateCurrentUserSchema,
  verifyEmailSchema,
} from '@shared/schemas/auth';
import { Router } from 'express';
import type { AppDeps } from '../../app';
import { requireApproved, requireUser } from '../../auth/guards';
import { parse } from '../../lib/validate';
import { updateUser } from '../users/users.repository';
import { toUserDto } from '../users/users.dto';
import { forgotPassword, register, resendVerification, resetPassword, verifyEmail } from './auth.service';
import { guessLanguage } from './language';
import { login, logout } from './login';

export function authRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  const ip = (req: { ip?: string }) => req.ip ?? 'unknown';

  r.get('/user', requireUser, (req, res) => {
    res.json(toUserDto(req.user!));
  });
  r.patch('/user', requireUser, async (req, res) => {
    const input = parse(updateCurrentUserSchema, req.body);
    res.json(toUserDto((await updateUser(db, req.user!.id, input))!));
  });
  r.post('/login', async (req, res) => {
    const user = await login(deps, req, res, parse(loginSchema, req.body));
    res.json({ user: toUserDto(user) });
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
    res.json(await resetPassword(deps, token, password, ip(req)));
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
  r.get('/logout', async (req, res) => {
    await logout(deps, req, res);
    res.redirect(302, '/');
  });
  return r;
}
