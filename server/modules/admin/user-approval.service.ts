import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import { lockRow } from '../../db/lock-row';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { sendAccountMail } from '../auth/auth-mail';
import { notify } from '../notifications/notifications.service';
import { toUserDto } from '../users/users.dto';
import { alreadyDecided, type Review, decisionColumns, reasonOf, recordReview } from './review';

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

type Decision = { adminId: string; userId: string } & Review;

/** Approves or rejects a registration: status, audit log, activity and in-app notice in one transaction; mail after. */
export async function decideUser(deps: AppDeps, d: Decision) {
  const { db } = deps.database;
  const now = deps.clock();
  const updated = await db.transaction(async (tx) => {
    const before = await lockRow(tx, users, d.userId, 'User');
    if (before.role === 'admin' || before.role === 'super_admin') throw notFound('User');
    if (alreadyDecided(before, d)) return null; // repeated click
    // PRODUCT.md 23: an address nobody has proved could be anyone's; approval waits for the verification.
    if (d.status === 'approved' && !before.emailVerifiedAt) {
      throw new AppError(
        'CONFLICT',
        'This account cannot be approved until its email address is verified. You can resend the verification email.',
      );
    }
    const [after] = await tx
      .update(users)
      .set(decisionColumns(d.adminId, d, now))
      .where(and(eq(users.id, d.userId), ne(users.role, 'super_admin')))
      .returning();
    if (!after) throw new AppError('CONFLICT', 'User could not be updated');
    await recordReview(tx, {
      adminId: d.adminId,
      action: d.status === 'approved' ? 'approve_user' : 'reject_user',
      resource: 'user',
      id: d.userId,
      before,
      after,
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
    await sendAccountMail(deps, updated, 'rejected', { reason: reasonOf(d)! });
  }
  return toUserDto(updated);
}
