import {
  adminActivityListQuerySchema,
  adminUserListQuerySchema,
  auditLogListQuerySchema,
} from '@shared/schemas/admin';
import { analyticsQuerySchema, toDay } from '@shared/schemas/analytics';
import { rejectSchema } from '@shared/schemas/auth';
import { uuidSchema } from '@shared/schemas/common';
import { Router } from 'express';
import { requireAdmin } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { parse } from '../../lib/validate';
import { contactInboxRoutes } from '../contact/contact-inbox.routes';
import { findActivities, findAuditLogs, findUsers } from './admin-lists.service';
import { getAdminStatistics } from './admin-statistics.service';
import { adminUserRoutes } from './admin-users.routes';
import { getPlatformAnalytics } from './analytics.service';
import { decideOffering, findPendingOfferings } from './offering-approval.service';
import { decideUser, findPendingUsers } from './user-approval.service';

const userId = (raw: string) => {
  const id = uuidSchema.safeParse(raw);
  if (!id.success) throw notFound('User');
  return id.data;
};

export function adminRoutes(deps: AppDeps) {
  const r = Router();
  // PRODUCT.md 4: the legacy password-only admin login exists only to refuse.
  r.post('/login', () => {
    throw new AppError(
      'GONE',
      'Admin login was replaced with regular authentication. Please sign in with your email and password.',
    );
  });
  r.use(requireAdmin);
  r.use(adminUserRoutes(deps));
  r.use('/contact-messages', contactInboxRoutes(deps));
  r.get('/statistics', async (req, res) => {
    res.json(await getAdminStatistics(deps.database.db, req.user!.id, deps.clock()));
  });
  r.get('/analytics', async (req, res) => {
    const params = parse(analyticsQuerySchema(toDay(deps.clock())), req.query);
    res.json(await getPlatformAnalytics(deps.database.db, params));
  });
  r.get('/users', async (req, res) => {
    const { users, total } = await findUsers(deps, parse(adminUserListQuerySchema, req.query));
    sendPage(res, total, { users });
  });
  r.get('/activities', async (req, res) => {
    const { activities, total } = await findActivities(deps, parse(adminActivityListQuerySchema, req.query));
    sendPage(res, total, { activities });
  });
  r.get('/audit-logs', async (req, res) => {
    const { logs, total } = await findAuditLogs(deps, parse(auditLogListQuerySchema, req.query));
    sendPage(res, total, { logs });
  });
  r.get('/pending-users', async (_req, res) => {
    res.json(await findPendingUsers(deps));
  });
  r.post('/approve-user/:id', async (req, res) => {
    res.json(
      await decideUser(deps, { adminId: req.user!.id, userId: userId(req.params.id), status: 'approved' }),
    );
  });
  r.post('/reject-user/:id', async (req, res) => {
    const { reason } = parse(rejectSchema, req.body);
    res.json(
      await decideUser(deps, {
        adminId: req.user!.id,
        userId: userId(req.params.id),
        status: 'rejected',
        reason,
      }),
    );
  });
  r.get('/pending-ship-offerings', async (_req, res) => {
    res.json(await findPendingOfferings(deps));
  });
  r.post('/approve-ship-offering/:id', async (req, res) => {
    const offeringId = idParam(req.params.id, 'Ship offering');
    res.json(await decideOffering(deps, { adminId: req.user!.id, offeringId, status: 'approved' }));
  });
  r.post('/reject-ship-offering/:id', async (req, res) => {
    const offeringId = idParam(req.params.id, 'Ship offering');
    const { reason } = parse(rejectSchema, req.body);
    res.json(await decideOffering(deps, { adminId: req.user!.id, offeringId, status: 'rejected', reason }));
  });
  return r;
}
