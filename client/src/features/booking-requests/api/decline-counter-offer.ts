import type { BookingRequest } from '@shared/schemas/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterCounterAnswer } from './accept-counter-offer';

export type DeclineCounterVars = { id: string; reason: string | null };

/** POST /api/ship-booking-requests/:id/decline-counter: the request ends declined, with the reason if given. */
export const declineCounterOffer = ({ id, reason }: DeclineCounterVars) =>
  apiRequest<BookingRequest>(
    'POST',
    `/api/ship-booking-requests/${encodeURIComponent(id)}/decline-counter`,
    reason ? { reason } : {},
  );

export function useDeclineCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineCounterOffer, onSettled: () => afterCounterAnswer(queryClient) });
}
