import {
  acceptMatchSchema,
  cargoRequestSchema,
  createVesselAvailabilitySchema,
  matchListQuerySchema,
  rejectMatchSchema,
  updateVesselAvailabilitySchema,
} from '@shared/schemas/matching';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireApproved } from '../../auth/guards';
import { idParam } from '../../lib/id-param';
import { parse } from '../../lib/validate';
import { createAvailability, updateAvailability, withdrawAvailability } from './availabilities.service';
import { createCargoRequest, updateCargoRequest, withdrawCargoRequest } from './cargo-requests.service';
import { acceptMatch, rejectMatch } from './decide-match.service';
import {
  findAvailabilities,
  findCargoRequests,
  findMatches,
  getMatchingStats,
} from './list-matching.service';

/** SPEC.md §7's /api/algorithm calls; answers are `{ data }` (PRODUCT.md 26). */
export function algorithmRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  r.use(requireApproved);
  r.get('/matches', async (req, res) => {
    const query = parse(matchListQuerySchema, req.query);
    res.json({ data: await findMatches(db, req.user!, query) });
  });
  r.get('/stats', async (_req, res) => {
    res.json({ data: await getMatchingStats(db, deps.clock()) });
  });
  r.get('/vessel-availabilities', async (req, res) => {
    res.json({ data: await findAvailabilities(db, req.user!) });
  });
  r.post('/vessel-availabilities', async (req, res) => {
    const input = parse(createVesselAvailabilitySchema, req.body);
    res.status(201).json(await createAvailability(deps, req.user!.id, input));
  });
  r.put('/vessel-availabilities/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Vessel availability');
    const body = parse(updateVesselAvailabilitySchema, req.body);
    res.json(await updateAvailability(deps, { ownerId: req.user!.id, id, body }));
  });
  r.post('/vessel-availabilities/:id/withdraw', async (req, res) => {
    const id = idParam(req.params.id, 'Vessel availability');
    res.json(await withdrawAvailability(deps, { ownerId: req.user!.id, id }));
  });
  r.get('/cargo-requests', async (req, res) => {
    res.json({ data: await findCargoRequests(db, req.user!) });
  });
  r.post('/cargo-requests', async (req, res) => {
    const input = parse(cargoRequestSchema, req.body);
    res.status(201).json(await createCargoRequest(deps, req.user!.id, input));
  });
  r.put('/cargo-requests/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Cargo request');
    const body = parse(cargoRequestSchema, req.body);
    res.json(await updateCargoRequest(deps, { userId: req.user!.id, id, body }));
  });
  r.post('/cargo-requests/:id/withdraw', async (req, res) => {
    const id = idParam(req.params.id, 'Cargo request');
    res.json(await withdrawCargoRequest(deps, { userId: req.user!.id, id }));
  });
  r.put('/matches/:id/accept', async (req, res) => {
    const id = idParam(req.params.id, 'Match');
    const { feedback } = parse(acceptMatchSchema, req.body);
    res.json({ data: await acceptMatch(deps, { actor: req.user!, id, feedback }) });
  });
  r.put('/matches/:id/reject', async (req, res) => {
    const id = idParam(req.params.id, 'Match');
    const { reason, feedback } = parse(rejectMatchSchema, req.body);
    res.json({ data: await rejectMatch(deps, { actor: req.user!, id, reason, feedback }) });
  });
  return r;
}

/** SPEC.md §7's /api/cargo lists: the caller's own, as plain arrays (PRODUCT.md 26). */
export function cargoRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  r.use(requireApproved);
  r.get('/requests/user', async (req, res) => {
    res.json(await findCargoRequests(db, req.user!, false));
  });
  r.get('/matches/user', async (req, res) => {
    const query = parse(matchListQuerySchema, req.query);
    res.json(await findMatches(db, req.user!, query, false));
  });
  return r;
}
