import type {
  Actor,
  AdminActivity,
  AdminActivityListParams,
  AdminUser,
  AdminUserListParams,
  AuditLog,
  AuditLogListParams,
} from '@shared/schemas/admin';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { toUserDto } from '../users/users.dto';
import { findActivityRows, findAuditLogRows, findUserRows } from './admin-lists.repository';
import { splitResource, toRecordRef } from './record-refs';

const iso = (d: Date | string) => new Date(d).toISOString();
/** A left join yields an object of nulls when the account is gone. */
const toActor = (a: { [K in keyof Actor]: Actor[K] | null }): Actor | null =>
  a.id === null ? null : { id: a.id, email: a.email!, firstName: a.firstName!, lastName: a.lastName! };

/** The public user and its suspension, which only administrators see. */
export const toAdminUserDto = (row: UserRow): AdminUser => ({
  ...toUserDto(row),
  suspendedAt: row.suspendedAt ? iso(row.suspendedAt) : null,
  suspensionReason: row.suspensionReason,
});

type ActivityRow = Awaited<ReturnType<typeof findActivityRows>>['rows'][number];
type AuditRow = Awaited<ReturnType<typeof findAuditLogRows>>['rows'][number];

export function toAdminActivity({ activity: a, actor, ...ref }: ActivityRow): AdminActivity {
  const { kind, id } = splitResource(a.resource);
  return {
    id: a.id,
    userId: a.userId,
    activityType: a.activityType,
    resource: a.resource,
    success: a.success,
    createdAt: iso(a.createdAt),
    actor: actor ? toActor(actor) : null,
    subject: toRecordRef(kind, id, ref),
  };
}

export function toAuditLog({ log, actor, ...ref }: AuditRow): AuditLog {
  return {
    id: log.id,
    userId: log.userId,
    action: log.action,
    resource: log.resource,
    resourceId: log.resourceId,
    changes: log.changes ?? null,
    createdAt: iso(log.createdAt),
    actor: actor ? toActor(actor) : null,
    subject: toRecordRef(log.resource, log.resourceId, ref),
  };
}

export async function findUsers(deps: AppDeps, q: AdminUserListParams) {
  const { rows, total } = await findUserRows(deps.database.db, q);
  return { users: rows.map(toAdminUserDto), total };
}

export async function findActivities(deps: AppDeps, q: AdminActivityListParams) {
  const { rows, total } = await findActivityRows(deps.database.db, q);
  return { activities: rows.map(toAdminActivity), total };
}

export async function findAuditLogs(deps: AppDeps, q: AuditLogListParams) {
  const { rows, total } = await findAuditLogRows(deps.database.db, q);
  return { logs: rows.map(toAuditLog), total };
}
