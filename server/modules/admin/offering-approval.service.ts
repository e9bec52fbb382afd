import { asc, eq } from 'drizzle-orm';
import { shipOfferings, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { recordActivity, recordAudit } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { offeringTextParams, toOwnOfferingDto } from '../ship-offerings/ship-offerings.dto';
import { figuresFor } from '../ship-offerings/ship-offerings.repository';
import { offeringsChanged } from '../ship-offerings/list-cache';

/** Offerings waiting for a decision, oldest first, with who submitted them. */
export async function findPendingOfferings(deps: AppDeps) {
  const { db } = deps.database;
  const rows = await db
    .select({
      offering: shipOfferings,
      owner: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
      },
    })
    .from(shipOfferings)
    .leftJoin(users, eq(users.id, shipOfferings.ownerId))
    .where(eq(shipOfferings.approvalStatus, 'pending'))
    .orderBy(asc(shipOfferings.createdAt), asc(shipOfferings.id));
  const figures = await figuresFor(
    db,
    rows.map((r) => r.offering.id),
  );
  return rows.map((r) => ({ ...toOwnOfferingDto(r.offering, figures.get(r.offering.id)!), owner: r.owner }));
}

type Decision = { adminId: string; offeringId: string } & (
  | { status: 'approved' }
  | { status: 'rejected'; reason: string }
);

/** Approves or rejects an offering: status, audit log, activity and the owner's notification in one transaction. */
export async function decideOffering(deps: AppDeps, d: Decision) {
  const { db } = deps.database;
  const now = deps.clock();
  const reason = d.status === 'rejected' ? d.reason : null;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shipOfferings)
      .where(eq(shipOfferings.id, d.offeringId))
      .for('update');
    if (!before) throw notFound('Ship offering');
    if (before.approvalStatus === d.status && before.rejectionReason === reason) return before; // repeated click
    const [after] = await tx
      .update(shipOfferings)
      .set({
        approvalStatus: d.status,
        rejectionReason: reason,
        reviewedBy: d.adminId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(shipOfferings.id, d.offeringId))
      .returning();
    const pick = (o: typeof before) => ({
      approvalStatus: o.approvalStatus,
      rejectionReason: o.rejectionReason,
    });
    const action = d.status === 'approved' ? 'approve_ship_offering' : 'reject_ship_offering';
    await recordAudit(tx, {
      actorId: d.adminId,
      action,
      resource: 'ship_offering',
      resourceId: d.offeringId,
      before: pick(before),
      after: pick(after),
    });
    await recordActivity(tx, {
      userId: d.adminId,
      activityType: action,
      resource: `ship_offering:${d.offeringId}`,
    });
    if (after.ownerId) {
      await notify(tx, {
        userId: after.ownerId,
        type: 'system_message',
        // An approval is good news, not a call to act (issue 13): normal priority.
        priority: 'normal',
        text:
          d.status === 'approved'
            ? { key: 'offeringApproved', params: offeringTextParams(after) }
            : { key: 'offeringRejected', params: { ...offeringTextParams(after), reason: reason! } },
        actionUrl: '/ship-management',
      });
    }
    return after;
  });
  offeringsChanged();
  return toOwnOfferingDto(row, (await figuresFor(db, [row.id])).get(row.id)!);
}
