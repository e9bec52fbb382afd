import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';

type ShutdownInput = {
  server: Server;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Extra time to keep accepting after the signal, for balancers that poll readiness (0 = none). */
  delayMs: number;
  /** After this, remaining connections are cut and the process exits 1 (keep it under the orchestrator's kill). */
  timeoutMs: number;
  /** Closes what the server holds (the database pool or PGlite, the mailer) once no request runs. */
  release: () => Promise<void>;
  /** Figures for the last log line (event-loop delay). */
  stats?: () => object;
  /** At the signal: ends answers that never end by themselves (live event streams), so they are not waited for. */
  onSignal?: () => void;
};

/**
 * Stop without losing a request (expressjs.com "health checks and graceful shutdown"):
 * 1. readiness turns 503 and every response says `Connection: close` (app.ts);
 * 2. the server keeps accepting until the requests running at the signal have finished (and `delayMs`
 *    passed), so a probe during a slow request sees "not ready" instead of a refused connection;
 * 3. it stops accepting (a balancer's next try goes to another instance), waits for the last responses and
 *    for keep-alive connections to end, then releases the database and exits 0.
 */
export function createShutdown(input: ShutdownInput) {
  const { server, lifecycle, logger } = input;
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
  });

  return async function shutdown(signal: string) {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    const started = Date.now();
    const force = setTimeout(() => {
      logger.error('shutdown timed out; closing remaining connections', { signal, inFlight: inFlight.size });
      server.closeAllConnections();
      process.exit(1);
    }, input.timeoutMs);
    force.unref();
    logger.info('shutting down', { signal, inFlight: inFlight.size });
    input.onSignal?.();

    const running = [...inFlight].filter((res) => !res.closed).map((res) => once(res, 'close'));
    await Promise.all([...running, new Promise((resolve) => setTimeout(resolve, input.delayMs))]);

    // Stop listening, but leave idle keep-alive connections to the client: closing one from here races a
    // request the client may be sending on it at that moment (nginx answered such POSTs 502 in a rolling
    // restart). Every response now says `Connection: close`; idle ones end when the client closes them (nginx
    // after its 4 s upstream keepalive_timeout) or at Node's 5 s keep-alive timeout. http.Server#close would
    // cut them (Node >= 19), hence net.Server's own close, which waits for every connection to end.
    await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    await input.release().catch((err) => logger.warn('release failed', { name: err?.name, code: err?.code }));
    logger.info('stopped', { signal, ms: Date.now() - started, ...input.stats?.() });
    process.exit(0);
  };
}
