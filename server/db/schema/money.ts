import { currencies } from '@shared/schemas/money';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { currencyEnum } from './enums';
import { users } from './users';

export { currencies };

/**
 * The dated EUR/USD rate administrators maintain (PRODUCT.md 37): one row per day it was set for; the newest day
 * is the rate every conversion uses (server/modules/money). Kept as history so that a converted figure can name
 * the rate and day it used. Migration 0016 seeds the ECB reference rate of 28 February 2025.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: idColumn(),
    base: currencyEnum('base').notNull().default('EUR'),
    quote: currencyEnum('quote').notNull().default('USD'),
    /** Units of `quote` per one `base`. */
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    // The admin who set it; the rate stays on record if that account is deleted.
    setBy: uuid('set_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_pair', sql`${t.base} <> ${t.quote}`),
    uniqueIndex('exchange_rates_pair_day_idx').on(t.base, t.quote, t.rateDate),
  ],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
