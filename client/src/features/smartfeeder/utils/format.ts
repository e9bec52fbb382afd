import { regionalLocale } from '@/lib/format';
import i18n from '@/lib/i18n';
import { formatMoney } from '@/lib/money';

/** A number in the interface language with a fixed number of decimals. */
export const formatNumber = (value: number, digits = 0, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/**
 * Whole dollars for large sums, the way an operator reads a voyage budget, in the reader's display currency:
 * converted at the dated rate and marked '≈' for a reader who shows euros (PRODUCT.md 37, lib/money.ts).
 */
export const formatUsdRounded = (value: number, language = i18n.language) =>
  formatMoney(value, 'USD', language, undefined, { digits: 0 });

/** formatUsdRounded for a chart's axis: unmarked, the figures and note beside the chart say it is converted. */
export const formatUsdAxis = (value: number, language = i18n.language) =>
  formatMoney(value, 'USD', language, undefined, { digits: 0, unmarked: true });

export const formatShare = (value: number, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    value,
  );
