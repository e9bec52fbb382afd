import { regionalLocale } from '@/lib/format';
import i18n from '@/lib/i18n';

/** A 0..1 share as a percent with `digits` decimals in the current language ('96.5%', '96,5 %'). */
export const formatPercent = (share: number, digits = 1, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);

/** SPEC.md §3: the match score (0..1, three decimals) as a percent with one decimal. */
export const formatMatchScore = (matchScore: number, language = i18n.language) =>
  formatPercent(matchScore, 1, language);

/**
 * A component's points (weight × score, 0..1, three decimals) on the 0-100 scale of the match percent, one
 * decimal: the rows add up to the percent shown for the match.
 */
export const formatPoints = (points: number, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.round(points * 1000) / 10);

/** A plain number with at most `digits` decimals. */
export const formatNumber = (n: number, digits = 0, language = i18n.language) =>
  new Intl.NumberFormat(regionalLocale(language), { maximumFractionDigits: digits }).format(n);
