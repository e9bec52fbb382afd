import type { ApprovalStatus } from '@shared/schemas/auth';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { recordActivity, recordAudit } from '../activity/activity.service';
import { sendAccountMail } from '../auth/auth-mail';
import { notify } from '../notifications/notifications.service';
import { toUserDto } from '../users/users.dto';

export async function findPendingUsers(deps: AppDeps) {
  const rows = await deps.database.db
    .select()
    .from(users)
    .where(
      and(eq(users.approvalStatus, 'pending'), inArray(users.role, ['shipowner', 'cargo_owner', 'user'])),
    )
    .orderBy(asc(users.createdAt));
  return rows.map(toUserDto);
}

type Decision = { adminId: string; userId: string } & (
  | { status: 'approved' }
  | { status: 'rejected'; reason: string }
);

/** Approves or rejects a registration: status, audit log, activity and in-app notice in one transaction; mail after. */
export async function decideUser(deps: AppDeps, d: Decision) {
  const { db } = deps.database;
  const now = deps.clock();
  const reason = d.status === 'rejected' ? d.reason : null;
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, d.userId)).for('update');
    if (!before || before.role === 'admin' || before.role === 'super_admin') throw notFound('User');
    if (before.approvalStatus === d.status && before.rejectionReason === reason) return null; // repeated click
    // PRODUCT.md 23: an address nobody has proved could be anyone's; approval waits for the verification.
    if (d.status === 'approved' && !before.emailVerifiedAt) {
      throw new AppError(
        'CONFLICT',
        'This account cannot be approved until its email address is verified. You can resend the verification email.',
      );
    }
    const [after] = await tx
      .update(users)
      .set({
        approvalStatus: d.status,
        rejectionReason: reason,
        reviewedBy: d.adminId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.id, d.userId), ne(users.role, 'super_admin')))
      .returning();
    if (!after) throw new AppError('CONFLICT', 'User could not be updated');
    const pick = (u: typeof before) => ({
      approvalStatus: u.approvalStatus as ApprovalStatus,
      rejectionReason: u.rejectionReason,
    });
    await recordAudit(tx, {
      actorId: d.adminId,
      action: d.status === 'approved' ? 'approve_user' : 'reject_user',
      resource: 'user',
      resourceId: d.userId,
      before: pick(before),
      after: pick(after),
    });
    await recordActivity(tx, {
      userId: d.adminId,
      activityType: d.status === 'approved' ? 'approve_user' : 'reject_user',
      resource: `user:${d.userId}`,
    });
    if (d.status === 'approved') {
      await notify(tx, {
        userId: d.userId,
        type: 'system_message',
        // An approval is good news, not a call to act (issue 13): normal priority.
        priority: 'normal',
        text: { key: 'approved' },
        actionUrl: '/dashboard',
      });
    }
    return after;
  });
  if (!updated) return toUserDto((await db.select().from(users).where(eq(users.id, d.userId)))[0]);
  if (d.status === 'approved') {
    await sendAccountMail(deps, updated, 'approved', { link: `${deps.config.APP_ORIGIN}/login` });
  } else {
    await sendAccountMail(deps, updated, 'rejected', { reason: reason! });
  }
  return toUserDto(updated);
}
