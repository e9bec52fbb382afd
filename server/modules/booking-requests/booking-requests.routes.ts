import {
  bookingRequestListQuerySchema,
  co2StatementQuerySchema,
  counterBookingRequestSchema,
  createBookingRequestSchema,
  declineBookingRequestSchema,
  declineCounterSchema,
} from '@shared/schemas/booking-requests';
import { z } from 'zod';
import { streamCsv } from '../../lib/csv';
import { route, routeGroup } from '../../lib/route-declaration';
import { acceptCounterOffer, declineCounterOffer } from './answer-counter-offer.service';
import { bookingRequestDto, co2StatementDto } from './booking-requests.responses';
import { co2CsvHeader, co2CsvRows, getCo2Statement } from './co2-statement.service';
import { createBookingRequest } from './create-booking-request.service';
import {
  acceptBookingRequest,
  counterBookingRequest,
  declineBookingRequest,
} from './decide-booking-request.service';
import { findIncomingBookingRequests, findMyBookingRequests } from './list-booking-requests.service';

const bookingRequest = { id: 'Booking request' };

// Both lists are paged (issue 11): one page in the body, the total in X-Total-Count; by `page`, or by the cursor
// `after` from X-Next-Cursor (issue 28).
const pagedList = {
  method: 'GET',
  access: 'approved',
  query: bookingRequestListQuerySchema,
  paged: true,
  response: z.array(bookingRequestDto),
} as const;

export const bookingRequestsRoutes = routeGroup('/ship-booking-requests', [
  route({
    method: 'POST',
    path: '/',
    summary: 'Request slots on an offering',
    access: 'approved',
    budget: 'bookingRequests',
    body: createBookingRequestSchema,
    status: 201,
    response: bookingRequestDto,
    handler: ({ deps, user, body }) => createBookingRequest(deps, user.id, body),
  }),
  route({
    ...pagedList,
    path: '/my',
    summary: 'Own booking requests, paged',
    handler: ({ db, user, query }) => findMyBookingRequests(db, user.id, query),
  }),
  // CO2 statement of the caller's accepted bookings (issue 14): JSON for the printable page, CSV to download.
  route({
    method: 'GET',
    path: '/my/co2-statement',
    summary: "CO2 statement of the caller's accepted bookings departing in a period",
    access: 'approved',
    query: co2StatementQuerySchema,
    response: co2StatementDto,
    handler: ({ db, user, query }) => getCo2Statement(db, user.id, query),
  }),
  route({
    method: 'GET',
    path: '/my/co2-statement.csv',
    summary: "The CO2 statement as CSV (column headers in `lang` or the user's language)",
    access: 'approved',
    query: co2StatementQuerySchema,
    produces: 'text/csv',
    handler: async ({ res, db, user, query: period }) => {
      const lang = period.lang ?? user.preferredLanguage;
      const statement = await getCo2Statement(db, user.id, period);
      await streamCsv(res, {
        filename: `feederhub-co2-statement-${period.from}-to-${period.to}.csv`,
        header: co2CsvHeader(lang),
        batches: (async function* () {
          yield co2CsvRows(statement, lang);
        })(),
        row: (cells) => cells,
      });
    },
  }),
  route({
    ...pagedList,
    path: '/incoming',
    summary: 'Booking requests on own offerings, paged',
    handler: ({ db, user, query }) => findIncomingBookingRequests(db, user.id, query),
  }),
  route({
    method: 'POST',
    path: '/:id/accept',
    summary: 'Accept a booking request on an own offering',
    access: 'approved',
    scope: 'own',
    params: bookingRequest,
    response: bookingRequestDto,
    handler: ({ deps, user, params }) => acceptBookingRequest(deps, { ownerId: user.id, id: params.id }),
  }),
  route({
    method: 'POST',
    path: '/:id/decline',
    summary: 'Decline a booking request on an own offering',
    access: 'approved',
    scope: 'own',
    params: bookingRequest,
    body: declineBookingRequestSchema,
    response: bookingRequestDto,
    handler: ({ deps, user, params, body }) =>
      declineBookingRequest(deps, { ownerId: user.id, id: params.id, reason: body.reason }),
  }),
  // PRODUCT.md 33: the owner may answer with other terms; the requester accepts or declines them.
  route({
    method: 'POST',
    path: '/:id/counter',
    summary: 'Answer a pending booking request on an own offering with a counter-offer',
    access: 'approved',
    scope: 'own',
    params: bookingRequest,
    body: counterBookingRequestSchema,
    response: bookingRequestDto,
    handler: ({ deps, user, params, body }) =>
      counterBookingRequest(deps, { ownerId: user.id, id: params.id, ...body }),
  }),
  route({
    method: 'POST',
    path: '/:id/accept-counter',
    summary: "Accept the owner's counter-offer on an own booking request (books it on those terms)",
    access: 'approved',
    scope: 'own',
    params: bookingRequest,
    response: bookingRequestDto,
    handler: ({ deps, user, params }) => acceptCounterOffer(deps, { requesterId: user.id, id: params.id }),
  }),
  route({
    method: 'POST',
    path: '/:id/decline-counter',
    summary: "Decline the owner's counter-offer on an own booking request",
    access: 'approved',
    scope: 'own',
    params: bookingRequest,
    body: declineCounterSchema,
    response: bookingRequestDto,
    handler: ({ deps, user, params, body }) =>
      declineCounterOffer(deps, { requesterId: user.id, id: params.id, reason: body.reason }),
  }),
]);
