import type { Currency } from '../schemas/money';

// Money travels as JSON numbers with at most two decimals and is stored as numeric(12,2);
// arithmetic happens in integer cents so no float is ever summed (PRODUCT.md 28).

/** Largest amount numeric(12,2) holds. */
export const MONEY_MAX = 9_999_999_999.99;

/** True for finite numbers with at most two decimals (1.005 and 1e-7 are refused, 1.5 and 2 pass). */
export function hasAtMostTwoDecimals(n: number): boolean {
  if (!Number.isFinite(n)) return false;
  return /^-?\d+(\.\d{1,2})?$/.test(String(n));
}

/** An amount with at most two decimals to integer cents; throws on anything else. */
export function toCents(amount: number): number {
  if (!hasAtMostTwoDecimals(amount)) throw new RangeError(`not a money amount: ${amount}`);
  return Math.round(amount * 100);
}

/** Integer cents back to the JSON number (12345 -> 123.45). */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer cents: ${cents}`);
  return cents / 100;
}

/** A numeric(12,2) string from the database ('123.45', '-0.50', '7') to integer cents, without floats. */
export function numericToCents(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new RangeError(`not a numeric(12,2) value: ${value}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Integer cents to the string the database stores exactly (12345 -> '123.45'). */
export function centsToNumeric(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '$1,234.50' style display with exactly two decimals (SPEC.md §9). */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * The all-in price of a booking: the price per TEU (numeric text as stored, or the JSON number as answered) times
 * the TEU, exact in cents. The one function every surface uses (issue 25 §1: server DTOs and client cards alike).
 */
export const bookingTotal = (pricePerTeu: string | number, teu: number) =>
  fromCents((typeof pricePerTeu === 'string' ? numericToCents(pricePerTeu) : toCents(pricePerTeu)) * teu);

export type { Currency };

/** The dated rate a conversion uses: USD per one EUR on `rateDate` (PRODUCT.md 37; the API's ExchangeRate). */
export type DatedRate = { rate: number; rateDate: string; source?: string };

/** A rate as integer millionths (six decimals, as stored in numeric(12,6)). */
const rateMicros = (rate: number) => {
  const micros = Math.round(rate * 1e6);
  if (!Number.isSafeInteger(micros) || micros <= 0) throw new RangeError(`not an exchange rate: ${rate}`);
  return BigInt(micros);
};

/** Integer division rounding half away from zero, in BigInt. */
const divRound = (n: bigint, d: bigint) => {
  const neg = n < 0n;
  const a = neg ? -n : n;
  const q = (a * 2n + d) / (2n * d);
  return neg ? -q : q;
};

/**
 * Converts integer cents between USD and EUR at the dated rate, exactly: cents × the rate in millionths, rounded
 * half away from zero to the cent (no float is multiplied). The same currency answers the cents unchanged.
 */
export function convertCents(cents: number, from: Currency, to: Currency, rate: DatedRate): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer cents: ${cents}`);
  if (from === to) return cents;
  const micros = rateMicros(rate.rate);
  const c = BigInt(cents);
  return Number(from === 'EUR' ? divRound(c * micros, 1_000_000n) : divRound(c * 1_000_000n, micros));
}

/** What a money figure shows: the amount in the display currency and, when converted, from what and at which rate. */
export type ShownMoney = {
  amount: number;
  currency: Currency;
  /** Set only when the figure was converted: the amount as entered and the rate and day used. */
  converted: { amount: number; currency: Currency; rate: number; rateDate: string; source?: string } | null;
};

/**
 * An amount entered in `currency`, as a user with display currency `display` sees it: converted at the dated
 * rate when the two differ (and saying so), unchanged otherwise; without a rate it stays in its own currency.
 */
export function showMoney(
  amount: number,
  currency: Currency,
  display: Currency,
  rate: DatedRate | null | undefined,
): ShownMoney {
  if (currency === display || !rate || !Number.isFinite(amount)) return { amount, currency, converted: null };
  const cents = Math.round(amount * 100);
  return {
    amount: fromCents(convertCents(cents, currency, display, rate)),
    currency: display,
    converted: { amount, currency, rate: rate.rate, rateDate: rate.rateDate, source: rate.source },
  };
}

/** How a figure is written: its decimals (two unless said), or compact ('€1.2M') for chart axes and ranges. */
export type CurrencyStyle = { digits?: number; compact?: boolean };

/** '$1,234.50' or '€1,234.50' in the reader's language, two decimals unless `style` says otherwise. */
export function formatCurrency(
  amount: number,
  currency: Currency,
  locale = 'en-US',
  style: CurrencyStyle = {},
): string {
  const digits = style.compact ? undefined : (style.digits ?? 2);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    ...(style.compact
      ? { notation: 'compact', maximumFractionDigits: 1 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  }).format(amount);
}
