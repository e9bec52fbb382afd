import type { ActivityType, AuditAction } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { activities, auditLogs } from '../../db/schema';

/**
 * What GreenRefit records that the shared lists (shared/schemas/admin.ts, with their labels in the client's
 * locales) do not name yet. The columns are text, so rows store fine and the admin screens show the raw name;
 * once the shared lists carry these, drop them here.
 */
export const greenrefitActivityTypes = ['create_quote_request'] as const;
export const greenrefitAuditActions = [
  'create_shipyard',
  'update_shipyard',
  'delete_shipyard',
  'update_quote_request',
] as const;

export type ActivityInput = {
  userId: string | null;
  activityType: ActivityType | (typeof greenrefitActivityTypes)[number];
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
  action: AuditAction | (typeof greenrefitAuditActions)[number];
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
