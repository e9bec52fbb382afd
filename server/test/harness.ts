import type { Role } from '@shared/schemas/auth';
import supertest from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { CreateAppInput } from '../deps';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createAfterResponseQueue } from '../lib/after-response';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { stopLiveHub } from '../modules/events/live-hub';
import { hashPassword } from '../modules/users/passwords';
import { checkAnswers } from './answer-check';
import { createTestDatabase } from './database';
import { closeAfterFile } from './per-file';
import { startSmtp } from './smtp';

export const PASSWORD = 'Harbour-Crane-42';
let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${seq++}@example.com`;
// Every factory user shares PASSWORD, so one bcrypt hash per file is enough (each costs ~70 ms).
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(PASSWORD));
let ipSeq = 0;
/** A client address of its own (send it as X-Forwarded-For; the harness trusts one proxy hop). */
export const uniqueIp = () => `10.${process.pid % 250}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

/** The real app on a fresh migrated database, a real SMTP peer, and a clock the test can move. */
export async function setupTestApp() {
  const database: Database = await createTestDatabase();
  const smtp = await startSmtp();
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  // One proxy hop is trusted so tests can give each simulated client its own address (X-Forwarded-For).
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_ORIGIN: 'http://feederhub.test',
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
  });
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.MAIL_FROM, outboxDir: '', logger });
  // Shared by every instance built here, so a test can wait for the mails queued after an answer.
  const tasks = createAfterResponseQueue(logger);
  const build = (over: Partial<CreateAppInput> = {}) =>
    checkAnswers(
      createApp({
        config,
        database,
        mailer,
        logger,
        clock,
        tasks,
        sessionSecret: 'test-secret-'.padEnd(40, 'x'),
        ...over,
      }),
    );
  const app = build();

  closeAfterFile(async () => {
    await tasks.drain();
    mailer.close?.();
    await smtp.close();
    await stopLiveHub(database); // live streams and their listening connection
    await database.close();
  });

  async function createUser(
    opts: {
      role?: Role;
      approvalStatus?: 'pending' | 'approved' | 'rejected';
      email?: string;
      verified?: boolean;
      hasSeenTour?: boolean;
    } = {},
  ) {
    const [user] = await database.db
      .insert(users)
      .values({
        email: opts.email ?? uniqueEmail(opts.role ?? 'user'),
        passwordHash: await passwordHash(),
        firstName: 'Test',
        lastName: 'User',
        role: opts.role ?? 'user',
        approvalStatus: opts.approvalStatus ?? 'approved',
        rejectionReason: opts.approvalStatus === 'rejected' ? 'Not a shipping company' : null,
        emailVerifiedAt: opts.verified === false ? null : new Date(),
        hasSeenTour: opts.hasSeenTour ?? false,
      })
      .returning();
    return user;
  }

  /** A supertest agent (keeps cookies) signed in as the given user. */
  async function agentFor(user: { email: string }, password = PASSWORD) {
    const agent = supertest.agent(app);
    await agent.post('/api/auth/login').send({ email: user.email, password }).expect(200);
    return agent;
  }

  return {
    app,
    database,
    db: database.db,
    smtp,
    request: () => supertest(app),
    agent: () => supertest.agent(app),
    createUser,
    agentFor,
    /** A second app instance on the same database, mailer and clock (as after a restart, or a second node); `over` replaces a dependency. */
    createAppInstance: build,
    now: clock,
    /** Waits for the work queued after answers (forgot-password and resend mails) to finish. */
    drainTasks: () => tasks.drain(),
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof setupTestApp>>;
export type TestUser = Awaited<ReturnType<TestApp['createUser']>>;
export type TestAgent = Awaited<ReturnType<TestApp['agentFor']>>;

/** The test app with one user (created with `opts`) signed in on `agent`: most files' `beforeAll`. */
export async function setupTestAppAs(opts: Parameters<TestApp['createUser']>[0]) {
  const t = await setupTestApp();
  const user = await t.createUser(opts);
  return { t, user, agent: await t.agentFor(user) };
}
