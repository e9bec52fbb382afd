import {
  bookingRequestListQuerySchema,
  createBookingRequestSchema,
  declineBookingRequestSchema,
} from '@shared/schemas/booking-requests';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { parse } from '../../lib/validate';
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
