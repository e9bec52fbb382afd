import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { revalidate } from '../../lib/revalidate';
import { getMarketplaceSummary } from '../vessels/vessel-stats.service';

export function marketplaceRoutes(deps: AppDeps) {
  const r = Router();
  r.get('/summary', requireApproved, revalidate, async (req, res) => {
    res.json(await getMarketplaceSummary(deps.database.db, req.user!.id, deps.clock()));
  });
  return r;
}
