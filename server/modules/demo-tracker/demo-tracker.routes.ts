import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { getDemoTracker, getDemoTrackerMapJson } from './demo-tracker.service';

/**
 * GET /api/demo/tracker and /api/demo/tracker/map: the landing page's demo vessels (public, no session). Mounted
 * ahead of the session middleware: a page polling every 3 s should neither read nor refresh a session row.
 */
export function demoTrackerRoutes({ clock }: AppDeps) {
  const r = Router();
  r.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(getDemoTracker(clock()));
  });
  // The map only changes with a deploy; Express adds a weak ETag and answers 304 when it matches.
  r.get('/map', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('json').send(getDemoTrackerMapJson());
  });
  return r;
}
