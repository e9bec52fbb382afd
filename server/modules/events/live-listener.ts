import pg from 'pg';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL } from './live-publish';

const MAX_RETRY_MS = 30_000;

/**
 * Listens on the live channel and calls `onPayload` for each message; answers a function that stops listening.
 * PGlite is one process with one connection: it listens on itself. PostgreSQL: one dedicated connection per
 * instance, outside the pool (a pooled client is handed to other queries and would drop the LISTEN). When that
 * connection is lost it reconnects with a growing delay and calls `onReconnect`, since messages sent meanwhile
 * are lost.
 */
export async function listenLive(
  database: Database,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  if (database.pglite) return database.pglite.listen(LIVE_CHANNEL, onPayload);
  if (!database.pgPool) throw new Error('no database to listen on');
  const config = database.pgPool.options as pg.ClientConfig;
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const c = new pg.Client({ ...config, keepAlive: true });
    c.on('error', () => {}); // reported by 'end', which reconnects
    c.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload) onPayload(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${LIVE_CHANNEL}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!stopped) reconnectLater();
    });
    client = c;
    failures = 0;
  }

  function reconnectLater() {
    const delay = Math.min(MAX_RETRY_MS, 500 * 2 ** failures++);
    retry = setTimeout(() => {
      connect().then(onReconnect, () => {
        if (!stopped) reconnectLater();
      });
    }, delay);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
