import type { RequestHandler } from 'express';
import { perApp, route, routeGroup } from '../../lib/route-declaration';
import { checkReadiness, latestShippedMigration } from './health.service';
import { health, readiness } from './health.responses';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
const latestMigration = perApp(() => latestShippedMigration());

/**
 * Liveness (`/api/health`): the process answers; it never touches the database, so an orchestrator does not
 * restart healthy servers while PostgreSQL is away. Readiness (`/api/health/ready`): send traffic here (the
 * database answers, this build's migrations are applied, and no stop signal arrived). Ahead of the session.
 */
export const healthRoutes = routeGroup(
  '/health',
  [
    route({
      method: 'GET',
      path: '/',
      summary: 'Liveness: the process answers',
      access: 'public',
      before: [noStore],
      response: health,
      handler: () => ({ status: 'ok' }),
    }),
    route({
      method: 'GET',
      path: '/ready',
      summary: 'Readiness: database up, migrations applied, not stopping (503 otherwise, same body)',
      access: 'public',
      before: [noStore],
      response: readiness,
      handler: async ({ res, deps }) => {
        const state = await checkReadiness(deps.database, latestMigration(deps));
        const ready = !deps.lifecycle.stopping && state.database === 'up' && state.migrations === 'applied';
        res.status(ready ? 200 : 503).json({
          status: ready ? 'ready' : 'not ready',
          ...state,
          stopping: deps.lifecycle.stopping,
        });
      },
    }),
  ],
  { session: false },
);
