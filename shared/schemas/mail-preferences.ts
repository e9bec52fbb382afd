import { z } from 'zod';
import { v } from '../i18n/validation';

/**
 * The kinds of business event a user can receive by e-mail (PRODUCT.md 35, issue 24 §1), each with its own
 * choice and its own unsubscribe link. Account mails (verification, reset, approval) are no kind: always sent.
 */
export const mailKinds = [
  'booking_requests', // requests on the user's voyages, and the requester's answers to the owner's counter-offers
  'booking_answers', // answers to the user's own booking requests, and voyages withdrawn under them
  'matches', // cargo matches: proposed, held, confirmed, released, countered, rejected, withdrawn
  'offerings', // the review of the user's ship offerings
  'quotes', // the user's GreenRefit quote requests
  'admin_tasks', // administrators: offerings to review, quote requests, contact messages
] as const;
export type MailKind = (typeof mailKinds)[number];

/** `instant`: one mail per event; `digest`: one mail a day at 08:00 local time; `off`: in the app only. */
export const mailModes = ['instant', 'digest', 'off'] as const;
export type MailMode = (typeof mailModes)[number];

export const DEFAULT_MAIL_MODE: MailMode = 'instant';
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string({ error: v('invalid') })
  .trim()
  .min(1, { error: v('required') })
  .max(64, { error: v('invalid') })
  .refine(isTimeZone, { error: v('invalid') });

const modeSchema = z.enum(mailModes, { error: v('invalid') });

/** GET /api/account/email-preferences; PUT takes the same shape (every kind present). */
export type MailPreferences = { timeZone: string; modes: Record<MailKind, MailMode> };

export const mailPreferencesSchema = z.strictObject({
  timeZone: timeZoneSchema,
  modes: z.strictObject(
    Object.fromEntries(mailKinds.map((k) => [k, modeSchema])) as Record<MailKind, typeof modeSchema>,
  ),
});
export type MailPreferencesInput = z.input<typeof mailPreferencesSchema>;

/** The one-click unsubscribe token from a mail's link (POST /api/mail/unsubscribe, GET to read what it stops). */
export const unsubscribeSchema = z.strictObject({
  token: z
    .string({ error: v('invalid') })
    .min(10, { error: v('invalid') })
    .max(400, { error: v('invalid') }),
});

/** What a token stops: a kind of one user's mails, the daily digest, or a shipyard's quote requests. */
export type UnsubscribeTarget = { kind: MailKind | 'digest' | 'shipyard_quotes'; done: boolean };
