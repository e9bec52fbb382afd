import type { BookingRequest, CounterBookingRequestInput } from '@shared/schemas/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterDecisionKeys } from './accept-booking-request';

export type CounterVars = { id: string } & CounterBookingRequestInput;

/** POST /api/ship-booking-requests/:id/counter: the owner's other terms; 409 once the request is no longer pending. */
export const counterBookingRequest = ({ id, ...terms }: CounterVars) =>
  apiRequest<BookingRequest>('POST', `/api/ship-booking-requests/${encodeURIComponent(id)}/counter`, terms);

export function useCounterBookingRequest() {
  const queryClient = useQueryClient();
  // The voyage's requests and its count of pending ones move (no TEU until the requester accepts).
  return useMutation({
    mutationFn: counterBookingRequest,
    onSettled: () =>
      Promise.all(afterDecisionKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
