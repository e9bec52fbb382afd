import type { AdminActivityListParams, AdminUserListParams, AuditLogListParams } from '@shared/schemas/admin';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, auditLogs, users } from '../../db/schema';
import { pageOffset } from '../../lib/paging';

/** A LIKE pattern that matches the text literally: the user's % and _ are not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
const userSorts = {
  createdAt: [users.createdAt],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [users.email],
} as const;

export async function findUserRows(db: Db, q: AdminUserListParams) {
  const where: SQL[] = [];
  if (q.search) {
    const pattern = containing(q.search);
    where.push(or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(users.companyName, pattern))!);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.approvalStatus) where.push(eq(users.approvalStatus, q.approvalStatus));
  if (q.userType) where.push(eq(users.userType, q.userType));
  const filter = and(...where);
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(filter)
      // The id breaks ties so that pages never overlap or skip rows.
      .orderBy(...userSorts[q.sort].map((c) => direction(c)), asc(users.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(users).where(filter),
  ]);
  return { rows, total: Number(total.n) };
}

const actorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function findActivityRows(db: Db, q: AdminActivityListParams) {
  const where: SQL[] = [];
  if (q.userId) where.push(eq(activities.userId, q.userId));
  if (q.activityType) where.push(eq(activities.activityType, q.activityType));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ activity: activities, actor: actorColumns })
      .from(activities)
      .leftJoin(users, eq(users.id, activities.userId))
      .where(filter)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(activities).where(filter),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findAuditLogRows(db: Db, q: AuditLogListParams) {
  const filter = q.action ? eq(auditLogs.action, q.action) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: auditLogs, actor: actorColumns })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(filter)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(auditLogs).where(filter),
  ]);
  return { rows, total: Number(total.n) };
}
