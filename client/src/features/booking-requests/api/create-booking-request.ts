import type { BookingRequest, CreateBookingRequestInput } from '@shared/schemas/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myBookingRequestsKey } from './get-my-booking-requests';

export const createBookingRequest = (input: CreateBookingRequestInput) =>
  apiRequest<BookingRequest>('POST', '/api/ship-booking-requests', input);

export function useCreateBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookingRequest,
    onSuccess: () =>
      Promise.all(
        [myBookingRequestsKey, ['/api/marketplace/summary']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
