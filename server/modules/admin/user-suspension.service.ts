import type { Role } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { endUserSessions } from '../../auth/session';
import { type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { recordActivity, recordAudit } from '../activity/activity.service';
import { sendAccountMail } from '../auth/auth-mail';
import { notify } from '../notifications/notifications.service';
import { toAdminUserDto } from './admin-lists.service';
import { assertMayModerate } from './moderation-rules';

type Actor = { id: string; role: Role };
const state = (u: UserRow) => ({
  suspended: u.suspendedAt !== null,
  suspensionReason: u.suspensionReason,
});

/**
 * Suspends an account: it cannot sign in, and every session it has ends now (the sessions are deleted, and a
 * request still carrying one is refused because the user is read again on every request).
 */
export async function suspendUser(deps: AppDeps, input: { actor: Actor; userId: string; reason: string }) {
  const { db } = deps.database;
  const now = deps.clock();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw notFound('User');
    assertMayModerate(input.actor, before);
    if (before.suspendedAt) return { row: before, changed: false }; // a repeated click
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: now, suspensionReason: input.reason, suspendedBy: input.actor.id, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning();
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: 'suspend_user',
      resource: 'user',
      resourceId: input.userId,
      before: state(before),
      after: state(after),
    });
    await recordActivity(tx, {
      userId: input.actor.id,
      activityType: 'suspend_user',
      resource: `user:${input.userId}`,
    });
    return { row: after, changed: true };
  });
  // After the commit: the session store is outside the transaction (on PGlite a second connection would wait for it).
  await endUserSessions(deps.database, input.userId);
  if (result.changed) await sendAccountMail(deps, result.row, 'suspended', { reason: input.reason });
  return toAdminUserDto(result.row);
}

/** Lifts a suspension: the user may sign in again, and is told so by email and in the app. */
export async function reactivateUser(deps: AppDeps, input: { actor: Actor; userId: string }) {
  const { db } = deps.database;
  const now = deps.clock();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) throw notFound('User');
    assertMayModerate(input.actor, before);
    if (!before.suspendedAt) return { row: before, changed: false };
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, suspendedBy: null, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning();
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: 'reactivate_user',
      resource: 'user',
      resourceId: input.userId,
      before: state(before),
      after: state(after),
    });
    await recordActivity(tx, {
      userId: input.actor.id,
      activityType: 'reactivate_user',
      resource: `user:${input.userId}`,
    });
    await notify(tx, { userId: input.userId, type: 'system_message', text: { key: 'reactivated' } });
    return { row: after, changed: true };
  });
  if (result.changed) await sendAccountMail(deps, result.row, 'reactivated');
  return toAdminUserDto(result.row);
}
