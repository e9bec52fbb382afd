import type { AnalyticsGranularity } from '@shared/schemas/analytics';
import { regionalLocale } from '@/lib/format';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A bucket's start as an axis label: 'Mar 5' for days and weeks, 'Mar 2024' for months (UTC, as the server buckets). */
export function shortPeriod(start: string, granularity: AnalyticsGranularity, language: string) {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(regionalLocale(language), options).format(utc(start));
}

/** A bucket's start in full for tables: '5 Mar 2024', or 'March 2024' for a month. */
export function longPeriod(start: string, granularity: AnalyticsGranularity, language: string) {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(regionalLocale(language), options).format(utc(start));
}
