import { createBookingRequestSchema, declineBookingRequestSchema } from '@shared/schemas/booking-requests';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireApproved } from '../../auth/guards';
import { idParam } from '../../lib/id-param';
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
  r.get('/my', async (req, res) => {
    res.json(await findMyBookingRequests(db, req.user!.id));
  });
  r.get('/incoming', async (req, res) => {
    res.json(await findIncomingBookingRequests(db, req.user!.id));
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
