import { z } from 'zod';
import { v } from '../i18n/validation';
import { hasNoNul } from './common';

/**
 * PRODUCT.md 37: amounts keep the currency they were entered in; each user picks a display currency, and figures
 * converted to it use the one dated rate administrators maintain (shared/domain/money.ts convertMoney).
 */
export const currencies = ['USD', 'EUR'] as const;
export type Currency = (typeof currencies)[number];
export const currencySchema = z.enum(currencies, { error: v('invalid') });

/** The dated EUR/USD rate: how many US dollars one euro buys on `rateDate`, and where the figure comes from. */
export type ExchangeRate = {
  base: 'EUR';
  quote: 'USD';
  /** USD per EUR, at most six decimals (the ECB publishes four). */
  rate: number;
  /** The day the rate is of (YYYY-MM-DD). */
  rateDate: string;
  source: string;
  /** When an administrator set it (null for the rate the migration seeded). */
  setAt: string | null;
};

const day = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /api/admin/exchange-rate: an administrator sets the rate of a day, with its source. */
export const setExchangeRateSchema = z.strictObject({
  rate: z
    .number({ error: v('invalidNumber') })
    .gt(0.1, { error: v('invalidNumber') })
    .lt(10, { error: v('invalidNumber') })
    .refine((n) => Number.isInteger(Math.round(n * 1e6)) && Math.abs(n * 1e6 - Math.round(n * 1e6)) < 1e-6, {
      error: v('invalidNumber'),
    }),
  rateDate: z
    .string({ error: v('invalidDay') })
    .regex(day, { error: v('invalidDay') })
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        error: v('invalidDay'),
      },
    ),
  source: z
    .string({ error: v('required') })
    .trim()
    .min(1, { error: v('required') })
    .max(200, { error: v('tooLong') })
    .refine(hasNoNul, { error: v('noControlChars') }),
});
export type SetExchangeRateInput = z.input<typeof setExchangeRateSchema>;
