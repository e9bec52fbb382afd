import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/money';
import { numberError, v } from '../i18n/validation';
import { hasNoNul } from './common';

/** Field builders shared by the vessel, offering and booking contracts. */

export const requiredText = (max: number) =>
  z
    .string({ error: v('required') })
    .trim()
    .min(1, { error: v('required') })
    .max(max, { error: v('tooLong') })
    .refine(hasNoNul, { error: v('noControlChars') });

/** Optional text: absent, null and blank all become null. */
export const optionalText = (max: number) =>
  z
    .string({ error: v('invalid') })
    .trim()
    .max(max, { error: v('tooLong') })
    .refine(hasNoNul, { error: v('noControlChars') })
    .nullish()
    .transform((s) => (s ? s : null));

export const optionalPhone = z
  .string({ error: v('invalidPhone') })
  .trim()
  .max(40, { error: v('invalidPhone') })
  .refine((s) => s === '' || /^\+?[\d\s()./-]{3,}$/.test(s), { error: v('invalidPhone') })
  .nullish()
  .transform((s) => (s ? s : null));

/** Whole TEU above zero (a ship's or a request's size). Largest ships carry ~24,000 TEU. */
export const teuSchema = z
  .number({ error: numberError('teuInvalid') })
  .int({ error: v('teuInvalid') })
  .min(1, { error: v('teuInvalid') })
  .max(30_000, { error: v('teuInvalid') });

/** Whole TEU of zero or more (capacity still free). */
export const capacitySchema = z
  .number({ error: numberError('capacityInvalid') })
  .int({ error: v('capacityInvalid') })
  .min(0, { error: v('capacityInvalid') })
  .max(30_000, { error: v('capacityInvalid') });

/** A JSON number of 0 or more with at most two decimals, at most `max`. */
export const moneySchema = (max: number) =>
  z
    .number({ error: numberError('priceInvalid') })
    .min(0, { error: v('priceInvalid') })
    .max(max, { error: v('priceInvalid') })
    .refine(hasAtMostTwoDecimals, { error: v('priceInvalid') });

/** An instant: ISO 8601 with 'Z' or an offset (the client sends `toISOString()`); answered normalised to UTC. */
export const instantSchema = z
  .string({ error: v('invalidDate') })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: v('invalidDate') }))
  .transform((s) => new Date(s).toISOString());

export const optionalInstantSchema = z
  .union([z.literal(''), z.null(), instantSchema], { error: v('invalidDate') })
  .optional()
  .transform((s) => (s ? s : null));

/** A list entered comma-separated or sent as an array: trimmed, empties dropped (SPEC.md §5). */
export const listInputSchema = z
  .union([z.string(), z.array(z.string())], { error: v('invalid') })
  .nullish()
  .transform((input) =>
    (typeof input === 'string' ? input.split(',') : (input ?? []))
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );

/** Free-text entries (listInputSchema), each at most `maxLength` long. */
export const textListSchema = (opts: { maxItems: number; maxLength: number }) =>
  listInputSchema.pipe(
    z
      .array(z.string().max(opts.maxLength, { error: v('tooLong') }))
      .max(opts.maxItems, { error: v('tooManyItems') }),
  );
