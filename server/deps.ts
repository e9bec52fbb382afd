import type { Passport } from 'passport';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AfterResponseQueue } from './lib/after-response';
import type { Lifecycle } from './lib/lifecycle';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { Clock, RateLimiter } from './modules/rate-limit/rate-limit.service';

/**
 * What every server module receives: modules import this type from here, never from app.ts, so a module does not
 * depend on the file that composes all of them.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  lifecycle: Lifecycle;
  sessionSecret: string;
  limiter: RateLimiter;
  passport: InstanceType<typeof Passport>;
  /** Work done after answering (mails whose timing would tell whether an account exists). */
  tasks: AfterResponseQueue;
};

export type CreateAppInput = Omit<AppDeps, 'limiter' | 'passport' | 'clock' | 'lifecycle' | 'tasks'> & {
  clock?: Clock;
  lifecycle?: Lifecycle;
  tasks?: AfterResponseQueue;
};
