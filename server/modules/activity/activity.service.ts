import type { ActivityType, AdminChange, AuditAction } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { activities, auditLogs } from '../../db/schema';

export type ActivityInput = {
  userId: string | null;
  activityType: ActivityType;
  resource?: string;
  success?: boolean;
  ipAddress?: string | null;
  metadata?: Record<string, unknown>;
};

export async function recordActivity(db: Db, input: ActivityInput) {
  await db.insert(activities).values({
    userId: input.userId,
    activityType: input.activityType,
    resource: input.resource ?? null,
    success: input.success ?? true,
    ipAddress: input.ipAddress ?? null,
    metadata: input.metadata ?? null,
  });
}

export type AuditInput = {
  actorId: string;
  action: AuditAction;
  resource: string;
  resourceId: string;
  before: unknown;
  after: unknown;
};

export async function recordAudit(db: Db, input: AuditInput) {
  await db.insert(auditLogs).values({
    userId: input.actorId,
    action: input.action,
    resource: input.resource,
    resourceId: input.resourceId,
    changes: { before: input.before, after: input.after },
  });
}

/**
 * An administrator's change to a record: the audit log entry with its before and after, and the administrator's
 * activity of the same name on `resource:resourceId`.
 */
export async function recordAdminChange(db: Db, input: AuditInput & { action: AdminChange }) {
  await recordAudit(db, input);
  await recordActivity(db, {
    userId: input.actorId,
    activityType: input.action,
    resource: `${input.resource}:${input.resourceId}`,
  });
}
