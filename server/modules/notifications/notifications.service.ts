import type { Language } from '@shared/domain/languages';
import type {
  Notification,
  NotificationListParams,
  NotificationPriority,
  NotificationType,
} from '@shared/schemas/notifications';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { type NotificationRow, notifications, users } from '../../db/schema';
import { type MessageKey, translate } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { keptPages, pageFingerprint } from '../../lib/kept-pages';
import { decodeCursor, encodeCursor, pageLimit, pageOffset } from '../../lib/paging';
import { keptNotificationCounts, notificationCountsQuery } from '../counters/notification-counts';
import { publishNotices } from '../events/live-publish';
import { type NoticeMail, queueNoticeMails } from '../mail/queue-mail';

type NotifyText = { key: string; params?: Record<string, string> };

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  priority?: NotificationPriority;
  /** `notify.<key>.title` and `notify.<key>.message` in server/i18n/messages.ts, in the recipient's language. */
  text: NotifyText;
  actionUrl?: string;
  /**
   * Events of one kind to one user are told at most once a minute (issue 22): `count` events of kind `key`; while
   * the user's last notice of that kind is unread and under a minute old it takes them in, and a notice that stands
   * for more than one event reads `notify.<key>` with `{count}` instead of `text`.
   */
  coalesce?: { key: string; count: number };
};

/** How long a notice of one kind keeps taking in the next events of that kind. */
export const COALESCE_WINDOW_SECONDS = 60;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Issue 13: a date in a notification reads as the recipient writes dates ('Dec 1, 2026', '01.12.2026',
 * '2026年12月1日'), not as ISO. Callers pass days as YYYY-MM-DD; UTC so the day never shifts.
 */
function localizeParams(lang: string, params: Record<string, string> = {}) {
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, ISO_DAY.test(v) ? day.format(new Date(`${v}T00:00:00Z`)) : v]),
  );
}

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
  const render = (lang: Language, text: NotifyText) => {
    const params = localizeParams(lang, text.params);
    const t = (part: 'title' | 'message') =>
      translate(lang, `notify.${text.key}.${part}` as MessageKey, params);
    return { title: t('title'), message: t('message') };
  };
  const values = [];
  const mails: NoticeMail[] = [];
  for (const input of inputs) {
    const lang = langOf.get(input.userId);
    if (!lang) continue;
    const group = input.coalesce;
    const text =
      group && group.count > 1 ? { key: group.key, params: { count: String(group.count) } } : input.text;
    // Every event is mailed, also one the bell folds into a notice of the last minute (issue 24 §1).
    mails.push({
      userId: input.userId,
      type: input.type,
      key: text.key,
      ...render(lang, text),
      actionUrl: input.actionUrl ?? null,
    });
    if (group && (await joinedRecentNotice(db, input.userId, lang, group, render))) continue;
    values.push({
      userId: input.userId,
      type: input.type,
      priority: input.priority ?? 'normal',
      ...render(lang, text),
      actionUrl: input.actionUrl ?? null,
      groupKey: group?.key ?? null,
      groupCount: group?.count ?? 1,
    });
  }
  // Eight parameters a row; PostgreSQL takes at most 65,535 in one statement.
  for (let i = 0; i < values.length; i += 5000)
    await db.insert(notifications).values(values.slice(i, i + 5000));
  // Their e-mails, in the same transaction: queued if and only if the event commits (issue 24 §1).
  await queueNoticeMails(db, mails);
  // Open screens of the recipients refetch (issue 24); sent with `db`, so on commit when it is a transaction.
  await publishNotices(db, inputs);
}

/**
 * Adds `group.count` events to the user's unread notice of that kind from the last minute, if there is one, and
 * rewrites its text with the new total (the notice is locked while it changes). Two writers at the same instant
 * may both find none and add one each: matching runs under its advisory lock, so its notices never do.
 */
async function joinedRecentNotice(
  db: Db,
  userId: string,
  lang: Language,
  group: { key: string; count: number },
  render: (lang: Language, text: NotifyText) => { title: string; message: string },
) {
  const [recent] = await db
    .select({ id: notifications.id, groupCount: notifications.groupCount })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.read, false),
        eq(notifications.groupKey, group.key),
        sql`${notifications.createdAt} > now() - make_interval(secs => ${COALESCE_WINDOW_SECONDS})`,
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  if (!recent) return false;
  const count = recent.groupCount + group.count;
  await db
    .update(notifications)
    .set({ groupCount: count, ...render(lang, { key: group.key, params: { count: String(count) } }) })
    .where(eq(notifications.id, recent.id));
  return true;
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

/**
 * A page of the user's notifications, newest first (the id breaks ties), unexecuted, with placeholders for its
 * values (notificationPageValues; notifications-plans.test.ts checks its plans). With a cursor (`before`, the last
 * row's key) the page starts after that row whatever its depth (issue 28), else at the page's offset. Each row
 * carries the user's kept counts (all and unread, notificationCountsQuery, computed once for the statement): the
 * page and its total are one round trip and one snapshot.
 */
export function notificationPageQuery(
  db: Db,
  q: Pick<NotificationListParams, 'unread' | 'before' | 'page' | 'pageSize'>,
) {
  const filter = and(
    eq(notifications.userId, sql.placeholder('userId')),
    q.unread === undefined ? undefined : eq(notifications.read, sql.placeholder('read')),
    q.before === undefined
      ? undefined
      : sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`,
  );
  const kept = notificationCountsQuery(db).as('kept');
  const counts = {
    keptTotal: sql<number | null>`(select ${kept.total} from ${kept})`,
    keptUnread: sql<number | null>`(select ${kept.unread} from ${kept})`,
  };
  const inPage = <T extends PgSelect>(rows: T) => {
    const page = rows
      .where(filter)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageLimit(q.pageSize));
    // The first page (and a page after a cursor) has no offset: its generic plan is then used (pageLimit).
    return q.before !== undefined || pageOffset(q) === 0 ? page : page.offset(sql.placeholder('offset'));
  };
  return {
    page: inPage(
      db
        .select({
          ...getTableColumns(notifications),
          key: sql<string>`${notifications.createdAt}::text`,
          ...counts,
        })
        .from(notifications)
        .$dynamic(),
    ),
    // What the page is built from (server/lib/kept-pages.ts): each row's id and version, and the kept counts.
    fingerprint: inPage(
      db
        .select({
          fp: sql<string>`concat_ws(':', ${notifications.id}, "notifications"."xmin")`,
          total: sql<string>`concat_ws(':', ${counts.keptTotal}, ${counts.keptUnread})`,
        })
        .from(notifications)
        .$dynamic(),
    ),
  };
}

/** The values of notificationPageQuery's placeholders; a malformed cursor is a 400. */
export function notificationPageValues(userId: string, q: NotificationListParams) {
  const before = q.before === undefined ? undefined : decodeCursor(q.before, 2);
  if (before === null) throw fieldError('before', 'invalid');
  return {
    userId,
    read: q.unread === 'false',
    beforeAt: before?.[0],
    beforeId: before?.[1],
    limit: q.pageSize,
    offset: pageOffset(q),
  };
}

/**
 * One page of the user's notifications (a prepared statement per filter, issue 11 §2), the total across pages, and
 * the cursor of the page after it while the page is full; kept as sent while its rows and the user's counts are
 * unchanged (kept-pages.ts, issue 28).
 */
export async function findNotifications(db: Db, userId: string, q: NotificationListParams) {
  const paging = q.before !== undefined ? 'cursor' : pageOffset(q) === 0 ? 'first' : 'offset';
  const shape = `notifications_page_${q.unread ?? 'all'}_${paging}_${q.pageSize}`;
  const values = notificationPageValues(userId, q);
  return keptNotificationPages.read(
    `${shape}:${JSON.stringify(values)}`,
    async () =>
      pageFingerprint(
        await prepared(db, `${shape}_fp`, () => notificationPageQuery(db, q).fingerprint).execute(values),
      ),
    async () => {
      const rows = await prepared(db, shape, () => notificationPageQuery(db, q).page).execute(values);
      // An empty page carries no counts: they are read alone.
      const kept =
        rows.length > 0
          ? { total: rows[0].keptTotal ?? 0, unread: rows[0].keptUnread ?? 0 }
          : await keptNotificationCounts(db, userId);
      const last = rows.length === q.pageSize ? rows[rows.length - 1] : undefined;
      // The total across pages is kept (issue 28), whichever of the list's filters is asked for.
      const total =
        q.unread === 'true' ? kept.unread : q.unread === 'false' ? kept.total - kept.unread : kept.total;
      return {
        body: rows.map(toDto),
        total,
        next: last ? encodeCursor([last.key, last.id]) : null,
      };
    },
  );
}

/** Each user's recently read notification pages (kept-pages.ts): about 6 kB each at the default size. */
const keptNotificationPages = keptPages(500);

/** The bell's badge (polled by every open tab): the kept count, one primary-key read (issue 28). */
export async function countUnread(db: Db, userId: string) {
  return (await keptNotificationCounts(db, userId)).unread;
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
