import {
  createShipOfferingSchema,
  ownOfferingListQuerySchema,
  shipOfferingListQuerySchema,
  updateCapacitySchema,
} from '@shared/schemas/ship-offerings';
import { z } from 'zod';
import { sendEncodedJson } from '../../lib/encoded-json';
import { route, routeGroup } from '../../lib/route-declaration';
import { bookingRequestDto } from '../booking-requests/booking-requests.responses';
import { findIncomingForOffering } from '../booking-requests/list-booking-requests.service';
import { createOffering } from './create-offering.service';
import { deleteOffering } from './delete-offering.service';
import {
  findOwnOfferings,
  getOffering,
  getOwnOfferingSummary,
  keptOfferingLists,
} from './list-offerings.service';
import { updateCapacity } from './offering-capacity.service';
import { offeringDto, ownOfferingDto, ownOfferingSummary } from './ship-offerings.responses';

const offering = { id: 'Ship offering' };

// The owner's offerings in every status, one page at a time (issue 11), by `page` or by the cursor `after` from
// X-Next-Cursor (issue 28); /user is the older name.
const ownOfferings = (path: string, summary: string) =>
  route({
    method: 'GET',
    path,
    summary,
    access: 'approved',
    query: ownOfferingListQuerySchema,
    paged: true,
    response: z.array(ownOfferingDto),
    handler: ({ deps, user, query }) => findOwnOfferings(deps, user.id, query),
  });

export const shipOfferingsRoutes = routeGroup('/ship-offerings', [
  // Public (PRODUCT.md 26): paging in the query string, the total in X-Total-Count, a plain array as the body.
  route({
    method: 'GET',
    path: '/',
    summary: 'Public list of approved, active offerings, paged',
    access: 'public',
    query: shipOfferingListQuerySchema,
    paged: true,
    response: z.array(offeringDto),
    handler: async ({ req, res, deps, user, query }) => {
      const page = await keptOfferingLists(deps).page(user, query);
      if ('items' in page) return { total: page.total, body: page.items };
      res.set('X-Total-Count', String(page.total));
      sendEncodedJson(req, res, page.answer);
    },
  }),
  route({
    method: 'GET',
    path: '/my/summary',
    summary: 'Figures over all own offerings',
    access: 'approved',
    response: ownOfferingSummary,
    handler: ({ db, user }) => getOwnOfferingSummary(db, user.id),
  }),
  ownOfferings('/user', 'Own offerings (older name of /my)'),
  ownOfferings('/my', 'Own offerings in every status, paged'),
  route({
    method: 'POST',
    path: '/',
    summary: 'Offer a voyage (reviewed by an administrator)',
    access: 'approved',
    budget: 'offerings',
    body: createShipOfferingSchema,
    status: 201,
    response: ownOfferingDto,
    handler: ({ deps, user, body }) => createOffering(deps, user, body),
  }),
  route({
    method: 'GET',
    path: '/:id',
    summary: 'An offering (public when approved)',
    description: "The owner's and administrators' view adds the review outcome and booking figures.",
    access: 'public',
    params: offering,
    response: z.union([ownOfferingDto, offeringDto]),
    handler: ({ deps, user, params }) => getOffering(deps, user, params.id),
  }),
  route({
    method: 'GET',
    path: '/:id/booking-requests',
    summary: 'Booking requests on an own offering',
    access: 'approved',
    scope: 'own',
    params: offering,
    response: z.array(bookingRequestDto),
    handler: ({ db, user, params }) => findIncomingForOffering(db, user.id, params.id),
  }),
  route({
    method: 'PATCH',
    path: '/:id/capacity',
    summary: 'Change the free TEU of an own offering',
    access: 'approved',
    scope: 'own',
    params: offering,
    body: updateCapacitySchema,
    response: ownOfferingDto,
    handler: ({ deps, user, params, body }) =>
      updateCapacity(deps, { ownerId: user.id, id: params.id, availableCapacity: body.availableCapacity }),
  }),
  route({
    method: 'DELETE',
    path: '/:id',
    summary: 'Delete an own offering',
    access: 'approved',
    scope: 'own',
    params: offering,
    status: 204,
    handler: ({ deps, user, params }) => deleteOffering(deps, { ownerId: user.id, id: params.id }),
  }),
]);
