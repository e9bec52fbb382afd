import type { BookingRequest } from '@shared/schemas/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const myBookingRequestsKey = ['/api/ship-booking-requests/my'] as const;

/** The signed-in user's own booking requests ("My bookings"), newest first. */
export const getMyBookingRequests = () => apiGet<BookingRequest[]>('/api/ship-booking-requests/my');

export const useMyBookingRequests = () =>
  useQuery({ queryKey: myBookingRequestsKey, queryFn: getMyBookingRequests });
