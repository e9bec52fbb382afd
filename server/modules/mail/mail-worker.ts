import crypto from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { type MailJobRow, mailJobs } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { buildDueDigests } from './digest';
import { type RenderContext, renderMail } from './render-mail';

export type MailWorkerOptions = {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  render: RenderContext;
  clock?: () => Date;
  /** Names this worker's claims (host and pid by default). */
  workerId?: string;
  pollMs?: number;
  /** Mails claimed at once. */
  batch?: number;
  /** How long a claim keeps other workers off a mail; well above the SMTP transport's longest wait (server/lib/mailer.ts). */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Attempts before a mail is given up (status `failed`): 30 spans about a day with the default backoff. */
  maxAttempts?: number;
};

const DEFAULTS = {
  pollMs: 2000,
  batch: 10,
  leaseMs: 120_000,
  backoffBaseMs: 10_000,
  backoffMaxMs: 3_600_000,
  maxAttempts: 30,
};

/** The wait before attempt `attempts + 1`: doubling from the base, capped, with up to 20 % jitter so retries spread. */
export function backoffMs(attempts: number, base: number, max: number, random = Math.random) {
  const raw = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (1 + 0.2 * random()));
}

const ms = (n: number) => sql`make_interval(secs => ${n / 1000})`;

/**
 * Claims up to `batch` due mails: locked rows are skipped (another worker holds them for its claim), and a claimed
 * row's `run_at` moves to the end of the lease, so no other worker takes it until then, even after this
 * transaction commits. A worker that dies mid-send leaves its rows to be claimed again when the lease ends.
 */
export async function claimMailJobs(db: Db, o: { workerId: string; batch: number; leaseMs: number }) {
  const due = db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(and(eq(mailJobs.status, 'queued'), lte(mailJobs.runAt, sql`now()`)))
    .orderBy(mailJobs.runAt)
    .limit(o.batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailJobs)
    .set({
      runAt: sql`now() + ${ms(o.leaseMs)}`,
      claimedBy: o.workerId,
      attempts: sql`${mailJobs.attempts} + 1`,
    })
    .where(inArray(mailJobs.id, due))
    .returning();
}

/** An error's code for the row and the log; never its message, which can quote addresses or the mail. */
const errorCode = (err: unknown) => {
  const e = err as { code?: string; responseCode?: number; name?: string };
  return [e?.code ?? e?.name ?? 'Error', e?.responseCode].filter(Boolean).join(':').slice(0, 60);
};

/** The mail queue's worker (issue 24 §1; docs/RELIABILITY.md): builds due digests, claims due mails, sends them. */
export function createMailWorker(opts: MailWorkerOptions) {
  const o = { ...DEFAULTS, ...opts };
  const workerId = opts.workerId ?? `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const db = opts.database.db;
  const clock = opts.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let lastDigest = 0;
  let lastCleanup = 0;

  async function settle(job: MailJobRow, error?: unknown) {
    // Only while the claim is still ours (same worker, same attempt): a claim taken over after its lease ran out
    // belongs to the other worker now.
    const ours = and(
      eq(mailJobs.id, job.id),
      eq(mailJobs.claimedBy, workerId),
      eq(mailJobs.attempts, job.attempts),
    );
    if (error === undefined) {
      await db.update(mailJobs).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(ours);
      return;
    }
    const code = errorCode(error);
    const giveUp = job.attempts >= o.maxAttempts;
    await db
      .update(mailJobs)
      .set(
        giveUp
          ? { status: 'failed', lastError: code }
          : {
              runAt: sql`now() + ${ms(backoffMs(job.attempts, o.backoffBaseMs, o.backoffMaxMs))}`,
              lastError: code,
            },
      )
      .where(ours);
    opts.logger[giveUp ? 'error' : 'warn'](giveUp ? 'mail given up' : 'mail delivery failed, will retry', {
      job: job.id,
      kind: job.kind,
      attempt: job.attempts,
      error: code,
    });
  }

  /** One round: due digests (once a minute), then due mails until none is left. Answers the mails sent. */
  async function tick() {
    let sent = 0;
    const now = clock();
    if (now.getTime() - lastDigest >= 60_000) {
      lastDigest = now.getTime();
      await buildDueDigests(db, now);
    }
    if (now.getTime() - lastCleanup >= 3600_000) {
      lastCleanup = now.getTime();
      // Sent and stopped mails are kept 30 days for support questions, given-up ones 90.
      await db
        .delete(mailJobs)
        .where(
          or(
            and(
              inArray(mailJobs.status, ['sent', 'cancelled']),
              lt(mailJobs.createdAt, sql`now() - interval '30 days'`),
            ),
            and(eq(mailJobs.status, 'failed'), lt(mailJobs.createdAt, sql`now() - interval '90 days'`)),
          ),
        );
    }
    while (!stopped) {
      const jobs = await claimMailJobs(db, { workerId, batch: o.batch, leaseMs: o.leaseMs });
      for (const job of jobs) {
        try {
          await opts.mailer.send(renderMail(job, opts.render));
        } catch (err) {
          await settle(job, err);
          continue;
        }
        await settle(job);
        sent++;
      }
      if (jobs.length < o.batch) break;
    }
    return sent;
  }

  /** Runs one round now (tests, and the timer); rounds never overlap within a worker. */
  function runOnce() {
    running ??= tick().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err) => opts.logger.warn('mail worker round failed', { error: errorCode(err) }))
        .finally(schedule);
    }, o.pollMs);
    timer.unref();
  }

  return {
    workerId,
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the round in progress (its mails are marked before the database closes). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
