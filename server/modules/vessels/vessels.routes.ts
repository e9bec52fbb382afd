import { createVesselSchema, updateVesselSchema } from '@shared/schemas/vessels';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { idParam } from '../../lib/id-param';
import { revalidate } from '../../lib/revalidate';
import { parse } from '../../lib/validate';
import { getVesselStats } from './vessel-stats.service';
import { createVessel, deleteVessel, findFleet, getVessel, updateVessel } from './vessels.service';

export function vesselsRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  r.use(requireApproved);
  r.post('/', async (req, res) => {
    const input = parse(createVesselSchema, req.body);
    res.status(201).json(await createVessel(db, req.user!.id, input));
  });
  r.get('/stats', revalidate, async (req, res) => {
    res.json(await getVesselStats(db, req.user!, deps.clock()));
  });
  r.get('/user/:userId', async (req, res) => {
    res.json(await findFleet(db, req.user!, idParam(req.params.userId, 'User')));
  });
  r.get('/:id', async (req, res) => {
    res.json(await getVessel(db, req.user!, idParam(req.params.id, 'Vessel')));
  });
  r.patch('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Vessel');
    const input = parse(updateVesselSchema, req.body);
    res.json(await updateVessel(db, req.user!.id, id, input));
  });
  r.delete('/:id', async (req, res) => {
    await deleteVessel(db, req.user!.id, idParam(req.params.id, 'Vessel'));
    res.status(204).end();
  });
  return r;
}
