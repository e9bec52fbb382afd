import type { ExchangeRate, SetExchangeRateInput } from '@shared/schemas/money';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ExchangeRateRow, exchangeRates } from '../../db/schema';

const toRate = (row: ExchangeRateRow): ExchangeRate => ({
  base: 'EUR',
  quote: 'USD',
  rate: Number(row.rate),
  rateDate: row.rateDate,
  source: row.source,
  // The seeded rate has no author; an administrator's has the time it was set.
  setAt: row.setBy === null ? null : new Date(row.createdAt).toISOString(),
});

const eurUsd = and(eq(exchangeRates.base, 'EUR'), eq(exchangeRates.quote, 'USD'));

/**
 * The one rate every conversion uses (PRODUCT.md 37): the EUR/USD rate of the newest day administrators set (the
 * latest write breaks a tie). Migration 0016 seeds one, so there always is a rate unless someone deleted them all.
 */
export async function getCurrentRate(db: Db): Promise<ExchangeRate | null> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(eurUsd)
    .orderBy(desc(exchangeRates.rateDate), desc(exchangeRates.createdAt))
    .limit(1);
  return row ? toRate(row) : null;
}

/** Sets the rate of a day (again, if it was set before: the latest value and source stand). */
export async function setRate(db: Db, adminId: string, input: SetExchangeRateInput, now: Date) {
  const values = {
    base: 'EUR' as const,
    quote: 'USD' as const,
    // Six decimals at most (numeric(12,6)); the schema refused anything finer.
    rate: input.rate.toFixed(6),
    rateDate: input.rateDate,
    source: input.source.trim(),
    setBy: adminId,
    createdAt: now,
  };
  const [row] = await db
    .insert(exchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: [exchangeRates.base, exchangeRates.quote, exchangeRates.rateDate],
      set: { rate: values.rate, source: values.source, setBy: adminId, createdAt: now },
    })
    .returning();
  return toRate(row);
}
