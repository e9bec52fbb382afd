import { parseMailSchema } from '@shared/schemas/mail-parser';
import {
  acceptMatchSchema,
  cargoRequestSchema,
  createVesselAvailabilitySchema,
  matchingPageQuerySchema,
  matchListQuerySchema,
  rejectMatchSchema,
  updateVesselAvailabilitySchema,
} from '@shared/schemas/matching';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { revalidate } from '../../lib/revalidate';
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
import { parseBrokerMail } from './parse-mail.service';

/** SPEC.md §7's /api/algorithm calls; answers are `{ data }` (PRODUCT.md 26). */
export function algorithmRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  r.use(requireApproved);
  r.get('/matches', revalidate, async (req, res) => {
    const query = parse(matchListQuerySchema, req.query);
    const { items, total } = await findMatches(db, req.user!, query);
    sendPage(res, total, { data: items });
  });
  r.get('/stats', revalidate, async (_req, res) => {
    res.json({ data: await getMatchingStats(db, deps.clock()) });
  });
  r.get('/vessel-availabilities', revalidate, async (req, res) => {
    const page = parse(matchingPageQuerySchema, req.query);
    const { items, total } = await findAvailabilities(db, req.user!, page);
    sendPage(res, total, { data: items });
  });
  r.post('/parse-mail', async (req, res) => {
    const input = parse(parseMailSchema, req.body);
    res.json({ data: await parseBrokerMail(deps, req.user!.id, input) });
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
  r.get('/cargo-requests', revalidate, async (req, res) => {
    const page = parse(matchingPageQuerySchema, req.query);
    const { items, total } = await findCargoRequests(db, req.user!, page);
    sendPage(res, total, { data: items });
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
    const page = parse(matchingPageQuerySchema, req.query);
    const { items, total } = await findCargoRequests(db, req.user!, page, false);
    sendPage(res, total, items);
  });
  r.get('/matches/user', async (req, res) => {
    const query = parse(matchListQuerySchema, req.query);
    const { items, total } = await findMatches(db, req.user!, query, false);
    sendPage(res, total, items);
  });
  return r;
}
