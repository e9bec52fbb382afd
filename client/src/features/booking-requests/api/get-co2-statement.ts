import { languages } from '@shared/domain/languages';
import type { Co2Statement } from '@shared/schemas/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';

export type Co2Period = { from: string; to: string };

/** GET /api/ship-booking-requests/my/co2-statement: the user's accepted bookings departing in the period. */
export const getCo2Statement = (period: Co2Period) =>
  apiGet<Co2Statement>(withQuery('/api/ship-booking-requests/my/co2-statement', period));

/**
 * The CSV download of the same statement, its column headers in the page's language (`en-US` is asked as `en`;
 * a language the server does not know is left out, so the user's own applies).
 */
export function co2StatementCsvUrl(period: Co2Period, language: string) {
  const base = language.slice(0, 2).toLowerCase();
  const lang = (languages as readonly string[]).includes(base) ? base : undefined;
  return withQuery('/api/ship-booking-requests/my/co2-statement.csv', { ...period, lang });
}

export const useCo2Statement = (period: Co2Period | null) =>
  useQuery({
    queryKey: ['/api/ship-booking-requests/my/co2-statement', period],
    queryFn: () => getCo2Statement(period!),
    enabled: period !== null,
  });
