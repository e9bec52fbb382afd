import { route, routeGroup } from '../../lib/route-declaration';
import { openLiveStream } from './open-stream.service';

export const eventsRoutes = routeGroup('/events', [
  route({
    method: 'GET',
    path: '/',
    summary: "The caller's live changes (server-sent events)",
    description:
      'Messages name what changed (`event: change`, `data: {"topics":[...]}`), never the data: the client ' +
      'refetches through the usual routes. `ready` once listening, `end` with a reason before the server closes ' +
      'it, a comment every 25 s. At most 5 streams per user and instance (the oldest is closed).',
    access: 'approved',
    produces: 'text/event-stream',
    handler: ({ req, res, deps, user }) => openLiveStream(deps, req, res, user.id),
  }),
]);
