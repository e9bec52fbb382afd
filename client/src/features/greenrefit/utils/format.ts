import { formatCurrency } from '@shared/domain/money';
import { regionalLocale } from '@/lib/format';
import i18n from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** Rounding can leave -0 (or -0.0004), which Intl writes with a minus sign: below half a unit is 0. */
const noNegativeZero = (value: number, unit: number) => (Math.abs(value) < unit / 2 ? 0 : value);

/** A number in the interface language with at most `digits` decimals (and at least `min`). */
export const formatNumber = (value: number, digits = 0, min = digits, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    minimumFractionDigits: min,
    maximumFractionDigits: digits,
  }).format(noNegativeZero(value, 10 ** -digits));

/** An amount in euros as the assessment states it: rounded to the euro, never '-€0'. */
export const wholeEur = (value: number) => noNegativeZero(value, 1);

/**
 * Whole euros (the assessment's money is rounded to the euro, shared/domain/greenrefit), in the reader's display
 * currency: converted at the dated rate and marked '≈' for a reader who shows dollars (PRODUCT.md 37, lib/money.ts).
 */
export const formatEur = (value: number, language = i18n.language) =>
  formatMoney(wholeEur(value), 'EUR', language, undefined, { digits: 0 });

/**
 * Compact figures for chart axes and ranges ('€1.2M', '-€350K'), converted like formatEur but unmarked: the
 * figures beside them carry the '≈' and the rate (ConversionNote, <Eur>).
 */
export const formatEurCompact = (value: number, language = i18n.language) =>
  formatMoney(wholeEur(value), 'EUR', language, undefined, { compact: true, unmarked: true });

/** Compact euros for the hints of an input that takes euros: in the input's own currency, never converted. */
export const formatEurInput = (value: number, language = i18n.language) =>
  formatCurrency(wholeEur(value), 'EUR', regionalLocale(language), { compact: true });

/** A share (0.153) as per cent with up to `digits` decimals: '15.3%'. */
export const formatShare = (value: number, digits = 1, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(noNegativeZero(value, 10 ** -(digits + 2)));
