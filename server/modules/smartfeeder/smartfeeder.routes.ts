import {
  listCalculationsQuerySchema,
  quoteInputSchema,
  saveCalculationSchema,
} from '@shared/schemas/smartfeeder';
import { z } from 'zod';
import { sendJson } from '../../lib/encoded-json';
import { route, routeGroup } from '../../lib/route-declaration';
import { keptCurrentRate } from '../money/kept-rate';
import { findCalculations, getCalculation, saveCalculation } from './calculations.service';
import { computeQuote } from './quote.service';
import { calculationDetailDto, calculationDto, quoteDto } from './smartfeeder.responses';

/** POST /api/smartfeeder/quote and /api/smartfeeder-calculations (approved users and admins). */
export const smartfeederRoutes = routeGroup('/', [
  route({
    method: 'POST',
    path: '/smartfeeder/quote',
    summary: 'Voyage quote: route, time, fuel, CO2, ETS and cost',
    access: 'approved',
    body: quoteInputSchema,
    response: quoteDto,
    // Sent in one synchronous compression call (encoded-json.ts), not through the compression middleware's stream.
    handler: async ({ req, res, db, deps, user, body }) =>
      sendJson(req, res, await computeQuote(db, user.id, body, deps.clock(), await keptCurrentRate(deps))),
  }),
  route({
    method: 'POST',
    path: '/smartfeeder-calculations',
    summary: 'Save a calculation',
    access: 'approved',
    budget: 'calculations',
    body: saveCalculationSchema,
    status: 201,
    response: calculationDetailDto,
    handler: ({ db, deps, user, body }) => saveCalculation(db, user.id, body, deps.clock()),
  }),
  route({
    method: 'GET',
    path: '/smartfeeder-calculations',
    summary: 'Own saved calculations, paged',
    access: 'approved',
    query: listCalculationsQuerySchema,
    paged: true,
    response: z.array(calculationDto),
    handler: async ({ db, user, query }) => {
      const { items, total } = await findCalculations(db, user.id, query);
      return { total, body: items };
    },
  }),
  route({
    method: 'GET',
    path: '/smartfeeder-calculations/:id',
    summary: 'An own saved calculation with its results',
    access: 'approved',
    scope: 'own',
    params: { id: 'Calculation' },
    response: calculationDetailDto,
    handler: ({ db, user, params }) => getCalculation(db, user.id, params.id),
  }),
]);
