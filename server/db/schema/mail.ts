import type { Language } from '@shared/domain/languages';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { languageEnum } from './enums';
import { users } from './users';

/**
 * What a queued mail says, kept as data and rendered when it is sent (server/modules/mail/render-mail.ts), so the
 * row holds no link or token: `notice` is one business event (its notification's texts, already in the
 * recipient's language), `digest` a day's notices, `shipyardQuote` a quote request to a shipyard.
 */
export type MailPayload =
  | {
      template: 'notice';
      /** The recipient's first name (only verified addresses get business mail). */
      name: string;
      title: string;
      message: string;
      actionUrl: string | null;
      facts?: Record<string, string>;
    }
  | { template: 'digest'; name: string; items: DigestLine[] }
  | { template: 'shipyardQuote'; quoteRequestId: string; shipyardId: string; params: Record<string, string> };

export type DigestLine = {
  kind: string;
  title: string;
  message: string;
  actionUrl: string | null;
  at: string;
};

/**
 * The durable mail queue (issue 24 §1; docs/RELIABILITY.md): a row is written in the transaction of its event, a
 * worker claims due rows with FOR UPDATE SKIP LOCKED and a lease (`run_at` moved past the lease), sends, and marks
 * them sent; a failure moves `run_at` by an exponential backoff. Delivery is at least once: a crash between the
 * SMTP peer's "250" and the commit of `sent` re-sends after the lease, with the same Message-ID (the row's id).
 * `user_id` is the account whose data the row holds (the recipient, or a shipyard mail's requester).
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A MailKind, `digest`, or `shipyard_quotes`. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    language: languageEnum('language').$type<Language>().notNull(),
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    /** One digest per user and local day however many instances build it. */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<'queued' | 'sent' | 'failed' | 'cancelled'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the next attempt, or the end of the current claim's lease. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    /** An error code only (never a driver's or SMTP peer's text, which can quote the mail). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('mail_jobs_status', sql`${t.status} IN ('queued', 'sent', 'failed', 'cancelled')`),
    check('mail_jobs_sent_at', sql`${t.status} <> 'sent' OR ${t.sentAt} IS NOT NULL`),
    uniqueIndex('mail_jobs_dedupe_key_unique').on(t.dedupeKey),
    // The worker's claim: due queued rows by time.
    index('mail_jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('mail_jobs_user_kind_idx').on(t.userId, t.kind),
    index('mail_jobs_sent_idx').on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);

/** Notices waiting for their recipient's daily digest (one mail at 08:00 local time, only when there is some). */
export const mailDigestItems = pgTable(
  'mail_digest_items',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mail_digest_items_user_created_idx').on(t.userId, t.createdAt)],
);

/** A user's choice per kind of event; a kind without a row is `instant`. */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').$type<'instant' | 'digest' | 'off'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('mail_preferences_mode', sql`${t.mode} IN ('instant', 'digest', 'off')`),
  ],
);

export type MailJobRow = typeof mailJobs.$inferSelect;
