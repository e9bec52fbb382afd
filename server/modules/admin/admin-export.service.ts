import { findPort } from '@shared/domain/ports';
import type {
  AdminActivity,
  AdminActivityListParams,
  AdminUserListParams,
  AuditLog,
  AuditLogListParams,
  RecordRef,
} from '@shared/schemas/admin';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { CsvValue } from '../../lib/csv';
import { afterKey, KEYSET_BATCH, keyColumns, keysetBatches, orderOf } from '../../lib/keyset';
import {
  activityFilter,
  activityOrder,
  auditFilter,
  auditOrder,
  selectActivities,
  selectAuditLogs,
  userFilter,
  userOrder,
} from './admin-lists.repository';
import { toAdminActivity, toAdminUserDto, toAuditLog } from './admin-lists.service';

/** The CSV exports: the lists' own filters, order and row mapping, read in keyset batches (never all at once). */

type Unpaged<T> = Omit<T, 'page' | 'pageSize'>;

export async function* userBatches(db: Db, q: Unpaged<AdminUserListParams>, size = KEYSET_BATCH) {
  const order = userOrder(q);
  const filter = userFilter(q);
  const batches = keysetBatches(
    (after, limit) =>
      db
        .select({ user: users, ...keyColumns(order) })
        .from(users)
        .where(and(filter, after ? afterKey(order, after) : undefined))
        .orderBy(...orderOf(order))
        .limit(limit),
    order.length,
    size,
  );
  for await (const rows of batches) yield rows.map((r) => toAdminUserDto(r.user));
}

export async function* activityBatches(db: Db, q: Unpaged<AdminActivityListParams>, size = KEYSET_BATCH) {
  const filter = activityFilter(q);
  const batches = keysetBatches(
    (after, limit) =>
      selectActivities(db, keyColumns(activityOrder))
        .where(and(filter, after ? afterKey(activityOrder, after) : undefined))
        .orderBy(...orderOf(activityOrder))
        .limit(limit),
    activityOrder.length,
    size,
  );
  for await (const rows of batches) yield rows.map(toAdminActivity);
}

export async function* auditLogBatches(db: Db, q: Unpaged<AuditLogListParams>, size = KEYSET_BATCH) {
  const filter = auditFilter(q);
  const batches = keysetBatches(
    (after, limit) =>
      selectAuditLogs(db, keyColumns(auditOrder))
        .where(and(filter, after ? afterKey(auditOrder, after) : undefined))
        .orderBy(...orderOf(auditOrder))
        .limit(limit),
    auditOrder.length,
    size,
  );
  for await (const rows of batches) yield rows.map(toAuditLog);
}

const portName = (code: string) => findPort(code)?.name ?? code;

/** "MV Nordlys · Hamburg → Rotterdam, 2026-12-12 · Olaf Jensen": what the screen shows, dates as ISO days. */
export function recordLabel(ref: RecordRef | null | undefined): string {
  if (!ref?.name) return '';
  const route = ref.route
    ? `${portName(ref.route.origin)} → ${portName(ref.route.destination)}${ref.route.date ? `, ${ref.route.date.slice(0, 10)}` : ''}`
    : null;
  return [ref.name, route, ref.detail].filter(Boolean).join(' · ');
}

const personName = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : '';

export const userCsvHeader = [
  'ID',
  'First name',
  'Last name',
  'Email',
  'Company',
  'Account type',
  'Role',
  'Approval status',
  'Suspended at',
  'Suspension reason',
  'Email verified',
  'Registered',
  'Last sign-in',
];
export const userCsvRow = (u: ReturnType<typeof toAdminUserDto>): CsvValue[] => [
  u.id,
  u.firstName,
  u.lastName,
  u.email,
  u.companyName,
  u.userType ?? 'client',
  u.role,
  u.approvalStatus,
  u.suspendedAt,
  u.suspensionReason,
  u.isEmailVerified ? 'yes' : 'no',
  u.createdAt,
  u.lastLoginAt,
];

export const activityCsvHeader = [
  'ID',
  'Time',
  'Activity',
  'Result',
  'User',
  'User email',
  'User ID',
  'Record type',
  'Record',
  'Record ID',
  'Resource',
];
export const activityCsvRow = (a: AdminActivity): CsvValue[] => [
  a.id,
  a.createdAt,
  a.activityType,
  a.success ? 'success' : 'failure',
  personName(a.actor),
  a.actor?.email,
  a.userId,
  a.subject?.kind,
  recordLabel(a.subject),
  a.subject?.id,
  a.resource,
];

export const auditCsvHeader = [
  'ID',
  'Time',
  'Action',
  'By',
  'By email',
  'By ID',
  'Record type',
  'Record',
  'Record ID',
  'Before',
  'After',
];
export const auditCsvRow = (l: AuditLog): CsvValue[] => [
  l.id,
  l.createdAt,
  l.action,
  personName(l.actor),
  l.actor?.email,
  l.userId,
  l.resource,
  recordLabel(l.subject),
  l.resourceId,
  l.changes ? JSON.stringify(l.changes.before) : '',
  l.changes ? JSON.stringify(l.changes.after) : '',
];
