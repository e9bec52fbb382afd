import type { Db } from '../../db/client';
import { recordAdminChange } from '../activity/activity.service';

/** An administrator's decision on a registration or a ship offering. */
export type Review = { status: 'approved' } | { status: 'rejected'; reason: string };
type Reviewed = { approvalStatus: string; rejectionReason: string | null };

export const reasonOf = (review: Review) => (review.status === 'rejected' ? review.reason : null);

/** The row holds this decision already (a repeated click): nothing changes. */
export const alreadyDecided = (row: Reviewed, review: Review) =>
  row.approvalStatus === review.status && row.rejectionReason === reasonOf(review);

/** What a decision writes on the reviewed row. */
export const decisionColumns = (adminId: string, review: Review, now: Date) => ({
  approvalStatus: review.status,
  rejectionReason: reasonOf(review),
  reviewedBy: adminId,
  reviewedAt: now,
  updatedAt: now,
});

const state = (r: Reviewed) => ({ approvalStatus: r.approvalStatus, rejectionReason: r.rejectionReason });

/** The audit log entry (status and reason before and after) and the administrator's activity of a decision. */
export const recordReview = (
  tx: Db,
  d: {
    adminId: string;
    action: 'approve_user' | 'reject_user' | 'approve_ship_offering' | 'reject_ship_offering';
    resource: 'user' | 'ship_offering';
    id: string;
    before: Reviewed;
    after: Reviewed;
  },
) =>
  recordAdminChange(tx, {
    actorId: d.adminId,
    action: d.action,
    resource: d.resource,
    resourceId: d.id,
    before: state(d.before),
    after: state(d.after),
  });
