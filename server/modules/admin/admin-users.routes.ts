import {
  adminActivityExportQuerySchema,
  adminUserExportQuerySchema,
  auditLogExportQuerySchema,
  changeUserRoleSchema,
  suspendUserSchema,
} from '@shared/schemas/admin';
import { type Request, type Response, Router } from 'express';
import { requireSuperAdmin } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { type CsvValue, csvFilename, streamCsv } from '../../lib/csv';
import { idParam } from '../../lib/id-param';
import { parse } from '../../lib/validate';
import { recordActivity } from '../activity/activity.service';
import {
  activityBatches,
  activityCsvHeader,
  activityCsvRow,
  auditCsvHeader,
  auditCsvRow,
  auditLogBatches,
  userBatches,
  userCsvHeader,
  userCsvRow,
} from './admin-export.service';
import { changeUserRole } from './user-role.service';
import { reactivateUser, suspendUser } from './user-suspension.service';

/** Account moderation and the CSV exports; mounted by admin.routes.ts behind requireAdmin. */
export function adminUserRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  const actorOf = (req: Request) => ({ id: req.user!.id, role: req.user!.role });

  r.post('/users/:id/suspend', async (req, res) => {
    const userId = idParam(req.params.id, 'User');
    const { reason } = parse(suspendUserSchema, req.body);
    res.json(await suspendUser(deps, { actor: actorOf(req), userId, reason }));
  });
  r.post('/users/:id/reactivate', async (req, res) => {
    res.json(await reactivateUser(deps, { actor: actorOf(req), userId: idParam(req.params.id, 'User') }));
  });
  r.patch('/users/:id/role', requireSuperAdmin, async (req, res) => {
    const userId = idParam(req.params.id, 'User');
    const { role } = parse(changeUserRoleSchema, req.body);
    res.json(await changeUserRole(deps, { actor: actorOf(req), userId, role }));
  });

  /**
   * Records who exported what with which filters (personal data leaves the app), then streams the list as CSV.
   * Recorded first: once the response has ended, a client may read the activities before a later write lands.
   */
  async function exportCsv<T>(
    req: Request,
    res: Response,
    list: string,
    filters: object,
    csv: { header: string[]; batches: AsyncIterable<T[]>; row: (item: T) => CsvValue[] },
  ) {
    await recordActivity(db, {
      userId: req.user!.id,
      activityType: 'export_csv',
      resource: list,
      ipAddress: req.ip,
      metadata: { filters },
    });
    await streamCsv(res, { filename: csvFilename(list, deps.clock()), ...csv });
  }
  r.get('/users/export', async (req, res) => {
    const q = parse(adminUserExportQuerySchema, req.query);
    await exportCsv(req, res, 'users', q, {
      header: userCsvHeader,
      batches: userBatches(db, q),
      row: userCsvRow,
    });
  });
  r.get('/activities/export', async (req, res) => {
    const q = parse(adminActivityExportQuerySchema, req.query);
    await exportCsv(req, res, 'activities', q, {
      header: activityCsvHeader,
      batches: activityBatches(db, q),
      row: activityCsvRow,
    });
  });
  r.get('/audit-logs/export', async (req, res) => {
    const q = parse(auditLogExportQuerySchema, req.query);
    await exportCsv(req, res, 'audit-logs', q, {
      header: auditCsvHeader,
      batches: auditLogBatches(db, q),
      row: auditCsvRow,
    });
  });
  return r;
}
