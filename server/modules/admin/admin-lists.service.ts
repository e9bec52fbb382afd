import type {
  Actor,
  AdminActivity,
  AdminActivityListParams,
  AdminUserListParams,
  AuditLog,
  AuditLogListParams,
} from '@shared/schemas/admin';
import type { AppDeps } from '../../deps';
import { toUserDto } from '../users/users.dto';
import { findActivityRows, findAuditLogRows, findUserRows } from './admin-lists.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
/** A left join yields an object of nulls when the account is gone. */
const toActor = (a: { [K in keyof Actor]: Actor[K] | null }): Actor | null =>
  a.id === null ? null : { id: a.id, email: a.email!, firstName: a.firstName!, lastName: a.lastName! };

export async function findUsers(deps: AppDeps, q: AdminUserListParams) {
  const { rows, total } = await findUserRows(deps.database.db, q);
  return { users: rows.map(toUserDto), total };
}

export async function findActivities(deps: AppDeps, q: AdminActivityListParams) {
  const { rows, total } = await findActivityRows(deps.database.db, q);
  const items: AdminActivity[] = rows.map(({ activity: a, actor }) => ({
    id: a.id,
    userId: a.userId,
    activityType: a.activityType,
    resource: a.resource,
    success: a.success,
    createdAt: iso(a.createdAt),
    actor: actor ? toActor(actor) : null,
  }));
  return { activities: items, total };
}

export async function findAuditLogs(deps: AppDeps, q: AuditLogListParams) {
  const { rows, total } = await findAuditLogRows(deps.database.db, q);
  const items: AuditLog[] = rows.map(({ log, actor }) => ({
    id: log.id,
    userId: log.userId,
    action: log.action,
    resource: log.resource,
    resourceId: log.resourceId,
    changes: log.changes ?? null,
    createdAt: iso(log.createdAt),
    actor: actor ? toActor(actor) : null,
  }));
  return { logs: items, total };
}
