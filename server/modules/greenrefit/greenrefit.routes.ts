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
import { z } from 'zod';
import { revalidate } from '../../lib/revalidate';
import { route, routeGroup } from '../../lib/route-declaration';
import {
  createAssessment,
  deleteAssessment,
  findAssessments,
  getAssessment,
  updateAssessment,
} from './assessments.service';
import { createQuoteRequests } from './create-quote-request.service';
import {
  assessmentDetailDto,
  assessmentSummaryDto,
  profileEstimates,
  quoteRequestDto,
  shipyardDto,
} from './greenrefit.responses';
import { getProfileEstimates } from './profile.service';
import { findQuoteRequests, updateQuoteRequest } from './quote-requests.service';
import { createShipyard, deleteShipyard, findShipyards, updateShipyard } from './shipyards.service';

const assessment = { id: 'Assessment' };
const shipyard = { id: 'Shipyard' };
/** A service's page (`items`, `total`) as the mount sends it. */
const page = ({ items, total }: { items: unknown; total: number }) => ({ total, body: items });

/** /api/greenrefit: retrofit assessments, the shipyard directory and quote requests (docs/adr/005-greenrefit.md). */
export const greenrefitRoutes = routeGroup('/greenrefit', [
  route({
    method: 'GET',
    path: '/vessels/:vesselId/profile',
    summary: "Operating profile estimates for a fleet vessel's assessment",
    access: 'approved',
    scope: 'ownOrAdmin',
    params: { vesselId: 'Vessel' },
    response: profileEstimates,
    handler: ({ db, deps, user, params }) =>
      getProfileEstimates(db, { actor: user, vesselId: params.vesselId, now: deps.clock() }),
  }),

  route({
    method: 'GET',
    path: '/assessments',
    summary: 'Own saved assessments, paged',
    access: 'approved',
    query: assessmentListQuerySchema,
    paged: true,
    response: z.array(assessmentSummaryDto),
    handler: async ({ db, user, query }) => page(await findAssessments(db, user.id, query)),
  }),
  route({
    method: 'POST',
    path: '/assessments',
    summary: 'Save a retrofit assessment',
    access: 'approved',
    budget: 'assessments',
    body: saveAssessmentSchema,
    status: 201,
    response: assessmentDetailDto,
    handler: ({ db, deps, user, body }) => createAssessment(db, user.id, body, deps.clock()),
  }),
  route({
    method: 'GET',
    path: '/assessments/:id',
    summary: 'An assessment, recomputed from its input',
    access: 'approved',
    scope: 'ownOrAdmin',
    params: assessment,
    response: assessmentDetailDto,
    handler: ({ db, user, params }) => getAssessment(db, user, params.id),
  }),
  route({
    method: 'PUT',
    path: '/assessments/:id',
    summary: 'Replace an own assessment',
    access: 'approved',
    scope: 'own',
    params: assessment,
    body: saveAssessmentSchema,
    response: assessmentDetailDto,
    handler: ({ db, deps, user, params, body }) =>
      updateAssessment(db, { ownerId: user.id, id: params.id, body, now: deps.clock() }),
  }),
  route({
    method: 'DELETE',
    path: '/assessments/:id',
    summary: 'Delete an own assessment',
    access: 'approved',
    scope: 'own',
    params: assessment,
    status: 204,
    handler: ({ db, user, params }) => deleteAssessment(db, user.id, params.id),
  }),

  route({
    method: 'GET',
    path: '/shipyards',
    summary: 'Shipyard directory',
    access: 'approved',
    query: shipyardListQuerySchema,
    response: z.array(shipyardDto),
    handler: ({ deps, query }) => findShipyards(deps, query),
  }),
  route({
    method: 'POST',
    path: '/shipyards',
    summary: 'Add a shipyard',
    access: 'admin',
    body: shipyardFieldsSchema,
    status: 201,
    response: shipyardDto,
    handler: ({ deps, user, body }) => createShipyard(deps, user.id, body),
  }),
  route({
    method: 'PATCH',
    path: '/shipyards/:id',
    summary: 'Update a shipyard',
    access: 'admin',
    params: shipyard,
    body: updateShipyardSchema,
    response: shipyardDto,
    handler: ({ deps, user, params, body }) =>
      updateShipyard(deps, { adminId: user.id, id: params.id, fields: body }),
  }),
  route({
    method: 'DELETE',
    path: '/shipyards/:id',
    summary: 'Delete a shipyard',
    access: 'admin',
    params: shipyard,
    status: 204,
    handler: ({ deps, user, params }) => deleteShipyard(deps, user.id, params.id),
  }),

  route({
    method: 'POST',
    path: '/quote-requests',
    summary: 'Ask shipyards for a quote on an own assessment',
    access: 'approved',
    scope: 'own',
    body: createQuoteRequestSchema,
    status: 201,
    response: z.array(quoteRequestDto),
    handler: ({ deps, user, body }) => createQuoteRequests(deps, user, body),
  }),
  route({
    method: 'GET',
    path: '/quote-requests',
    summary: 'Own quote requests (all for admins), paged',
    access: 'approved',
    before: [revalidate],
    query: quoteRequestListQuerySchema,
    paged: true,
    response: z.array(quoteRequestDto),
    handler: async ({ deps, user, query }) => page(await findQuoteRequests(deps, user, query)),
  }),
  route({
    method: 'PATCH',
    path: '/quote-requests/:id',
    summary: "Set a quote request's status and note",
    access: 'admin',
    params: { id: 'Quote request' },
    body: updateQuoteRequestSchema,
    response: quoteRequestDto,
    handler: ({ deps, user, params, body }) =>
      updateQuoteRequest(deps, { adminId: user.id, id: params.id, body }),
  }),
]);
