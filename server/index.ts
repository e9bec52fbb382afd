import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from './app';
import { deleteExpiredSessions } from './auth/session-store';
import { seedDemoStart } from './cli/seed-demo';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DirLockedError } from './db/dir-lock';
import { runMigrations } from './db/migrate';
import { createAfterResponseQueue } from './lib/after-response';
import { createShutdown } from './lib/graceful-shutdown';
import { createLifecycle } from './lib/lifecycle';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { loadDotEnv } from './lib/paths';
import { resolveSessionSecret } from './lib/session-secret';
import { startDemoAnswers } from './modules/booking-requests/demo-answer.service';
import { sweepAllDeltas } from './modules/counters/kept-deltas';
import { liveHubFor, stopLiveHub } from './modules/events/live-hub';
import { mailLinkSecret } from './modules/mail/mail-preferences.service';
import { createMailWorker } from './modules/mail/mail-worker';
import { releaseExpiredHolds } from './modules/matching/match-holds';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service';
import { syncOfferingCo2 } from './modules/ship-offerings/offering-co2';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const sessionSecret = resolveSessionSecret(config);
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  await runMigrations(database);
  await syncOfferingCo2(database.db);
  if (database.isNew && config.SEED_DEMO) await seedDemoStart(database.db, logger);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger,
  });
  const lifecycle = createLifecycle();
  const tasks = createAfterResponseQueue(logger);
  const app = createApp({
    config,
    database,
    mailer,
    logger,
    lifecycle,
    tasks,
    sessionSecret,
  });
  // Event-loop delay while serving (started after migrations and seeding), reported in the last log line.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const server = app.listen(config.PORT, () => {
    loopDelay.enable();
    logger.info('FeederHub is running', {
      url: config.APP_ORIGIN,
      port: (server.address() as AddressInfo).port,
      database: database.kind === 'pglite' ? `embedded (${path.resolve(config.DATA_DIR)})` : 'PostgreSQL',
    });
  });

  // Expired rate-limit windows are dead rows; clear them hourly (any instance may do it).
  const limiter = createRateLimiter(database.db, () => new Date());
  const sweep = setInterval(() => limiter.deleteExpired().catch(() => {}), 3600_000);
  sweep.unref();
  // Expired sessions likewise, every 15 minutes (connect-pg-simple's own interval, which the store leaves to us).
  const sessionSweep = setInterval(() => deleteExpiredSessions(database).catch(() => {}), 900_000);
  sessionSweep.unref();
  // Match holds end by themselves 48 hours after the first accept (PRODUCT.md 33); any instance may release them.
  const holds = setInterval(
    () =>
      releaseExpiredHolds({ database, config, clock: () => new Date() }).catch((err) =>
        logger.warn('hold sweep failed', { error: err?.code ?? err?.name }),
      ),
    60_000,
  );
  holds.unref();
  // Notification counts' and Ship management figures' deltas folded into their base rows (ADR 016): reads stay
  // short; any instance may fold.
  const countFolds = setInterval(
    () =>
      sweepAllDeltas(database.db).catch((err) =>
        logger.warn('count fold failed', { error: err?.cause?.code ?? err?.code ?? err?.name }),
      ),
    30_000,
  );
  countFolds.unref();
  // PRODUCT.md 15: demo owners answer booking requests on their voyages by themselves (a no-op without them).
  const stopDemoAnswers = startDemoAnswers({ database, config, clock: () => new Date() }, logger);
  // Business mails queued with their events (issue 24 §1): every instance polls, claims never overlap.
  const mailWorker = createMailWorker({
    database,
    mailer,
    logger,
    pollMs: config.MAIL_POLL_MS,
    render: { origin: config.APP_ORIGIN, secret: mailLinkSecret({ config, sessionSecret }) },
  });
  mailWorker.start();

  const shutdown = createShutdown({
    server,
    lifecycle,
    logger,
    delayMs: config.SHUTDOWN_DELAY_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    // Live streams end at once ('stopping'): their clients reconnect through the balancer to another instance.
    onSignal: () => liveHubFor(database).closeAll('stopping'),
    release: async () => {
      clearInterval(sweep);
      clearInterval(holds);
      clearInterval(countFolds);
      stopDemoAnswers();
      await tasks.drain(); // mails promised by answers already sent
      await mailWorker.stop(); // the mails being sent are marked before the database closes
      await stopLiveHub(database); // its listening connection, before the pool
      mailer.close?.();
      await database.close();
    },
    stats: () => {
      loopDelay.disable();
      // Each sample includes the 10 ms sampling interval itself: subtract it to get the delay.
      const ms = (ns: number) => Math.max(0, Math.round((ns - 10e6) / 1e4) / 100);
      return {
        eventLoopDelayMs: {
          p50: ms(loopDelay.percentile(50)),
          p99: ms(loopDelay.percentile(99)),
          max: ms(loopDelay.max),
          mean: ms(loopDelay.mean),
        },
      };
    },
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // The configured level may be what failed to parse: a start failure is always written.
  const logger = createLogger('error');
  if (err instanceof ConfigError || err instanceof DirLockedError) {
    logger.error('FeederHub failed to start', { reason: err.message });
  } else {
    // Only names and codes: a driver's message can hold the connection string.
    logger.error('FeederHub failed to start', {
      error: err?.code ?? err?.name ?? String(err),
      cause: err?.cause?.code,
    });
  }
  process.exit(1);
});
