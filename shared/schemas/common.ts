import { z } from 'zod';
import { v } from '../i18n/validation';

import { languages } from '../domain/languages';

export { type Language, languages } from '../domain/languages';
export const languageSchema = z.enum(languages, { error: v('invalidLanguage') });

/** Emails are compared and stored trimmed, lower case and NFC-normalised (the database checks it too). */
export const normalizeEmail = (email: string) => email.trim().normalize('NFC').toLowerCase();

export const emailSchema = z
  .string({ error: v('invalidEmail') })
  .trim()
  .max(254, { error: v('invalidEmail') })
  .pipe(z.email({ error: v('invalidEmail') }))
  .transform(normalizeEmail);

export const uuidSchema = z.uuid();

/** PostgreSQL text cannot hold U+0000: such input is refused as a 400, never stored or sent to the driver. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/**
 * The path of the first string (or object key) in `input` that holds U+0000, or undefined. Every request
 * body and query passes through it before its schema, so no text field anywhere can reach the database
 * with one, whatever builder the field uses.
 */
export function findNulPath(input: unknown, path: (string | number)[] = [], depth = 0): string | undefined {
  if (typeof input === 'string') return hasNoNul(input) ? undefined : path.join('.');
  if (depth > 32 || input === null || typeof input !== 'object') return undefined;
  for (const [key, value] of Object.entries(input)) {
    const at = [...path, Array.isArray(input) ? Number(key) : key];
    if (!hasNoNul(key)) return at.join('.');
    const found = findNulPath(value, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The error body every API failure answers (PRODUCT.md 27). */
export type ApiIssue = { field: string; key: string; message: string };
/** `requestId` names the request's log line (server/lib/request-log.ts) so a user can quote it. */
export type ApiErrorBody = { message: string; code: string; issues?: ApiIssue[]; requestId?: string };
