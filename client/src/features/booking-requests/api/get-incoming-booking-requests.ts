import type { BookingRequest } from '@shared/schemas/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const incomingBookingRequestsKey = ['/api/ship-booking-requests/incoming'] as const;

/** Requests on all of the signed-in owner's offerings, newest first; the page groups them per offering. */
export const getIncomingBookingRequests = () =>
  apiGet<BookingRequest[]>('/api/ship-booking-requests/incoming');

export const useIncomingBookingRequests = (enabled = true) =>
  useQuery({ queryKey: incomingBookingRequestsKey, queryFn: getIncomingBookingRequests, enabled });
