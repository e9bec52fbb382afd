import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type Clock = () => Date;
export type Limit = { limit: number; windowMs: number };

/**
 * Growing delays (docs/adr/002): the first `free` attempts go at once, then each one makes the next wait
 * `baseMs` doubled per attempt, never more than `capMs`; after `forgetMs` without attempts the count restarts.
 */
export type Backoff = { free: number; baseMs: number; capMs: number; forgetMs: number };

export const backoffs = {
  /** One account, from anywhere: a guesser gets about 60 tries an hour; its owner waits a minute at most. */
  loginPerAccount: { free: 5, baseMs: 1000, capMs: 60_000, forgetMs: 3600_000 },
  /** One address, any account (an office NAT holds many honest users, so it is allowed more). */
  loginPerIp: { free: 20, baseMs: 1000, capMs: 60_000, forgetMs: 3600_000 },
} satisfies Record<string, Backoff>;

export const limits = {
  registerPerIp: { limit: 10, windowMs: 3600_000 },
  emailActionPerIp: { limit: 10, windowMs: 3600_000 },
  emailActionPerEmail: { limit: 5, windowMs: 3600_000 },
  // Each reset attempt with a live token costs a bcrypt hash (~70 ms of CPU): capped per address.
  resetPasswordPerIp: { limit: 10, windowMs: 3600_000 },
  contactPerIp: { limit: 5, windowMs: 3600_000 },
  /** Re-typing the password to confirm a step (deleting the account): a stolen session cannot guess on. */
  passwordConfirmPerUser: { limit: 5, windowMs: 15 * 60_000 },
  /** Each request reaches up to ten shipyards through an administrator: enough for real use, not for spam. */
  quoteRequestsPerUser: { limit: 20, windowMs: 3600_000 },
  /** Parsing a pasted mail is CPU work on up to 20,000 characters: generous for a broker's day, not for a flood. */
  parseMailPerUser: { limit: 120, windowMs: 3600_000 },
} satisfies Record<string, Limit>;

/**
 * Issue 22: creations per user and hour, whatever the route's own checks say (every attempt counts, so a flood of
 * refused writes is capped too). Well above a busy broker's or owner's day, far below a script's: with the
 * proposal cap (docs/adr/004) one user can add at most 60 × 20 proposals an hour. Declared on the route
 * (`budget`), 429 with Retry-After beyond, shared by every instance like the limits above.
 */
export const writeBudgets = {
  vessels: { limit: 50, windowMs: 3600_000 },
  offerings: { limit: 60, windowMs: 3600_000 },
  availabilities: { limit: 60, windowMs: 3600_000 },
  cargoRequests: { limit: 60, windowMs: 3600_000 },
  bookingRequests: { limit: 60, windowMs: 3600_000 },
  assessments: { limit: 60, windowMs: 3600_000 },
  calculations: { limit: 120, windowMs: 3600_000 },
} satisfies Record<string, Limit>;
export type WriteBudget = keyof typeof writeBudgets;

const tooMany = (resetAt: Date, now: Date) =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  });

/** Fixed-window counters in the database (one atomic upsert per hit), shared by every instance. */
export function createRateLimiter(db: Db, clock: Clock) {
  async function hit(key: string, windowMs: number) {
    const now = clock();
    const nowIso = now.toISOString();
    const resetIso = new Date(now.getTime() + windowMs).toISOString();
    const expired = sql`${rateLimits.resetAt} <= ${nowIso}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: new Date(resetIso) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then ${resetIso}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning();
    return { count: row.count, resetAt: new Date(row.resetAt) };
  }

  /** Throws 429 when the key already reached its limit in the current window (without counting). */
  async function check(key: string, { limit }: Limit) {
    const now = clock();
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (row && new Date(row.resetAt) > now && row.count >= limit) throw tooMany(new Date(row.resetAt), now);
  }

  /** Counts one event and throws 429 when it goes over the limit. */
  async function consume(key: string, { limit, windowMs }: Limit) {
    const { count, resetAt } = await hit(key, windowMs);
    if (count > limit) throw tooMany(resetAt, clock());
  }

  /**
   * Claims one attempt under a growing-delay policy, atomically (parallel attempts cannot share a slot):
   * allowed only once the previous attempt's delay has passed; the claim sets the delay for the next one.
   * Throws 429 with the wait otherwise.
   */
  async function throttle(key: string, b: Backoff) {
    const now = clock();
    const nowIso = now.toISOString();
    const staleIso = new Date(now.getTime() - b.forgetMs).toISOString();
    await db
      .insert(rateLimits)
      .values({ key, count: 0, resetAt: new Date(0) })
      .onConflictDoNothing({ target: rateLimits.key });
    const next = sql`(case when ${rateLimits.resetAt} < ${staleIso}::timestamptz then 1 else ${rateLimits.count} + 1 end)`;
    const delayMs = sql`(case when ${next} <= ${b.free} then 0 else least(${b.capMs}::float8, ${b.baseMs}::float8 * power(2, least(${next} - ${b.free} - 1, 30))) end)`;
    const claimed = await db
      .update(rateLimits)
      .set({ count: next, resetAt: sql`${nowIso}::timestamptz + ${delayMs} * interval '1 millisecond'` })
      // A free attempt never waits: parallel ones may carry clock reads a moment older than a claim just made.
      .where(
        and(
          eq(rateLimits.key, key),
          sql`(${rateLimits.resetAt} <= ${nowIso}::timestamptz or ${next} <= ${b.free})`,
        ),
      )
      .returning({ count: rateLimits.count });
    if (claimed.length) return;
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row) return; // reset by a sign-in in between: nothing to wait for
    throw tooMany(new Date(row.resetAt), now);
  }

  /** Takes back one counted event (a login that turned out to be right). */
  const undo = (key: string) =>
    db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  const reset = (key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));
  const deleteExpired = () => db.delete(rateLimits).where(lt(rateLimits.resetAt, clock()));

  return { hit, check, consume, throttle, undo, reset, deleteExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
