import type { AdminActivityListParams, AdminUserListParams, AuditLogListParams } from '@shared/schemas/admin';
import { and, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, auditLogs, users } from '../../db/schema';
import type { KeyPart } from '../../lib/keyset';
import { orderOf } from '../../lib/keyset';
import { containing } from '../../lib/like';
import { pageOffset } from '../../lib/paging';
import { joinRecordRefs, refColumns } from './record-refs';

/** Filters and orders the lists and their CSV exports share, so an export is exactly the filtered screen. */
type UserFilters = Omit<AdminUserListParams, 'page' | 'pageSize'>;
type ActivityFilters = Omit<AdminActivityListParams, 'page' | 'pageSize'>;
type AuditFilters = Omit<AuditLogListParams, 'page' | 'pageSize'>;

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;

export function userFilter(q: UserFilters) {
  const where: SQL[] = [];
  if (q.search) {
    const pattern = containing(q.search);
    where.push(or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(users.companyName, pattern))!);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.approvalStatus) where.push(eq(users.approvalStatus, q.approvalStatus));
  if (q.userType) where.push(eq(users.userType, q.userType));
  if (q.accountState)
    where.push(q.accountState === 'suspended' ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt));
  return and(...where);
}

const userSortColumns = {
  createdAt: [{ expr: sql`${users.createdAt}`, type: 'timestamptz' }],
  name: [
    { expr: sql`lower(${users.firstName})`, type: 'text' },
    { expr: sql`lower(${users.lastName})`, type: 'text' },
  ],
  email: [{ expr: sql`${users.email}`, type: 'text' }],
} as const;

/** The users' order: the chosen column, then the id (ascending) so that pages never overlap or skip rows. */
export const userOrder = (q: UserFilters): KeyPart[] => [
  ...userSortColumns[q.sort].map((c) => ({ ...c, order: q.order })),
  { expr: sql`${users.id}`, order: 'asc', type: 'uuid' },
];

/** A page of the users list and its total, unexecuted (admin-lists-plans.test.ts checks their plans). */
export function userPageQueries(db: Db, q: AdminUserListParams) {
  const filter = userFilter(q);
  return {
    page: db
      .select()
      .from(users)
      .where(filter)
      .orderBy(...orderOf(userOrder(q)))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    total: db.select({ n: count() }).from(users).where(filter),
  };
}

export async function findUserRows(db: Db, q: AdminUserListParams) {
  const { page, total } = userPageQueries(db, q);
  const [rows, [n]] = await Promise.all([page, total]);
  return { rows, total: Number(n.n) };
}

export const actorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function activityFilter(q: ActivityFilters) {
  const where: SQL[] = [];
  if (q.userId) where.push(eq(activities.userId, q.userId));
  if (q.activityType) where.push(eq(activities.activityType, q.activityType));
  return and(...where);
}

/** Newest first; the id orders rows written in the same microsecond. */
export const activityOrder: KeyPart[] = [
  { expr: sql`${activities.createdAt}`, order: 'desc', type: 'timestamptz' },
  { expr: sql`${activities.id}`, order: 'desc', type: 'uuid' },
];

/** Activities with their actor and the record they name ("kind:id"), in one query. */
export function selectActivities<S extends Record<string, SQL>>(db: Db, extra: S) {
  const query = db
    .select({ activity: activities, actor: actorColumns, ...refColumns, ...extra })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .$dynamic();
  return joinRecordRefs(
    query,
    sql`split_part(${activities.resource}, ':', 1)`,
    sql`substr(${activities.resource}, strpos(${activities.resource}, ':') + 1)`,
  );
}

/** A page of the activity list and its total, unexecuted. */
export function activityPageQueries(db: Db, q: AdminActivityListParams) {
  const filter = activityFilter(q);
  return {
    page: selectActivities(db, {})
      .where(filter)
      .orderBy(...orderOf(activityOrder))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    total: db.select({ n: count() }).from(activities).where(filter),
  };
}

export async function findActivityRows(db: Db, q: AdminActivityListParams) {
  const { page, total } = activityPageQueries(db, q);
  const [rows, [n]] = await Promise.all([page, total]);
  return { rows, total: Number(n.n) };
}

export const auditFilter = (q: AuditFilters) => (q.action ? eq(auditLogs.action, q.action) : undefined);

export const auditOrder: KeyPart[] = [
  { expr: sql`${auditLogs.createdAt}`, order: 'desc', type: 'timestamptz' },
  { expr: sql`${auditLogs.id}`, order: 'desc', type: 'uuid' },
];

/** Audit entries with their actor and the record they changed, in one query. */
export function selectAuditLogs<S extends Record<string, SQL>>(db: Db, extra: S) {
  const query = db
    .select({ log: auditLogs, actor: actorColumns, ...refColumns, ...extra })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .$dynamic();
  return joinRecordRefs(query, sql`${auditLogs.resource}`, sql`${auditLogs.resourceId}`);
}

/** A page of the audit log and its total, unexecuted. */
export function auditLogPageQueries(db: Db, q: AuditLogListParams) {
  const filter = auditFilter(q);
  return {
    page: selectAuditLogs(db, {})
      .where(filter)
      .orderBy(...orderOf(auditOrder))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    total: db.select({ n: count() }).from(auditLogs).where(filter),
  };
}

export async function findAuditLogRows(db: Db, q: AuditLogListParams) {
  const { page, total } = auditLogPageQueries(db, q);
  const [rows, [n]] = await Promise.all([page, total]);
  return { rows, total: Number(n.n) };
}
