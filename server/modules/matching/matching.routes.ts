import { parseMailSchema } from '@shared/schemas/mail-parser';
import {
  acceptMatchSchema,
  cargoRequestSchema,
  counterMatchSchema,
  createVesselAvailabilitySchema,
  declineMatchCounterSchema,
  matchingPageQuerySchema,
  matchListQuerySchema,
  rejectMatchSchema,
  updateVesselAvailabilitySchema,
} from '@shared/schemas/matching';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { data } from '../../lib/response-schemas';
import { revalidate } from '../../lib/revalidate';
import { route, routeGroup } from '../../lib/route-declaration';
import { createAvailability, updateAvailability, withdrawAvailability } from './availabilities.service';
import { createCargoRequest, updateCargoRequest, withdrawCargoRequest } from './cargo-requests.service';
import { acceptMatch, rejectMatch } from './decide-match.service';
import {
  findAvailabilities,
  findCargoRequests,
  findMatches,
  getMatchingStats,
} from './list-matching.service';
import { counterMatch, declineMatchCounter } from './match-counter.service';
import {
  availabilityDto,
  cargoRequestDto,
  matchDto,
  matchingStats,
  parseMailAnswer,
  withMatches,
} from './matching.responses';
import { parseBrokerMail } from './parse-mail.service';

const availability = { id: 'Vessel availability' };
const cargoRequest = { id: 'Cargo request' };
const match = { id: 'Match' };

type Page = { items: unknown[]; total: number };

/**
 * A paged list: one page in the body (`{ data }` under /api/algorithm, a plain array under /api/cargo, PRODUCT.md
 * 26), the total in X-Total-Count. The lists the client polls are revalidated with If-None-Match.
 */
const pagedList = <Q extends z.ZodType>(spec: {
  path: string;
  summary: string;
  query: Q;
  response: z.ZodType;
  polled?: boolean;
  load: (db: Database['db'], user: Express.User, query: z.output<Q>) => Promise<Page>;
  body: (items: unknown[]) => unknown;
}) =>
  route({
    method: 'GET',
    path: spec.path,
    summary: spec.summary,
    access: 'approved',
    ...(spec.polled ? { before: [revalidate] } : {}),
    query: spec.query as z.ZodType,
    paged: true,
    response: spec.response,
    handler: async ({ db, user, query }) => {
      const { items, total } = await spec.load(db, user, query as z.output<Q>);
      return { total, body: spec.body(items) };
    },
  });
const asData = (items: unknown[]) => ({ data: items });
const asArray = (items: unknown[]) => items;

/** Changing an own entry (a vessel availability or a cargo request; the matching runs again) and withdrawing it. */
const ownEntryRoutes = <B extends z.ZodType>(e: {
  path: string;
  params: Record<string, string>;
  body: B;
  dto: z.ZodType;
  summaries: { update: string; withdraw: string };
  update: (deps: AppDeps, userId: string, id: string, body: z.output<B>) => Promise<unknown>;
  withdraw: (deps: AppDeps, userId: string, id: string) => Promise<unknown>;
}) => [
  route({
    method: 'PUT',
    path: `${e.path}/:id`,
    summary: e.summaries.update,
    access: 'approved',
    scope: 'own',
    params: e.params,
    body: e.body as z.ZodType,
    response: withMatches(e.dto),
    handler: ({ deps, user, params, body }) => e.update(deps, user.id, params.id, body as z.output<B>),
  }),
  route({
    method: 'POST',
    path: `${e.path}/:id/withdraw`,
    summary: e.summaries.withdraw,
    access: 'approved',
    scope: 'own',
    params: e.params,
    response: data(e.dto),
    handler: ({ deps, user, params }) => e.withdraw(deps, user.id, params.id),
  }),
];

/** A party's step on a match (PUT /matches/:id/<action>): the body as its schema reads it, beside the caller. */
const partyDecision = <B extends z.ZodType>(
  action: string,
  summary: string,
  body: B,
  decide: (deps: AppDeps, d: { actor: Express.User; id: string } & z.output<B>) => Promise<unknown>,
) =>
  route({
    method: 'PUT',
    path: `/matches/:id/${action}`,
    summary,
    access: 'approved',
    scope: 'own',
    params: match,
    body: body as z.ZodType,
    response: data(matchDto),
    handler: async ({ deps, user, params, body }) => ({
      data: await decide(deps, { ...(body as object), actor: user, id: params.id } as Parameters<
        typeof decide
      >[1]),
    }),
  });

/** SPEC.md §7's /api/algorithm calls; answers are `{ data }` (PRODUCT.md 26). */
export const algorithmRoutes = routeGroup('/algorithm', [
  pagedList({
    path: '/matches',
    summary: 'Matches the caller is party to (all for admins), paged',
    query: matchListQuerySchema,
    response: data(z.array(matchDto)),
    polled: true,
    load: (db, user, query) => findMatches(db, user, query),
    body: asData,
  }),
  route({
    method: 'GET',
    path: '/stats',
    summary: 'Matching figures',
    access: 'approved',
    before: [revalidate],
    response: data(matchingStats),
    handler: async ({ db, deps }) => ({ data: await getMatchingStats(db, deps.clock()) }),
  }),
  pagedList({
    path: '/vessel-availabilities',
    summary: 'Vessel capacities for matching, paged',
    query: matchingPageQuerySchema,
    response: data(z.array(availabilityDto)),
    polled: true,
    load: findAvailabilities,
    body: asData,
  }),
  route({
    method: 'POST',
    path: '/parse-mail',
    summary: "Draft availabilities and requests from a broker's mail",
    access: 'approved',
    body: parseMailSchema,
    bodyLimit: '2mb',
    response: parseMailAnswer,
    handler: async ({ deps, user, body }) => ({ data: await parseBrokerMail(deps, user.id, body) }),
  }),
  route({
    method: 'POST',
    path: '/vessel-availabilities',
    summary: 'Enter vessel capacity; runs the matching',
    access: 'approved',
    budget: 'availabilities',
    body: createVesselAvailabilitySchema,
    status: 201,
    response: withMatches(availabilityDto),
    handler: ({ deps, user, body }) => createAvailability(deps, user.id, body),
  }),
  ...ownEntryRoutes({
    path: '/vessel-availabilities',
    params: availability,
    body: updateVesselAvailabilitySchema,
    dto: availabilityDto,
    summaries: {
      update: 'Change own vessel capacity; matches again',
      withdraw: 'Withdraw own vessel capacity',
    },
    update: (deps, ownerId, id, body) => updateAvailability(deps, { ownerId, id, body }),
    withdraw: (deps, ownerId, id) => withdrawAvailability(deps, { ownerId, id }),
  }),
  pagedList({
    path: '/cargo-requests',
    summary: 'Cargo requests for matching, paged',
    query: matchingPageQuerySchema,
    response: data(z.array(cargoRequestDto)),
    polled: true,
    load: (db, user, query) => findCargoRequests(db, user, query),
    body: asData,
  }),
  route({
    method: 'POST',
    path: '/cargo-requests',
    summary: 'Enter a cargo request; runs the matching',
    access: 'approved',
    budget: 'cargoRequests',
    body: cargoRequestSchema,
    status: 201,
    response: withMatches(cargoRequestDto),
    handler: ({ deps, user, body }) => createCargoRequest(deps, user.id, body),
  }),
  ...ownEntryRoutes({
    path: '/cargo-requests',
    params: cargoRequest,
    body: cargoRequestSchema,
    dto: cargoRequestDto,
    summaries: {
      update: 'Change an own cargo request; matches again',
      withdraw: 'Withdraw an own cargo request',
    },
    update: (deps, userId, id, body) => updateCargoRequest(deps, { userId, id, body }),
    withdraw: (deps, userId, id) => withdrawCargoRequest(deps, { userId, id }),
  }),
  // A party decides; a stranger gets 404, an administrator who is no party 403 (admins see every match).
  partyDecision('accept', 'Accept a match as a party', acceptMatchSchema, acceptMatch),
  partyDecision('reject', 'Reject a match as a party', rejectMatchSchema, rejectMatch),
  partyDecision(
    'counter',
    'Answer the price per TEU of a match with a counter-offer, as a party',
    counterMatchSchema,
    counterMatch,
  ),
  partyDecision(
    'decline-counter',
    "Decline the other party's counter-offer on a match",
    declineMatchCounterSchema,
    declineMatchCounter,
  ),
]);

/** SPEC.md §7's /api/cargo lists: the caller's own, as plain arrays (PRODUCT.md 26). */
export const cargoRoutes = routeGroup('/cargo', [
  pagedList({
    path: '/requests/user',
    summary: 'Own cargo requests, paged',
    query: matchingPageQuerySchema,
    response: z.array(cargoRequestDto),
    load: (db, user, query) => findCargoRequests(db, user, query, false),
    body: asArray,
  }),
  pagedList({
    path: '/matches/user',
    summary: 'Own matches, paged',
    query: matchListQuerySchema,
    response: z.array(matchDto),
    load: (db, user, query) => findMatches(db, user, query, false),
    body: asArray,
  }),
]);
