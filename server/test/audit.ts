import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { activities, auditLogs } from '../db/schema';

/** The audit log entries of one record, oldest first as stored. */
export const auditOf = (db: Db, resourceId: string) =>
  db.select().from(auditLogs).where(eq(auditLogs.resourceId, resourceId));

/** The audit log's before and after of approving a registration or an offering that waited for a decision. */
export const APPROVED_FROM_PENDING = {
  before: { approvalStatus: 'pending', rejectionReason: null },
  after: { approvalStatus: 'approved', rejectionReason: null },
};

/**
 * What an administrator's decision on a record leaves behind: exactly one audit log entry with its before and
 * after, and one successful activity of the same name on `resource:id`.
 */
export async function expectAdminDecision(
  db: Db,
  adminId: string,
  d: { action: string; resource: string; resourceId: string; changes: { before: object; after: object } },
) {
  expect(await auditOf(db, d.resourceId)).toEqual([
    expect.objectContaining({ userId: adminId, action: d.action, resource: d.resource, changes: d.changes }),
  ]);
  const acts = await db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, adminId), eq(activities.resource, `${d.resource}:${d.resourceId}`)));
  expect(acts).toEqual([expect.objectContaining({ activityType: d.action, success: true })]);
}
