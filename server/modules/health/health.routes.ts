import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { checkReadiness, latestShippedMigration } from './health.service';

/**
 * Liveness (`/api/health`): the process answers; it never touches the database, so an orchestrator does not
 * restart healthy servers while PostgreSQL is away. Readiness (`/api/health/ready`): send traffic here (the
 * database answers, this build's migrations are applied, and no stop signal arrived).
 */
export function healthRoutes({ database, lifecycle }: Pick<AppDeps, 'database' | 'lifecycle'>) {
  const r = Router();
  const latestMigration = latestShippedMigration();
  r.get('/', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/ready', async (_req, res) => {
    const state = await checkReadiness(database, latestMigration);
    const ready = !lifecycle.stopping && state.database === 'up' && state.migrations === 'applied';
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      ...state,
      stopping: lifecycle.stopping,
    });
  });
  return r;
}
