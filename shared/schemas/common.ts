import { z } from 'zod';
import { v } from '../i18n/validation';

export const languages = ['en', 'zh', 'de'] as const;
export type Language = (typeof languages)[number];
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

/** The error body every API failure answers (PRODUCT.md 27). */
export type ApiIssue = { field: string; key: string; message: string };
export type ApiErrorBody = { message: string; code: string; issues?: ApiIssue[] };
