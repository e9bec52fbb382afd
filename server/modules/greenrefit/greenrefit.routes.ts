import {
  assessmentListQuerySchema,
  createQuoteRequestSchema,
  quoteRequestListQuerySchema,
  saveAssessmentSchema,
  shipyardFieldsSchema,
  shipyardListQuerySchema,
  updateQuoteRequestSchema,
  updateShipyardSchema,
} from '@shared/schemas/greenrefit';
import { Router } from 'express';
import { requireAdmin, requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { revalidate } from '../../lib/revalidate';
import { parse } from '../../lib/validate';
import {
  createAssessment,
  deleteAssessment,
  findAssessments,
  getAssessment,
  updateAssessment,
} from './assessments.service';
import { createQuoteRequests } from './create-quote-request.service';
import { getProfileEstimates } from './profile.service';
import { findQuoteRequests, updateQuoteRequest } from './quote-requests.service';
import { createShipyard, deleteShipyard, findShipyards, updateShipyard } from './shipyards.service';

/** /api/greenrefit: retrofit assessments, the shipyard directory and quote requests (docs/adr/005-greenrefit.md). */
export function greenrefitRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  r.use(requireApproved);

  r.get('/vessels/:vesselId/profile', async (req, res) => {
    const vesselId = idParam(req.params.vesselId, 'Vessel');
    res.json(await getProfileEstimates(db, { actor: req.user!, vesselId, now: deps.clock() }));
  });

  r.get('/assessments', async (req, res) => {
    const { items, total } = await findAssessments(
      db,
      req.user!.id,
      parse(assessmentListQuerySchema, req.query),
    );
    sendPage(res, total, items);
  });
  r.post('/assessments', async (req, res) => {
    const body = parse(saveAssessmentSchema, req.body);
    res.status(201).json(await createAssessment(db, req.user!.id, body, deps.clock()));
  });
  r.get('/assessments/:id', async (req, res) => {
    res.json(await getAssessment(db, req.user!, idParam(req.params.id, 'Assessment')));
  });
  r.put('/assessments/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Assessment');
    const body = parse(saveAssessmentSchema, req.body);
    res.json(await updateAssessment(db, { ownerId: req.user!.id, id, body, now: deps.clock() }));
  });
  r.delete('/assessments/:id', async (req, res) => {
    await deleteAssessment(db, req.user!.id, idParam(req.params.id, 'Assessment'));
    res.status(204).end();
  });

  r.get('/shipyards', async (req, res) => {
    res.json(await findShipyards(deps, parse(shipyardListQuerySchema, req.query)));
  });
  r.post('/shipyards', requireAdmin, async (req, res) => {
    const fields = parse(shipyardFieldsSchema, req.body);
    res.status(201).json(await createShipyard(deps, req.user!.id, fields));
  });
  r.patch('/shipyards/:id', requireAdmin, async (req, res) => {
    const id = idParam(req.params.id, 'Shipyard');
    const fields = parse(updateShipyardSchema, req.body);
    res.json(await updateShipyard(deps, { adminId: req.user!.id, id, fields }));
  });
  r.delete('/shipyards/:id', requireAdmin, async (req, res) => {
    await deleteShipyard(deps, req.user!.id, idParam(req.params.id, 'Shipyard'));
    res.status(204).end();
  });

  r.post('/quote-requests', async (req, res) => {
    const input = parse(createQuoteRequestSchema, req.body);
    res.status(201).json(await createQuoteRequests(deps, req.user!, input));
  });
  r.get('/quote-requests', revalidate, async (req, res) => {
    const query = parse(quoteRequestListQuerySchema, req.query);
    const { items, total } = await findQuoteRequests(deps, req.user!, query);
    sendPage(res, total, items);
  });
  r.patch('/quote-requests/:id', requireAdmin, async (req, res) => {
    const id = idParam(req.params.id, 'Quote request');
    const body = parse(updateQuoteRequestSchema, req.body);
    res.json(await updateQuoteRequest(deps, { adminId: req.user!.id, id, body }));
  });
  return r;
}
