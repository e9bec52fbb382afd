import {
  agreedBookingsQuerySchema,
  bookingReferenceQuerySchema,
  confirmationPdfQuerySchema,
} from '@shared/schemas/booking-requests';
import { z } from 'zod';
import { csvFilename, streamCsv } from '../../lib/csv';
import { route, routeGroup } from '../../lib/route-declaration';
import { agreedBatches, agreedCsvHeader, agreedCsvRow, findAgreedBookings } from './agreed-bookings.service';
import { agreedBookingDto, bookingConfirmationDto } from './bookings.responses';
import { writeConfirmationPdf } from './confirmation-pdf';
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
  route({
    method: 'GET',
    path: '/confirmation.pdf',
    summary: 'The booking confirmation as a PDF, in the language asked for (else the reader’s)',
    description: 'The same readers as the confirmation; anyone else gets 404.',
    access: 'approved',
    scope: 'ownOrAdmin',
    query: confirmationPdfQuerySchema,
    produces: 'application/pdf',
    handler: async ({ res, db, user, query }) => {
      const confirmation = await findConfirmation(db, user, query.reference);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${confirmation.reference}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      await writeConfirmationPdf(confirmation, query.lang ?? user.preferredLanguage, res);
    },
  }),
  route({
    method: 'GET',
    path: '/agreed',
    summary: "The caller's agreed bookings (from booking requests and matches) as carrier or merchant, paged",
    access: 'approved',
    query: agreedBookingsQuerySchema,
    paged: true,
    response: z.array(agreedBookingDto),
    handler: async ({ db, user, query }) => {
      const { items, total } = await findAgreedBookings(db, user.id, query);
      return { total, body: items };
    },
  }),
  route({
    method: 'GET',
    path: '/agreed.csv',
    summary: "The caller's agreed bookings as CSV (column names in the user's language)",
    access: 'approved',
    query: agreedBookingsQuerySchema,
    produces: 'text/csv',
    handler: async ({ res, db, user, query, deps }) => {
      const lang = user.preferredLanguage;
      await streamCsv(res, {
        filename: csvFilename(`bookings-${query.side}`, deps.clock()),
        header: agreedCsvHeader(lang),
        batches: agreedBatches(db, user.id, query.side),
        row: (b) => agreedCsvRow(b, lang),
      });
    },
  }),
]);
