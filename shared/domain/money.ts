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
