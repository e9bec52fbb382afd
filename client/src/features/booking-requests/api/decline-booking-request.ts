import type { BookingRequest, DeclineBookingRequestInput } from '@shared/schemas/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterDecisionKeys } from './accept-booking-request';

export type DeclineVars = { id: string } & DeclineBookingRequestInput;

export const declineBookingRequest = ({ id, reason }: DeclineVars) =>
  apiRequest<BookingRequest>('POST', `/api/ship-booking-requests/${encodeURIComponent(id)}/decline`, {
    reason,
  });

export function useDeclineBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineBookingRequest,
    onSettled: () =>
      Promise.all(afterDecisionKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
