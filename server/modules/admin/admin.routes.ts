import {
  adminActivityListQuerySchema,
  adminUserListQuerySchema,
  auditLogListQuerySchema,
} from '@shared/schemas/admin';
import { analyticsQuerySchema, toDay } from '@shared/schemas/analytics';
import { rejectSchema } from '@shared/schemas/auth';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { route, routeGroup } from '../../lib/route-declaration';
import { parse } from '../../lib/validate';
import { contactInboxRouteList } from '../contact/contact-inbox.routes';
import { ownOfferingDto, pendingOfferingDto } from '../ship-offerings/ship-offerings.responses';
import { adminUserDto, userDto } from '../users/users.responses';
import { adminActivityDto, adminStatistics, analyticsDto, auditLogDto } from './admin.responses';
import { adminListRoute } from './admin-list-route';
import { findActivities, findAuditLogs, findUsers } from './admin-lists.service';
import { getAdminStatistics } from './admin-statistics.service';
import { adminUserRouteList } from './admin-users.routes';
import { getPlatformAnalytics } from './analytics.service';
import { decideOffering, findPendingOfferings } from './offering-approval.service';
import { decideUser, findPendingUsers } from './user-approval.service';

type Verdict = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * The review queue of one kind of record: GET /pending-<kind>s, POST /approve-<kind>/:id and
 * POST /reject-<kind>/:id (with a reason).
 */
const reviewRoutes = (q: {
  kind: string;
  /** The record's name in a 404. */
  record: string;
  noun: string;
  waiting: string;
  pendingItem: z.ZodType;
  item: z.ZodType;
  pending: (deps: AppDeps) => Promise<unknown>;
  decide: (deps: AppDeps, adminId: string, id: string, verdict: Verdict) => Promise<unknown>;
}) => [
  route({
    method: 'GET',
    path: `/pending-${q.kind}s`,
    summary: q.waiting,
    access: 'admin',
    response: z.array(q.pendingItem),
    handler: ({ deps }) => q.pending(deps),
  }),
  route({
    method: 'POST',
    path: `/approve-${q.kind}/:id`,
    summary: `Approve ${q.noun}`,
    access: 'admin',
    params: { id: q.record },
    response: q.item,
    handler: ({ deps, user, params }) => q.decide(deps, user.id, params.id, { status: 'approved' }),
  }),
  route({
    method: 'POST',
    path: `/reject-${q.kind}/:id`,
    summary: `Reject ${q.noun} with a reason`,
    access: 'admin',
    params: { id: q.record },
    body: rejectSchema,
    response: q.item,
    handler: ({ deps, user, params, body }) =>
      q.decide(deps, user.id, params.id, { status: 'rejected', reason: body.reason }),
  }),
];

/**
 * The analytics query's defaults depend on today, so the handler parses it with the server's clock; the mount
 * checks the fields with the same schema's field part (its issues are exactly the full schema's) for the reference.
 */
const analyticsFields = analyticsQuerySchema('2026-01-01').in;

export const adminRoutes = routeGroup('/admin', [
  // PRODUCT.md 4: the legacy password-only admin login exists only to refuse.
  route({
    method: 'POST',
    path: '/login',
    summary: 'Legacy admin login: always 410 Gone',
    access: 'public',
    status: 410,
    handler: () => {
      throw new AppError(
        'GONE',
        'Admin login was replaced with regular authentication. Please sign in with your email and password.',
      );
    },
  }),
  ...adminUserRouteList,
  ...contactInboxRouteList,
  route({
    method: 'GET',
    path: '/statistics',
    summary: 'Platform statistics',
    access: 'admin',
    response: adminStatistics,
    handler: ({ db, user, deps }) => getAdminStatistics(db, user.id, deps.clock()),
  }),
  route({
    method: 'GET',
    path: '/analytics',
    summary: 'Platform analytics over a date range',
    access: 'admin',
    query: analyticsFields,
    response: analyticsDto,
    handler: ({ db, req, deps }) =>
      getPlatformAnalytics(db, parse(analyticsQuerySchema(toDay(deps.clock())), req.query)),
  }),
  adminListRoute({
    path: '/users',
    summary: 'Users, filtered and paged',
    query: adminUserListQuerySchema,
    key: 'users',
    item: adminUserDto,
    find: findUsers,
  }),
  adminListRoute({
    path: '/activities',
    summary: 'Activity log, filtered and paged',
    query: adminActivityListQuerySchema,
    key: 'activities',
    item: adminActivityDto,
    find: findActivities,
  }),
  adminListRoute({
    path: '/audit-logs',
    summary: 'Audit log, filtered and paged',
    query: auditLogListQuerySchema,
    key: 'logs',
    item: auditLogDto,
    find: findAuditLogs,
  }),
  ...reviewRoutes({
    kind: 'user',
    record: 'User',
    noun: 'an account',
    waiting: 'Accounts waiting for approval',
    pendingItem: userDto,
    item: userDto,
    pending: findPendingUsers,
    decide: (deps, adminId, userId, verdict) => decideUser(deps, { adminId, userId, ...verdict }),
  }),
  ...reviewRoutes({
    kind: 'ship-offering',
    record: 'Ship offering',
    noun: 'a ship offering',
    waiting: 'Ship offerings waiting for review',
    pendingItem: pendingOfferingDto,
    item: ownOfferingDto,
    pending: findPendingOfferings,
    decide: (deps, adminId, offeringId, verdict) => decideOffering(deps, { adminId, offeringId, ...verdict }),
  }),
]);
