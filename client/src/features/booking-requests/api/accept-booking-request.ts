import type { BookingRequest } from '@shared/schemas/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { incomingBookingRequestsKey } from './get-incoming-booking-requests';

/** Accepts the whole request; the server lowers the voyage's available TEU in the same transaction. */
export const acceptBookingRequest = (id: string) =>
  apiRequest<BookingRequest>('POST', `/api/ship-booking-requests/${encodeURIComponent(id)}/accept`);

/** Capacity, utilisation, the public list and the charter count all move with an accept. */
export const afterDecisionKeys = [
  incomingBookingRequestsKey,
  ['/api/ship-offerings/my'],
  ['/api/ship-offerings'],
  ['/api/vessels/stats'],
  ['/api/bookings/agreed'],
] as const;

export function useAcceptBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBookingRequest,
    // A 409 (no longer fits) also means the numbers on screen are stale.
    onSettled: () =>
      Promise.all(afterDecisionKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
