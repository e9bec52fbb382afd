import {
  createShipOfferingSchema,
  ownOfferingListQuerySchema,
  shipOfferingListQuerySchema,
  updateCapacitySchema,
} from '@shared/schemas/ship-offerings';
import { type RequestHandler, Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { sendEncodedJson } from '../../lib/encoded-json';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { parse } from '../../lib/validate';
import { findIncomingForOffering } from '../booking-requests/list-booking-requests.service';
import { createOffering } from './create-offering.service';
import { deleteOffering } from './delete-offering.service';
import {
  findOwnOfferings,
  getOffering,
  getOwnOfferingSummary,
  offeringLists,
} from './list-offerings.service';
import { updateCapacity } from './offering-capacity.service';

export function shipOfferingsRoutes(deps: AppDeps) {
  const r = Router();
  const { db } = deps.database;
  // Public (PRODUCT.md 26): paging in the query string, the total in X-Total-Count, a plain array as the body.
  const lists = offeringLists(deps);
  r.get('/', async (req, res) => {
    const query = parse(shipOfferingListQuerySchema, req.query);
    const page = await lists.page(req.user, query);
    if ('items' in page) return sendPage(res, page.total, page.items);
    res.set('X-Total-Count', String(page.total));
    sendEncodedJson(req, res, page.answer);
  });
  // The owner's offerings in every status, one page at a time (issue 11); /user is the older name.
  const own: RequestHandler = async (req, res) => {
    const query = parse(ownOfferingListQuerySchema, req.query);
    const { items, total } = await findOwnOfferings(deps, req.user!.id, query);
    sendPage(res, total, items);
  };
  r.get('/my/summary', requireApproved, async (req, res) => {
    res.json(await getOwnOfferingSummary(db, req.user!.id));
  });
  r.get('/user', requireApproved, own);
  r.get('/my', requireApproved, own);
  r.post('/', requireApproved, async (req, res) => {
    const input = parse(createShipOfferingSchema, req.body);
    res.status(201).json(await createOffering(deps, req.user!, input));
  });
  r.get('/:id', async (req, res) => {
    res.json(await getOffering(deps, req.user, idParam(req.params.id, 'Ship offering')));
  });
  r.get('/:id/booking-requests', requireApproved, async (req, res) => {
    res.json(await findIncomingForOffering(db, req.user!.id, idParam(req.params.id, 'Ship offering')));
  });
  r.patch('/:id/capacity', requireApproved, async (req, res) => {
    const id = idParam(req.params.id, 'Ship offering');
    const { availableCapacity } = parse(updateCapacitySchema, req.body);
    res.json(await updateCapacity(deps, { ownerId: req.user!.id, id, availableCapacity }));
  });
  r.delete('/:id', requireApproved, async (req, res) => {
    await deleteOffering(deps, { ownerId: req.user!.id, id: idParam(req.params.id, 'Ship offering') });
    res.status(204).end();
  });
  return r;
}
