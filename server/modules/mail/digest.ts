import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailDigestItems, mailJobs, users } from '../../db/schema';

/** The digest goes out at this local hour, or at the first sweep after it (a server down at 08:00 sends later). */
export const DIGEST_HOUR = 8;

/** The user's local calendar day and hour at `now`. */
export function localDayAndHour(now: Date, timeZone: string) {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    // A zone the runtime no longer knows: the default zone's day, rather than no digest at all.
    return localDayAndHour(now, 'Europe/Berlin');
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

const digestKey = (userId: string, day: string) => `digest:${userId}:${day}`;

/**
 * Turns each user's waiting digest lines into one queued mail once it is 08:00 or later on their clock, at most one
 * a local day: the mail's dedupe key (`digest:<user>:<day>`) is unique, so instances sweeping at once build it
 * once; lines that come after today's digest wait for tomorrow's. Lines and mail change in one transaction.
 */
export async function buildDueDigests(db: Db, now: Date) {
  const waiting = await db
    .selectDistinct({
      userId: mailDigestItems.userId,
      timeZone: users.timeZone,
      email: users.email,
      name: users.firstName,
      lang: users.preferredLanguage,
    })
    .from(mailDigestItems)
    .innerJoin(users, eq(users.id, mailDigestItems.userId))
    .where(and(isNull(users.suspendedAt), isNotNull(users.emailVerifiedAt)));
  const due = waiting
    .map((u) => ({ ...u, ...localDayAndHour(now, u.timeZone) }))
    .filter((u) => u.hour >= DIGEST_HOUR);
  if (due.length === 0) return 0;
  const sent = new Set(
    (
      await db
        .select({ key: mailJobs.dedupeKey })
        .from(mailJobs)
        .where(
          inArray(
            mailJobs.dedupeKey,
            due.map((u) => digestKey(u.userId, u.day)),
          ),
        )
    ).map((r) => r.key),
  );
  let built = 0;
  for (const u of due) {
    const key = digestKey(u.userId, u.day);
    if (sent.has(key)) continue;
    await db.transaction(async (tx) => {
      const items = await tx
        .select()
        .from(mailDigestItems)
        .where(eq(mailDigestItems.userId, u.userId))
        .orderBy(mailDigestItems.createdAt, mailDigestItems.id)
        .for('update', { skipLocked: true });
      if (items.length === 0) return;
      const [job] = await tx
        .insert(mailJobs)
        .values({
          userId: u.userId,
          kind: 'digest',
          toAddress: u.email,
          language: u.lang,
          dedupeKey: key,
          payload: {
            template: 'digest',
            name: u.name,
            items: items.map((i) => ({
              kind: i.kind,
              title: i.title,
              message: i.message,
              actionUrl: i.actionUrl,
              at: new Date(i.createdAt).toISOString(),
            })),
          },
        })
        .onConflictDoNothing()
        .returning({ id: mailJobs.id });
      if (!job) return;
      await tx.delete(mailDigestItems).where(
        inArray(
          mailDigestItems.id,
          items.map((i) => i.id),
        ),
      );
      built++;
    });
  }
  return built;
}
