import { bookingReferenceQuerySchema } from '@shared/schemas/booking-requests';
import { route, routeGroup } from '../../lib/route-declaration';
import { bookingConfirmationDto } from './bookings.responses';
import { findConfirmation } from './confirmation.service';

// PRODUCT.md 34: every agreed booking (from a booking request or a match) has a confirmation, read by reference.
export const bookingsRoutes = routeGroup('/bookings', [
  route({
    method: 'GET',
    path: '/confirmation',
    summary: 'The booking confirmation of an agreed booking, by its reference (FH-YYYY-NNNNNN)',
    description:
      'Its two parties and administrators read it; anyone else gets 404, as for an unknown reference.',
    access: 'approved',
    scope: 'ownOrAdmin',
    query: bookingReferenceQuerySchema,
    response: bookingConfirmationDto,
    handler: ({ db, user, query }) => findConfirmation(db, user, query.reference),
  }),
]);
