import type { BookingRequest } from '@shared/schemas/booking-requests';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myBookingRequestsKey } from './get-my-booking-requests';

/** POST /api/ship-booking-requests/:id/accept-counter: booked on the counter's terms, with a reference. */
export const acceptCounterOffer = (id: string) =>
  apiRequest<BookingRequest>('POST', `/api/ship-booking-requests/${encodeURIComponent(id)}/accept-counter`);

/** The requester's answer moves their bookings and, when booked, the voyage's free TEU in the public list. */
export const afterCounterAnswer = (queryClient: QueryClient) =>
  Promise.all(
    [myBookingRequestsKey, ['/api/ship-offerings']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export function useAcceptCounterOffer() {
  const queryClient = useQueryClient();
  // A 409 (withdrawn, or the TEU are gone) also means the list on screen is stale.
  return useMutation({ mutationFn: acceptCounterOffer, onSettled: () => afterCounterAnswer(queryClient) });
}
