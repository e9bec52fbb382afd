import { createVesselSchema, updateVesselSchema } from '@shared/schemas/vessels';
import { z } from 'zod';
import { revalidate } from '../../lib/revalidate';
import { route, routeGroup } from '../../lib/route-declaration';
import { getVesselStats } from './vessel-stats.service';
import { vesselDto, vesselStats } from './vessels.responses';
import { createVessel, deleteVessel, findFleet, getVessel, updateVessel } from './vessels.service';

const vessel = { id: 'Vessel' };

export const vesselsRoutes = routeGroup('/vessels', [
  route({
    method: 'POST',
    path: '/',
    summary: 'Add a vessel to the own fleet',
    access: 'approved',
    budget: 'vessels',
    body: createVesselSchema,
    status: 201,
    response: vesselDto,
    handler: ({ db, user, body }) => createVessel(db, user.id, body),
  }),
  route({
    method: 'GET',
    path: '/stats',
    summary: 'Fleet figures',
    access: 'approved',
    before: [revalidate],
    response: vesselStats,
    handler: ({ db, user, deps }) => getVesselStats(db, user, deps.clock()),
  }),
  route({
    method: 'GET',
    path: '/user/:userId',
    summary: "A user's fleet (own, or any for admins)",
    access: 'approved',
    scope: 'ownOrAdmin',
    params: { userId: 'User' },
    response: z.array(vesselDto),
    handler: ({ db, user, params }) => findFleet(db, user, params.userId),
  }),
  route({
    method: 'GET',
    path: '/:id',
    summary: 'A vessel',
    access: 'approved',
    scope: 'ownOrAdmin',
    params: vessel,
    response: vesselDto,
    handler: ({ db, user, params }) => getVessel(db, user, params.id),
  }),
  route({
    method: 'PATCH',
    path: '/:id',
    summary: 'Update an own vessel',
    access: 'approved',
    scope: 'own',
    params: vessel,
    body: updateVesselSchema,
    response: vesselDto,
    handler: ({ db, user, params, body, deps }) =>
      updateVessel(db, user.id, params.id, body, {
        now: deps.clock(),
        limit: deps.config.MATCH_PROPOSAL_LIMIT,
      }),
  }),
  route({
    method: 'DELETE',
    path: '/:id',
    summary: 'Delete an own vessel',
    access: 'approved',
    scope: 'own',
    params: vessel,
    status: 204,
    handler: ({ db, user, params }) => deleteVessel(db, user.id, params.id),
  }),
]);
