import type { Notification, NotificationPriority, NotificationType } from '@shared/schemas/notifications';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationRow, notifications, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type MessageKey, translate } from '../../i18n/messages';

type NotifyText = { key: string; params?: Record<string, string> };

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  priority?: NotificationPriority;
  /** `notify.<key>.title` and `notify.<key>.message` in server/i18n/messages.ts, in the recipient's language. */
  text: NotifyText;
  actionUrl?: string;
};

/** What other modules call to tell a user something. Pass `tx` when inside a transaction. */
export async function notify(db: Db, input: NotifyInput) {
  await notifyMany(db, [input]);
}

/** Several notifications in one insert, each in its recipient's language; unknown recipients are skipped. */
export async function notifyMany(db: Db, inputs: NotifyInput[]) {
  if (inputs.length === 0) return;
  const ids = [...new Set(inputs.map((i) => i.userId))];
  const rows = await db
    .select({ id: users.id, lang: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, ids));
  const langOf = new Map(rows.map((r) => [r.id, r.lang]));
  const values = inputs.flatMap((input) => {
    const lang = langOf.get(input.userId);
    if (!lang) return [];
    const t = (part: 'title' | 'message') =>
      translate(lang, `notify.${input.text.key}.${part}` as MessageKey, input.text.params);
    return [
      {
        userId: input.userId,
        type: input.type,
        priority: input.priority ?? 'normal',
        title: t('title'),
        message: t('message'),
        actionUrl: input.actionUrl ?? null,
      },
    ];
  });
  // Six parameters a row; PostgreSQL takes at most 65,535 in one statement.
  for (let i = 0; i < values.length; i += 5000)
    await db.insert(notifications).values(values.slice(i, i + 5000));
}

const toDto = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  priority: row.priority,
  read: row.read,
  actionUrl: row.actionUrl,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function findNotifications(db: Db, userId: string, limit = 100) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  return rows.map(toDto);
}

export async function countUnread(db: Db, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return Number(row.count);
}

/** Another user's id answers 404, exactly like an id that does not exist. */
export async function markRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification');
  return toDto(row);
}

export async function markAllRead(db: Db, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
