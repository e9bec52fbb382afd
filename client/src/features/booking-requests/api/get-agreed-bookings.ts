import type { AgreedBooking } from '@shared/schemas/booking-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { toPage } from '@/lib/page';

export type BookingSide = 'carrier' | 'merchant';
export const AGREED_PAGE_SIZE = 10;

/** The prefix of every page, so one invalidation after an agreement refreshes both sides' lists. */
export const agreedBookingsKey = ['/api/bookings/agreed'] as const;

/** GET /api/bookings/agreed: one page of the caller's agreed bookings on one side, the total in X-Total-Count. */
export const useAgreedBookings = (side: BookingSide, page: number) =>
  useQuery({
    queryKey: [...agreedBookingsKey, side, page],
    queryFn: async () => {
      const { body, total } = await apiGetPage<AgreedBooking[]>(
        withQuery('/api/bookings/agreed', { side, page, pageSize: AGREED_PAGE_SIZE }),
      );
      return toPage(body, total, AGREED_PAGE_SIZE);
    },
    placeholderData: keepPreviousData,
  });

export const agreedCsvUrl = (side: BookingSide) => withQuery('/api/bookings/agreed.csv', { side });
