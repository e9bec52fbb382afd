import type { AssignableRole } from '@shared/schemas/admin';
import type { Role } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { endUserSessions } from '../../auth/session';
import { lockRow } from '../../db/lock-row';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type MessageKey, translate } from '../../i18n/messages';
import { recordAdminChange } from '../activity/activity.service';
import { sendAccountMail } from '../auth/auth-mail';
import { notify } from '../notifications/notifications.service';
import { toAdminUserDto } from './admin-lists.service';
import { assertMayChangeRole } from './moderation-rules';

/**
 * A super admin grants or removes the admin role (or moves a user between the everyday roles). The user's
 * sessions end, so what they may do changes on their next request and not some time later.
 */
export async function changeUserRole(
  deps: AppDeps,
  input: { actor: { id: string; role: Role }; userId: string; role: AssignableRole },
) {
  const { db } = deps.database;
  const now = deps.clock();
  const result = await db.transaction(async (tx) => {
    const before = await lockRow(tx, users, input.userId, 'User');
    assertMayChangeRole(input.actor, before);
    if (before.role === input.role) return { row: before, changed: false };
    const [after] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning();
    await recordAdminChange(tx, {
      actorId: input.actor.id,
      action: 'change_user_role',
      resource: 'user',
      resourceId: input.userId,
      before: { role: before.role },
      after: { role: after.role },
    });
    const role = translate(after.preferredLanguage, `role.${after.role}` as MessageKey);
    await notify(tx, {
      userId: input.userId,
      type: 'system_message',
      text: { key: 'roleChanged', params: { role } },
    });
    return { row: after, changed: true };
  });
  if (result.changed) {
    await endUserSessions(deps.database, input.userId);
    const role = translate(result.row.preferredLanguage, `role.${result.row.role}` as MessageKey);
    await sendAccountMail(deps, result.row, 'roleChanged', { role });
  }
  return toAdminUserDto(result.row);
}
