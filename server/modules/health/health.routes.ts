import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AppDeps } from '../../deps';

export function healthRoutes({ database }: AppDeps) {
  const r = Router();
  r.get('/', async (_req, res) => {
    const up = await database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
  });
  return r;
}
