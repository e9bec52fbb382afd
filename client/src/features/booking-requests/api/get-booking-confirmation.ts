import type { BookingConfirmation } from '@shared/schemas/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';

/** GET /api/bookings/confirmation: the confirmation of an agreed booking, by its reference (PRODUCT.md 34). */
export const useBookingConfirmation = (reference: string) =>
  useQuery({
    queryKey: ['/api/bookings/confirmation', reference],
    queryFn: () => apiGet<BookingConfirmation>(withQuery('/api/bookings/confirmation', { reference })),
    enabled: reference !== '',
  });

/** Where an agreed booking's confirmation is read and printed. */
export const confirmationPath = (reference: string) =>
  `/bookings/confirmation?reference=${encodeURIComponent(reference)}`;
