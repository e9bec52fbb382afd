import { isAdminRole } from '@shared/schemas/auth';
import type { RequestHandler } from 'express';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import type { Access } from '../lib/route-declaration';

declare global {
  namespace Express {
    interface User extends UserRow {}
  }
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  next();
};

const notApproved = (user: Express.User) =>
  new AppError(
    'PENDING_APPROVAL',
    user.approvalStatus === 'rejected'
      ? 'Your registration was not approved.'
      : 'Your account is waiting for approval by an administrator.',
  );

/** Pending and rejected users may only see themselves, sign out and verify their email (PRODUCT.md 23). */
export const requireApproved: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  if (!isAdminRole(req.user.role) && req.user.approvalStatus !== 'approved') throw notApproved(req.user);
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  if (!isAdminRole(req.user.role)) {
    // docs/api.md: a pending or rejected user gets PENDING_APPROVAL here too, like on every other gated call.
    if (req.user.approvalStatus !== 'approved') throw notApproved(req.user);
    throw new AppError('FORBIDDEN', 'Administrator access required');
  }
  next();
};

/** Granting or removing the admin role (after requireAdmin): super admins only. */
export const requireSuperAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  if (req.user.role !== 'super_admin') throw new AppError('FORBIDDEN', 'Super admin access required');
  next();
};

const guards: Record<Access, RequestHandler[]> = {
  public: [],
  signedIn: [requireUser],
  approved: [requireApproved],
  admin: [requireAdmin],
  superAdmin: [requireAdmin, requireSuperAdmin],
};

/** The guards a declared route's access puts in front of it (server/lib/mount-routes.ts). */
export const guardsFor = (access: Access) => guards[access];
