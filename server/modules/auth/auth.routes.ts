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
import { requestSource } from '../../auth/same-origin';
import { message } from '../../lib/response-schemas';
import { route, routeGroup } from '../../lib/route-declaration';
import { deleteAccount, exportAccountData } from '../account/account.service';
import { recordActivity } from '../activity/activity.service';
import { toUserDto } from '../users/users.dto';
import { updateUser } from '../users/users.repository';
import { userDto } from '../users/users.responses';
import { accountExport, loginAnswer, registerAnswer } from './auth.responses';
import { forgotPassword, register, resendVerification, resetPassword, verifyEmail } from './auth.service';
import { guessLanguage } from './language';
import { endSession, login, logout } from './login';

const ip = (req: { ip?: string }) => req.ip ?? 'unknown';

/** /api/auth: the session, registration, email tokens and the own account. */
export const authRoutes = routeGroup('/auth', [
  route({
    method: 'GET',
    path: '/user',
    summary: 'The signed-in user',
    access: 'signedIn',
    response: userDto,
    handler: ({ user }) => toUserDto(user),
  }),
  route({
    method: 'PATCH',
    path: '/user',
    summary: 'Update the own profile and language',
    access: 'signedIn',
    body: updateCurrentUserSchema,
    response: userDto,
    handler: async ({ req, db, user, body }) => {
      const updated = (await updateUser(db, user.id, body))!;
      const profileFields = (['firstName', 'lastName', 'companyName'] as const).filter((f) => f in body);
      if (profileFields.length) {
        await recordActivity(db, {
          userId: updated.id,
          activityType: 'update_profile',
          resource: 'user',
          ipAddress: ip(req),
          metadata: { fields: profileFields },
        });
      }
      return toUserDto(updated);
    },
  }),
  // PRODUCT.md 21: a user's data, as a download, and the account's deletion.
  route({
    method: 'GET',
    path: '/user/export',
    summary: 'Download everything stored about the own account (JSON attachment)',
    access: 'signedIn',
    response: accountExport,
    handler: async ({ req, res, deps, db, user }) => {
      const now = deps.clock();
      const data = await exportAccountData(db, user, now);
      await recordActivity(db, {
        userId: user.id,
        activityType: 'export_data',
        resource: 'user',
        ipAddress: ip(req),
      });
      res.attachment(`feederhub-account-${now.toISOString().slice(0, 10)}.json`);
      return data;
    },
  }),
  route({
    method: 'DELETE',
    path: '/user',
    summary: 'Delete the own account (password required)',
    access: 'signedIn',
    body: deleteAccountSchema,
    status: 204,
    handler: async ({ req, res, deps, user, body }) => {
      await deleteAccount(deps, user, body.password, ip(req));
      await endSession(deps, req, res);
    },
  }),
  route({
    method: 'POST',
    path: '/login',
    summary: 'Sign in; sets the session cookie',
    access: 'public',
    body: loginSchema,
    response: loginAnswer,
    handler: async ({ req, res, deps, body }) => {
      const { user, firstSignIn } = await login(deps, req, res, body);
      return { user: toUserDto(user), firstSignIn };
    },
  }),
  route({
    method: 'POST',
    path: '/register',
    summary: 'Register an account (answers alike for a taken email)',
    access: 'public',
    body: registerSchema,
    status: 201,
    response: registerAnswer,
    handler: ({ req, deps, body }) =>
      register(deps, body, { ip: ip(req), language: guessLanguage(req.get('accept-language')) }),
  }),
  route({
    method: 'POST',
    path: '/verify-email',
    summary: 'Confirm an email address with the mailed token',
    access: 'public',
    body: verifyEmailSchema,
    response: message,
    handler: ({ req, deps, body }) => verifyEmail(deps, body.token, ip(req)),
  }),
  route({
    method: 'POST',
    path: '/resend-verification',
    summary: 'Mail a new verification link',
    access: 'public',
    body: emailOnlySchema,
    response: message,
    handler: ({ req, deps, body }) => resendVerification(deps, body.email, ip(req)),
  }),
  route({
    method: 'POST',
    path: '/forgot-password',
    summary: 'Mail a password reset link',
    access: 'public',
    body: emailOnlySchema,
    response: message,
    handler: ({ req, deps, body }) => forgotPassword(deps, body.email, ip(req)),
  }),
  route({
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password with the mailed token',
    access: 'public',
    body: resetPasswordSchema,
    response: message,
    handler: ({ req, deps, user, body: { token, password } }) => {
      const session = { id: req.sessionID, userId: user?.id };
      return resetPassword(deps, { token, password, ip: ip(req), session });
    },
  }),
  route({
    method: 'POST',
    path: '/mark-tour-completed',
    summary: 'Mark the welcome tour as seen',
    access: 'approved',
    body: markTourCompletedSchema,
    response: userDto,
    handler: async ({ db, user }) => toUserDto((await updateUser(db, user.id, { hasSeenTour: true }))!),
  }),
  route({
    method: 'POST',
    path: '/logout',
    summary: 'Sign out',
    access: 'public',
    status: 204,
    handler: ({ req, res, deps }) => logout(deps, req, res),
  }),
  // PRODUCT.md 3 and 30: kept for the old client, never creates an account.
  route({
    method: 'POST',
    path: '/init-super-admin',
    summary: 'Legacy: kept for old clients, creates nothing',
    access: 'public',
    status: 204,
    handler: () => undefined,
  }),
]);

/** Navigation endpoints (full page loads), mounted at /api. */
export const navigationRoutes = routeGroup('/', [
  route({
    method: 'GET',
    path: '/login',
    summary: 'Navigation: redirects to the sign-in page',
    access: 'public',
    produces: 'redirect',
    handler: ({ res }) => res.redirect(302, '/login'),
  }),
  // Any site can link or redirect here, so only a navigation from our own pages (or typed by the user)
  // signs out; anything else lands on the sign-in page with nothing changed (issue 12: logout CSRF).
  route({
    method: 'GET',
    path: '/logout',
    summary: 'Navigation: signs out when followed from our own pages, then redirects',
    access: 'public',
    produces: 'redirect',
    handler: async ({ req, res, deps }) => {
      if (requestSource(req, deps.config.APP_ORIGIN) !== 'ours') return res.redirect(302, '/login?logout=1');
      await logout(deps, req, res);
      res.redirect(302, '/');
    },
  }),
]);
