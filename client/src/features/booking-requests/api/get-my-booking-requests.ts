import {
  BOOKING_REQUESTS_PAGE_SIZE_DEFAULT,
  type BookingRequest,
  type BookingRequestListQuery,
} from '@shared/schemas/booking-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { type Page, toPage } from '@/lib/page';

/** The prefix of every page, so one invalidation after a new request refreshes them all. */
export const myBookingRequestsKey = ['/api/ship-booking-requests/my'] as const;

/** GET /api/ship-booking-requests/my: one page of the user's own requests, the total in X-Total-Count. */
export async function getMyBookingRequests(
  query: BookingRequestListQuery = {},
): Promise<Page<BookingRequest>> {
  const { body, total } = await apiGetPage<BookingRequest[]>(
    withQuery('/api/ship-booking-requests/my', query),
  );
  return toPage(body, total, query.pageSize ?? BOOKING_REQUESTS_PAGE_SIZE_DEFAULT);
}

export const useMyBookingRequests = (query: BookingRequestListQuery = {}) =>
  useQuery({
    queryKey: [...myBookingRequestsKey, query],
    queryFn: () => getMyBookingRequests(query),
    placeholderData: keepPreviousData,
  });
