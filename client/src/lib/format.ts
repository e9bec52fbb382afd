import { relativeTime } from '@shared/domain/relative-time';
import i18n from '@/lib/i18n';
import { formatMoney } from './money';

const relativeKeys = { m: 'minutesAgo', h: 'hoursAgo', d: 'daysAgo' } as const;

/** SPEC.md §9 relative time ('Just now', '5m ago', ...) in the current language. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const r = relativeTime(date, now);
  if (r.unit === 'now') return i18n.t('common:time.justNow');
  return i18n.t(`common:time.${relativeKeys[r.unit]}`, { value: r.value });
}

/**
 * The browser's regional variant of the interface language, so an English interface in Britain writes
 * '25 Nov 2026, 08:00' and one in the US 'Nov 25, 2026, 8:00 AM'; a language the browser does not list stays as is.
 */
export function regionalLocale(language: string): string {
  const base = language.slice(0, 2).toLowerCase();
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return languages.find((l) => l?.toLowerCase().startsWith(base)) ?? language;
}

export const formatDate = (date: Date | string, language = i18n.language) =>
  new Intl.DateTimeFormat(regionalLocale(language), { dateStyle: 'medium' }).format(new Date(date));

export const formatDateTime = (date: Date | string, language = i18n.language) =>
  new Intl.DateTimeFormat(regionalLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(date),
  );

/**
 * Prices travel as JSON numbers with at most two decimals (PRODUCT.md 28), entered in USD unless a field says
 * otherwise, with two decimals and the plain '$' sign in every language (SPEC.md §9), not 'US$'. A reader who chose
 * EUR sees them converted at the dated rate, marked '≈' (lib/money.ts formatMoney; <Money> adds the rate's title).
 */
export const formatUsd = (amount: number, language = i18n.language) => formatMoney(amount, 'USD', language);
