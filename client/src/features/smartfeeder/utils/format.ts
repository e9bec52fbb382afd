import { regionalLocale } from '@/lib/format';
import i18n from '@/lib/i18n';

/** A number in the interface language with a fixed number of decimals. */
export const formatNumber = (value: number, digits = 0, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/** Whole US dollars for large sums, the way an operator reads a voyage budget. */
export const formatUsdRounded = (value: number, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(value);

export const formatShare = (value: number, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    value,
  );
