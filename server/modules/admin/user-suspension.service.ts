import type { Role } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { endUserSessions } from '../../auth/session';
import { lockRow } from '../../db/lock-row';
import { type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordAdminChange } from '../activity/activity.service';
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
 * Suspends the account (`reason` given) or lifts its suspension, with the audit log entry and the actor's
 * activity in one transaction; a repeated click changes nothing (`changed` false).
 */
async function setSuspension(deps: AppDeps, input: { actor: Actor; userId: string }, reason: string | null) {
  const now = deps.clock();
  const suspend = reason !== null;
  return deps.database.db.transaction(async (tx) => {
    const before = await lockRow(tx, users, input.userId, 'User');
    assertMayModerate(input.actor, before);
    if ((before.suspendedAt !== null) === suspend) return { row: before, changed: false };
    const [after] = await tx
      .update(users)
      .set({
        suspendedAt: suspend ? now : null,
        suspensionReason: reason,
        suspendedBy: suspend ? input.actor.id : null,
        updatedAt: now,
      })
      .where(eq(users.id, input.userId))
      .returning();
    await recordAdminChange(tx, {
      actorId: input.actor.id,
      action: suspend ? 'suspend_user' : 'reactivate_user',
      resource: 'user',
      resourceId: input.userId,
      before: state(before),
      after: state(after),
    });
    if (!suspend)
      await notify(tx, { userId: input.userId, type: 'system_message', text: { key: 'reactivated' } });
    return { row: after, changed: true };
  });
}

/**
 * Suspends an account: it cannot sign in, and every session it has ends now (the sessions are deleted, and a
 * request still carrying one is refused because the user is read again on every request).
 */
export async function suspendUser(deps: AppDeps, input: { actor: Actor; userId: string; reason: string }) {
  const result = await setSuspension(deps, input, input.reason);
  // After the commit: the session store is outside the transaction (on PGlite a second connection would wait for it).
  await endUserSessions(deps.database, input.userId);
  if (result.changed) await sendAccountMail(deps, result.row, 'suspended', { reason: input.reason });
  return toAdminUserDto(result.row);
}

/** Lifts a suspension: the user may sign in again, and is told so by email and in the app. */
export async function reactivateUser(deps: AppDeps, input: { actor: Actor; userId: string }) {
  const result = await setSuspension(deps, input, null);
  if (result.changed) await sendAccountMail(deps, result.row, 'reactivated');
  return toAdminUserDto(result.row);
}
