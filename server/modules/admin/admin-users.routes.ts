import {
  adminActivityExportQuerySchema,
  adminUserExportQuerySchema,
  auditLogExportQuerySchema,
  changeUserRoleSchema,
  suspendUserSchema,
} from '@shared/schemas/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type CsvValue, csvFilename, streamCsv } from '../../lib/csv';
import { route } from '../../lib/route-declaration';
import { recordActivity } from '../activity/activity.service';
import { adminUserDto } from '../users/users.responses';
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

const targetUser = { id: 'User' };
const actorOf = (u: Express.User) => ({ id: u.id, role: u.role });

type Csv<T> = { header: string[]; batches: AsyncIterable<T[]>; row: (item: T) => CsvValue[] };

/**
 * GET /<list>/export: records who exported what with which filters (personal data leaves the app), then streams
 * the list as CSV. Recorded first: once the response has ended, a client may read the activities before a later
 * write lands.
 */
const csvExport = <Q extends z.ZodType, T>(
  list: string,
  summary: string,
  query: Q,
  csv: (db: Db, filters: z.output<Q>) => Csv<T>,
) =>
  route({
    method: 'GET',
    path: `/${list}/export`,
    summary,
    access: 'admin',
    query,
    produces: 'text/csv',
    handler: async ({ req, res, deps, db, user, query: filters }) => {
      const q = filters as z.output<Q>;
      await recordActivity(db, {
        userId: user.id,
        activityType: 'export_csv',
        resource: list,
        ipAddress: req.ip,
        metadata: { filters: q },
      });
      await streamCsv(res, { filename: csvFilename(list, deps.clock()), ...csv(db, q) });
    },
  });

/** Account moderation and the CSV exports, declared in the admin group (admin.routes.ts). */
export const adminUserRouteList = [
  route({
    method: 'POST',
    path: '/users/:id/suspend',
    summary: 'Suspend a user',
    access: 'admin',
    params: targetUser,
    body: suspendUserSchema,
    response: adminUserDto,
    handler: ({ deps, user, params, body }) =>
      suspendUser(deps, { actor: actorOf(user), userId: params.id, reason: body.reason }),
  }),
  route({
    method: 'POST',
    path: '/users/:id/reactivate',
    summary: 'Reactivate a suspended user',
    access: 'admin',
    params: targetUser,
    response: adminUserDto,
    handler: ({ deps, user, params }) => reactivateUser(deps, { actor: actorOf(user), userId: params.id }),
  }),
  route({
    method: 'PATCH',
    path: '/users/:id/role',
    summary: "Change a user's role",
    access: 'superAdmin',
    params: targetUser,
    body: changeUserRoleSchema,
    response: adminUserDto,
    handler: ({ deps, user, params, body }) =>
      changeUserRole(deps, { actor: actorOf(user), userId: params.id, role: body.role }),
  }),
  csvExport('users', 'Users as CSV', adminUserExportQuerySchema, (db, q) => ({
    header: userCsvHeader,
    batches: userBatches(db, q),
    row: userCsvRow,
  })),
  csvExport('activities', 'Activity log as CSV', adminActivityExportQuerySchema, (db, q) => ({
    header: activityCsvHeader,
    batches: activityBatches(db, q),
    row: activityCsvRow,
  })),
  csvExport('audit-logs', 'Audit log as CSV', auditLogExportQuerySchema, (db, q) => ({
    header: auditCsvHeader,
    batches: auditLogBatches(db, q),
    row: auditCsvRow,
  })),
];
