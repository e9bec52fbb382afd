import { uuidSchema } from '@shared/schemas/common';
import {
  listCalculationsQuerySchema,
  quoteInputSchema,
  saveCalculationSchema,
} from '@shared/schemas/smartfeeder';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
import { parse } from '../../lib/validate';
import { findCalculations, getCalculation, saveCalculation } from './calculations.service';
import { computeQuote } from './quote.service';

/** POST /api/smartfeeder/quote and /api/smartfeeder-calculations (approved users and admins). */
export function smartfeederRoutes({ database, clock }: AppDeps) {
  const r = Router();
  const { db } = database;
  r.use(['/smartfeeder', '/smartfeeder-calculations'], requireApproved);
  r.post('/smartfeeder/quote', async (req, res) => {
    const input = parse(quoteInputSchema, req.body);
    res.json(await computeQuote(db, req.user!.id, input, clock()));
  });
  r.post('/smartfeeder-calculations', async (req, res) => {
    const input = parse(saveCalculationSchema, req.body);
    res.status(201).json(await saveCalculation(db, req.user!.id, input, clock()));
  });
  r.get('/smartfeeder-calculations', async (req, res) => {
    const page = parse(listCalculationsQuerySchema, req.query);
    const { items, total } = await findCalculations(db, req.user!.id, page);
    sendPage(res, total, items);
  });
  r.get('/smartfeeder-calculations/:id', async (req, res) => {
    const id = uuidSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('Calculation');
    res.json(await getCalculation(db, req.user!.id, id.data));
  });
  return r;
}
