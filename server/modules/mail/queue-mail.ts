import type { MailKind, MailMode } from '@shared/schemas/mail-preferences';
import type { NotificationType } from '@shared/schemas/notifications';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailDigestItems, mailJobs, mailPreferences, users } from '../../db/schema';
import { mailKindOf } from './mail-kinds';

/** One event's notice as its recipient reads it (already in their language). */
export type NoticeMail = {
  userId: string;
  type: NotificationType;
  /** The notice's message key (`bookingRequested`), which decides the mail's kind. */
  key: string;
  title: string;
  message: string;
  actionUrl: string | null;
};

/** Each user's choice per kind; a kind without a row is `instant`. */
export async function modesOf(db: Db, userIds: string[]) {
  const rows = userIds.length
    ? await db.select().from(mailPreferences).where(inArray(mailPreferences.userId, userIds))
    : [];
  const modes = new Map(rows.map((r) => [`${r.userId}:${r.kind}`, r.mode]));
  return (userId: string, kind: MailKind): MailMode => modes.get(`${userId}:${kind}`) ?? 'instant';
}

/**
 * Queues the e-mails of notices, in the caller's transaction (`db` is its `tx`): the mail exists if and only if the
 * event committed. Each recipient gets it as they chose for its kind: a mail now, a line in tomorrow's digest, or
 * nothing. Business mail only goes to a verified address of an account that is not suspended: an address someone
 * typed at registration without owning it never receives what other members wrote (issue 12).
 */
export async function queueNoticeMails(db: Db, notices: NoticeMail[]) {
  const withKind = notices.flatMap((n) => {
    const kind = mailKindOf(n);
    return kind ? [{ ...n, kind }] : [];
  });
  if (withKind.length === 0) return;
  const ids = [...new Set(withKind.map((n) => n.userId))];
  const recipients = await db
    .select({ id: users.id, email: users.email, name: users.firstName, lang: users.preferredLanguage })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.suspendedAt), isNotNull(users.emailVerifiedAt)));
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const modeOf = await modesOf(db, ids);
  const jobs: (typeof mailJobs.$inferInsert)[] = [];
  const digest: (typeof mailDigestItems.$inferInsert)[] = [];
  for (const n of withKind) {
    const to = byId.get(n.userId);
    if (!to) continue;
    const mode = modeOf(n.userId, n.kind);
    if (mode === 'off') continue;
    if (mode === 'digest') {
      digest.push({
        userId: n.userId,
        kind: n.kind,
        title: n.title,
        message: n.message,
        actionUrl: n.actionUrl,
      });
      continue;
    }
    jobs.push({
      userId: n.userId,
      kind: n.kind,
      toAddress: to.email,
      language: to.lang,
      payload: {
        template: 'notice',
        name: to.name,
        title: n.title,
        message: n.message,
        actionUrl: n.actionUrl,
      },
    });
  }
  for (let i = 0; i < jobs.length; i += 1000) await db.insert(mailJobs).values(jobs.slice(i, i + 1000));
  for (let i = 0; i < digest.length; i += 1000)
    await db.insert(mailDigestItems).values(digest.slice(i, i + 1000));
}

/** Stops queued mails of a kind (or every digest-bound line) when the user turns that kind off. */
export async function cancelQueued(db: Db, userId: string, kinds: MailKind[]) {
  if (kinds.length === 0) return;
  await db
    .update(mailJobs)
    .set({ status: 'cancelled' })
    .where(and(eq(mailJobs.userId, userId), inArray(mailJobs.kind, kinds), eq(mailJobs.status, 'queued')));
  await db
    .delete(mailDigestItems)
    .where(and(eq(mailDigestItems.userId, userId), inArray(mailDigestItems.kind, kinds)));
}
