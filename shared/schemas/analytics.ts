import { z } from 'zod';
import { v } from '../i18n/validation';
import { blankToUndefined } from './paging';

/** Buckets of the enterprise dashboard's charts (PostgreSQL date_trunc units; weeks start on Monday, UTC). */
export const analyticsGranularities = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof analyticsGranularities)[number];

/** The range shown when none is chosen: the last 90 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 90;
/**
 * Longest range per granularity, in days (both ends included): about 2 years of days (731 points) and 10 years
 * of weeks (~520) or months (120), so a chart never draws thousands of bars.
 */
export const ANALYTICS_MAX_DAYS: Record<AnalyticsGranularity, number> = { day: 731, week: 3653, month: 3653 };

const DAY_MS = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 30 February), between the years 2000 and 2100. */
const isDay = (s: string) => {
  if (!dayPattern.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= '2000-01-01' && s <= '2100-12-31'
  );
};
const daySchema = z
  .string({ error: v('invalidDate') })
  .trim()
  .refine(isDay, { error: v('invalidDate') });

export const toDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  toDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS));
/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * GET /api/admin/analytics query: `from` and `to` are UTC days, both included; a missing end is filled from
 * `today` (the server's clock, or the browser's for the form): `to` defaults to today, `from` to 89 days before
 * `to`. Unknown keys are ignored like on the other admin lists.
 */
export const analyticsQuerySchema = (today: string) =>
  z
    .object({
      from: z.preprocess(blankToUndefined, daySchema.optional()),
      to: z.preprocess(blankToUndefined, daySchema.optional()),
      granularity: z.preprocess(
        blankToUndefined,
        z.enum(analyticsGranularities, { error: v('invalid') }).default('day'),
      ),
    })
    .transform((q, ctx) => {
      const to = q.to ?? (q.from && q.from > today ? q.from : today);
      const from = q.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
      if (from > to) {
        ctx.issues.push({ code: 'custom', message: v('rangeOrder'), input: q.to, path: ['to'] });
        return z.NEVER;
      }
      if (daysInRange(from, to) > ANALYTICS_MAX_DAYS[q.granularity]) {
        ctx.issues.push({ code: 'custom', message: v('rangeTooLong'), input: q.from, path: ['from'] });
        return z.NEVER;
      }
      return { from, to, granularity: q.granularity };
    });
export type AnalyticsQuery = { from?: string; to?: string; granularity?: AnalyticsGranularity };
export type AnalyticsParams = { from: string; to: string; granularity: AnalyticsGranularity };

/** One bucket of the charts: what was created in it (UTC), starting on `start`. */
export type AnalyticsBucket = {
  /** First day of the bucket, 'YYYY-MM-DD'; the first and last bucket may reach outside the range. */
  start: string;
  registrations: number;
  shipOfferings: number;
  bookingRequests: number;
  matches: number;
  /** Voyages listed: approved ship offerings and vessel capacities entered for matching without an offering. */
  voyages: number;
  /** The TEU capacity of those voyages. */
  teuOffered: number;
  /** TEU booked on those voyages: accepted booking requests and accepted matches. */
  teuBooked: number;
  /** t CO2 of those voyages by the SmartFeeder voyage model. */
  co2Tonnes: number;
};

/** Utilisation of one port pair over the voyages listed in the range. */
export type AnalyticsRoute = {
  originPort: string;
  destinationPort: string;
  voyages: number;
  teuOffered: number;
  teuBooked: number;
  /** teuBooked / teuOffered in percent, one decimal. */
  utilization: number;
  /** Sea distance of one sailing, nautical miles; null when the sea router finds no route. */
  distanceNm: number | null;
  co2Tonnes: number;
};

export type AnalyticsTotals = Omit<AnalyticsBucket, 'start'> & {
  utilization: number;
  /** t CO2 avoided by the matches accepted in the range (ADR 004). */
  co2AvoidedTonnes: number;
  /** Voyages whose ports the sea router cannot connect: counted, but without CO2. */
  unroutedVoyages: number;
};

/** GET /api/admin/analytics answer. */
export type PlatformAnalytics = AnalyticsParams & {
  buckets: AnalyticsBucket[];
  totals: AnalyticsTotals;
  /** Every port pair with a voyage in the range, most TEU offered first. */
  routes: AnalyticsRoute[];
};
