/**
 * The prefix of every query on requests made to the owner's voyages (GET /api/ship-booking-requests/incoming and
 * each voyage's own list): accepting or declining invalidates them all.
 */
export const incomingBookingRequestsKey = ['/api/ship-booking-requests/incoming'] as const;
