import { describe, expect, it } from 'vitest';
import { convertCents, formatCurrency, showMoney } from './money';

const ecb = { rate: 1.0411, rateDate: '2025-02-28', source: 'ECB' };

describe('convertCents (PRODUCT.md 37)', () => {
  it('converts exactly at the rate in millionths, half away from zero to the cent', () => {
    expect(convertCents(20_000, 'EUR', 'USD', ecb)).toBe(20_822); // 200.00 EUR × 1.0411
    expect(convertCents(20_822, 'USD', 'EUR', ecb)).toBe(20_000);
    expect(convertCents(1, 'EUR', 'USD', { rate: 1.5, rateDate: 'x' })).toBe(2); // 1.5 cents rounds up
    expect(convertCents(-1, 'EUR', 'USD', { rate: 1.5, rateDate: 'x' })).toBe(-2);
    // The largest numeric(12,2) amount: no float error at any size.
    expect(convertCents(999_999_999_999, 'EUR', 'USD', ecb)).toBe(1_041_099_999_999);
    expect(convertCents(12_345, 'USD', 'USD', ecb)).toBe(12_345);
  });

  it('refuses a rate of zero or below and cents that are not integers', () => {
    expect(() => convertCents(100, 'EUR', 'USD', { rate: 0, rateDate: 'x' })).toThrow(RangeError);
    expect(() => convertCents(1.5, 'EUR', 'USD', ecb)).toThrow(RangeError);
  });
});

describe('showMoney', () => {
  it('converts to the display currency and says from what at which rate and day', () => {
    expect(showMoney(200, 'EUR', 'USD', ecb)).toEqual({
      amount: 208.22,
      currency: 'USD',
      converted: { amount: 200, currency: 'EUR', rate: 1.0411, rateDate: '2025-02-28', source: 'ECB' },
    });
  });

  it('leaves an amount in the display currency, or without a rate, as entered', () => {
    expect(showMoney(150.5, 'USD', 'USD', ecb)).toEqual({ amount: 150.5, currency: 'USD', converted: null });
    expect(showMoney(150.5, 'EUR', 'USD', null)).toEqual({ amount: 150.5, currency: 'EUR', converted: null });
  });

  it('formats either currency with two decimals', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatCurrency(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });
});
