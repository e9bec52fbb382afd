import { demoTrackerMapSchema, demoTrackerSchema } from '@shared/schemas/demo-tracker';
import { route, routeGroup } from '../../lib/route-declaration';
import { getDemoTracker, getDemoTrackerMapJson } from './demo-tracker.service';

/**
 * GET /api/demo/tracker and /api/demo/tracker/map: the landing page's demo vessels (public, no session). Mounted
 * ahead of the session middleware: a page polling every 3 s should neither read nor refresh a session row.
 */
export const demoTrackerRoutes = routeGroup(
  '/demo/tracker',
  [
    route({
      method: 'GET',
      path: '/',
      summary: 'Demo vessel positions now',
      access: 'public',
      response: demoTrackerSchema,
      handler: ({ res, deps }) => {
        res.set('Cache-Control', 'no-store');
        return getDemoTracker(deps.clock());
      },
    }),
    // The map only changes with a deploy; Express adds a weak ETag and answers 304 when it matches.
    route({
      method: 'GET',
      path: '/map',
      summary: 'Demo tracker map: land outline and routes',
      access: 'public',
      response: demoTrackerMapSchema,
      handler: ({ res }) => {
        res.set('Cache-Control', 'public, max-age=3600').type('json').send(getDemoTrackerMapJson());
      },
    }),
  ],
  { session: false },
);
