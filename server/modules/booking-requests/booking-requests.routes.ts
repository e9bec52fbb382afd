import {
  bookingRequestListQuerySchema,
  co2StatementQuerySchema,
  createBookingRequestSchema,
  declineBookingRequestSchema,
} from '@shared/schemas/booking-requests';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { streamCsv } from '../../lib/csv';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { parse } from '../../lib/validate';
import { co2CsvHeader, co2CsvRows, getCo2Statement } from './co2-statement.service';
import { createBookingRequest } from './create-booking-request.service';
import { acceptBookingRequest, declineBookingRequest } from './decide-booking-request.service';
import { findIncomingBookingRequests, findMyBookingRequests } from './list-booking-requests.service';

export function bookingRequestsRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  r.use(requireApproved);
  r.post('/', async (req, res) => {
    const input = parse(createBookingRequestSchema, req.body);
    res.status(201).json(await createBookingRequest(deps, req.user!.id, input));
  });
  // Both lists are paged (issue 11): one page in the body, the total in X-Total-Count.
  r.get('/my', async (req, res) => {
    const query = parse(bookingRequestListQuerySchema, req.query);
    const { items, total } = await findMyBookingRequests(db, req.user!.id, query);
    sendPage(res, total, items);
  });
  // CO2 statement of the caller's accepted bookings (issue 14): JSON for the printable page, CSV to download.
  r.get('/my/co2-statement', async (req, res) => {
    const period = parse(co2StatementQuerySchema, req.query);
    res.json(await getCo2Statement(db, req.user!.id, period));
  });
  r.get('/my/co2-statement.csv', async (req, res) => {
    const period = parse(co2StatementQuerySchema, req.query);
    const lang = period.lang ?? req.user!.preferredLanguage;
    const statement = await getCo2Statement(db, req.user!.id, period);
    await streamCsv(res, {
      filename: `feederhub-co2-statement-${period.from}-to-${period.to}.csv`,
      header: co2CsvHeader(lang),
      batches: (async function* () {
        yield co2CsvRows(statement, lang);
      })(),
      row: (cells) => cells,
    });
  });
  r.get('/incoming', async (req, res) => {
    const query = parse(bookingRequestListQuerySchema, req.query);
    const { items, total } = await findIncomingBookingRequests(db, req.user!.id, query);
    sendPage(res, total, items);
  });
  r.post('/:id/accept', async (req, res) => {
    res.json(
      await acceptBookingRequest(deps, {
        ownerId: req.user!.id,
        id: idParam(req.params.id, 'Booking request'),
      }),
    );
  });
  r.post('/:id/decline', async (req, res) => {
    const id = idParam(req.params.id, 'Booking request');
    const { reason } = parse(declineBookingRequestSchema, req.body);
    res.json(await declineBookingRequest(deps, { ownerId: req.user!.id, id, reason }));
  });
  return r;
}
