import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DirLockedError } from './db/dir-lock';
import { runMigrations } from './db/migrate';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { loadDotEnv } from './lib/paths';
import { resolveSessionSecret } from './lib/session-secret';
import { seedDemoStart } from './cli/seed-demo';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  await runMigrations(database);
  if (database.isNew && config.SEED_DEMO) await seedDemoStart(database.db, logger);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger,
  });
  const app = createApp({ config, database, mailer, logger, sessionSecret: resolveSessionSecret(config) });
  const server = app.listen(config.PORT, () => {
    logger.info('FeederHub is running', {
      url: config.APP_ORIGIN,
      database: database.kind === 'pglite' ? `embedded (${path.resolve(config.DATA_DIR)})` : 'PostgreSQL',
    });
  });

  // Expired rate-limit windows are dead rows; clear them hourly (any instance may do it).
  const limiter = createRateLimiter(database.db, () => new Date());
  const sweep = setInterval(() => limiter.deleteExpired().catch(() => {}), 3600_000);
  sweep.unref();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    clearInterval(sweep);
    // Stop accepting, let in-flight requests finish, then close the database.
    server.close(async () => {
      await database.close().catch(() => {});
      mailer.close?.();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DirLockedError) {
    console.error(err.message);
  } else {
    console.error('FeederHub failed to start:', err?.code ?? err?.name ?? err, err?.cause?.code ?? '');
  }
  process.exit(1);
});
