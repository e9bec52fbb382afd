import { regionalLocale } from '@/lib/format';
import i18n from '@/lib/i18n';

/** Rounding can leave -0 (or -0.0004), which Intl writes with a minus sign: below half a unit is 0. */
const noNegativeZero = (value: number, unit: number) => (Math.abs(value) < unit / 2 ? 0 : value);

/** A number in the interface language with at most `digits` decimals (and at least `min`). */
export const formatNumber = (value: number, digits = 0, min = digits, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    minimumFractionDigits: min,
    maximumFractionDigits: digits,
  }).format(noNegativeZero(value, 10 ** -digits));

/** Whole euros: the assessment's money is rounded to the euro (shared/domain/greenrefit). */
export const formatEur = (value: number, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(noNegativeZero(value, 1));

/** Compact euros for chart axes and ranges: '€1.2M', '-€350K'. */
export const formatEurCompact = (value: number, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(noNegativeZero(value, 1));

/** A share (0.153) as per cent with up to `digits` decimals: '15.3%'. */
export const formatShare = (value: number, digits = 1, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(noNegativeZero(value, 10 ** -(digits + 2)));
