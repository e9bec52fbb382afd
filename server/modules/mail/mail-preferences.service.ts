import {
  type MailKind,
  type MailPreferences,
  type MailPreferencesInput,
  mailKinds,
  type UnsubscribeTarget,
} from '@shared/schemas/mail-preferences';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailDigestItems, mailJobs, mailPreferences, shipyards, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { cancelQueued, modesOf } from './queue-mail';
import { type UnsubscribeSubject, verifyUnsubscribe } from './unsubscribe-token';

/** The key unsubscribe links are signed with (every instance must use the same). */
export const mailLinkSecret = (deps: Pick<AppDeps, 'config' | 'sessionSecret'>) =>
  deps.config.MAIL_LINK_SECRET ?? deps.sessionSecret;

export async function getMailPreferences(db: Db, userId: string): Promise<MailPreferences> {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const modeOf = await modesOf(db, [userId]);
  return {
    timeZone: user.timeZone,
    modes: Object.fromEntries(mailKinds.map((k) => [k, modeOf(userId, k)])) as MailPreferences['modes'],
  };
}

async function setModes(
  db: Db,
  userId: string,
  modes: Partial<Record<MailKind, MailPreferences['modes'][MailKind]>>,
) {
  const rows = Object.entries(modes).map(([kind, mode]) => ({ userId, kind, mode: mode! }));
  if (rows.length === 0) return;
  await db
    .insert(mailPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.kind],
      set: { mode: sql`excluded.mode`, updatedAt: sql`now()` },
    });
  // What is already waiting follows the new choice: nothing more of a kind turned off.
  await cancelQueued(
    db,
    userId,
    rows.filter((r) => r.mode === 'off').map((r) => r.kind as MailKind),
  );
}

export async function saveMailPreferences(db: Db, userId: string, input: MailPreferencesInput) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ timeZone: input.timeZone, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await setModes(tx, userId, input.modes);
  });
  return getMailPreferences(db, userId);
}

const badLink = () => new AppError('BAD_REQUEST', 'This unsubscribe link is not valid');

function subjectOf(deps: Pick<AppDeps, 'config' | 'sessionSecret'>, token: string) {
  const subject = verifyUnsubscribe(mailLinkSecret(deps), token);
  if (!subject) throw badLink();
  return subject;
}

const targetKind = (s: UnsubscribeSubject) => (s.scope === 'shipyard' ? 'shipyard_quotes' : s.kind);

/** What a link would stop, and whether it is stopped already (the confirmation page, before the click). */
export async function describeUnsubscribe(
  deps: Pick<AppDeps, 'config' | 'sessionSecret' | 'database'>,
  token: string,
): Promise<UnsubscribeTarget> {
  const s = subjectOf(deps, token);
  const db = deps.database.db;
  if (s.scope === 'shipyard') {
    const [yard] = await db.select().from(shipyards).where(eq(shipyards.id, s.shipyardId));
    // A removed shipyard gets no more mail anyway.
    return { kind: 'shipyard_quotes', done: !yard || yard.quoteMailsStoppedAt !== null };
  }
  const prefs = await getMailPreferences(db, s.userId).catch(() => null);
  if (!prefs) return { kind: targetKind(s), done: true };
  const done =
    s.kind === 'digest' ? !Object.values(prefs.modes).includes('digest') : prefs.modes[s.kind] === 'off';
  return { kind: targetKind(s), done };
}

/**
 * RFC 8058 one-click: stops exactly what the link names, with no sign-in. A kind's link turns that kind off; the
 * digest's link turns every kind collected in the digest off (in-app only); a shipyard's link stops its quote
 * mails. Repeating it changes nothing. A link of a deleted account or shipyard succeeds and does nothing.
 */
export async function unsubscribe(
  deps: Pick<AppDeps, 'config' | 'sessionSecret' | 'database'>,
  token: string,
): Promise<UnsubscribeTarget> {
  const s = subjectOf(deps, token);
  await deps.database.db.transaction(async (tx) => {
    if (s.scope === 'shipyard') {
      await tx
        .update(shipyards)
        .set({ quoteMailsStoppedAt: sql`coalesce(${shipyards.quoteMailsStoppedAt}, now())` })
        .where(eq(shipyards.id, s.shipyardId));
      await tx
        .update(mailJobs)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(mailJobs.kind, 'shipyard_quotes'),
            eq(mailJobs.status, 'queued'),
            sql`${mailJobs.payload}->>'shipyardId' = ${s.shipyardId}`,
          ),
        );
      return;
    }
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, s.userId));
    if (!user) return;
    if (s.kind !== 'digest') {
      await setModes(tx, s.userId, { [s.kind]: 'off' });
      return;
    }
    const modeOf = await modesOf(tx, [s.userId]);
    const digested = mailKinds.filter((k) => modeOf(s.userId, k) === 'digest');
    await setModes(tx, s.userId, Object.fromEntries(digested.map((k) => [k, 'off'])));
    await tx.delete(mailDigestItems).where(eq(mailDigestItems.userId, s.userId));
    await tx
      .update(mailJobs)
      .set({ status: 'cancelled' })
      .where(and(eq(mailJobs.userId, s.userId), eq(mailJobs.kind, 'digest'), eq(mailJobs.status, 'queued')));
  });
  return { kind: targetKind(s), done: true };
}
