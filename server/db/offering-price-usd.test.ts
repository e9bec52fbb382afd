import { centsToNumeric, convertCents, numericToCents } from '@shared/domain/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../test/harness';
import { insertOffering } from '../test/marketplace-factories';
import { exchangeRates, shipOfferings } from './schema';

/**
 * Migration 0018: the public list sorts and filters by `price_usd_per_teu`, the price in USD at the current dated
 * rate, kept by triggers; it must be the figure convertCents gives (the client's conversion), to the cent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const usdOf = async (id: string) =>
  (await t.db.select().from(shipOfferings).where(eq(shipOfferings.id, id)))[0].priceUsdPerTeu;

describe('the stored USD price of an offering', () => {
  it('is the price itself in USD, and a EUR price converted as convertCents does; it follows the rate', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const usd = await insertOffering(t.db, owner.id, { price: 150.5 });
    // 200.05 × 1.0411 = 208.272055: rounds to 208.27; 0.05 × 1.0411 = 0.052055 -> 0.05.
    const eur = await insertOffering(t.db, owner.id, { price: 200.05, priceCurrency: 'EUR' });
    expect(await usdOf(usd.id)).toBe('150.50');
    expect(await usdOf(eur.id)).toBe('208.27');
    expect(numericToCents((await usdOf(eur.id))!)).toBe(
      convertCents(20005, 'EUR', 'USD', { rate: 1.0411, rateDate: '2025-02-28' }),
    );
    // A newer day's rate reprices every EUR offering; the USD one is untouched.
    await t.db.insert(exchangeRates).values({
      base: 'EUR',
      quote: 'USD',
      rate: '1.125000',
      rateDate: '2099-01-01',
      source: 'test',
    });
    expect(await usdOf(eur.id)).toBe(
      centsToNumeric(convertCents(20005, 'EUR', 'USD', { rate: 1.125, rateDate: '' })),
    );
    expect(await usdOf(usd.id)).toBe('150.50');
    // A changed price is converted again at the rate in use.
    await t.db.update(shipOfferings).set({ pricePerTeu: '100.00' }).where(eq(shipOfferings.id, eur.id));
    expect(await usdOf(eur.id)).toBe('112.50');
    await t.db.delete(exchangeRates).where(eq(exchangeRates.rateDate, '2099-01-01'));
    expect(await usdOf(eur.id)).toBe('104.11');
  });
});
