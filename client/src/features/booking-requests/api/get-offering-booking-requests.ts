import type { BookingRequest } from '@shared/schemas/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { incomingBookingRequestsKey } from './get-incoming-booking-requests';

/** Under the incoming key, so accepting or declining refreshes the card that shows the request. */
export const offeringBookingRequestsKey = (offeringId: string) =>
  [...incomingBookingRequestsKey, 'offering', offeringId] as const;

/** GET /api/ship-offerings/:id/booking-requests: the requests on one of the owner's voyages, newest first. */
export const getOfferingBookingRequests = (offeringId: string) =>
  apiGet<BookingRequest[]>(`/api/ship-offerings/${encodeURIComponent(offeringId)}/booking-requests`);

export const useOfferingBookingRequests = (offeringId: string, enabled = true) =>
  useQuery({
    queryKey: offeringBookingRequestsKey(offeringId),
    queryFn: () => getOfferingBookingRequests(offeringId),
    enabled,
  });
