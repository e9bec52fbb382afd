import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type Clock = () => Date;
export type Limit = { limit: number; windowMs: number };

export const limits = {
  loginFailuresPerEmailAndIp: { limit: 5, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { limit: 100, windowMs: 24 * 3600_000 },
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
} satisfies Record<string, Limit>;

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

  /** Takes back one counted event (a login that turned out to be right). */
  const undo = (key: string) =>
    db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  const reset = (key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));
  const deleteExpired = () => db.delete(rateLimits).where(lt(rateLimits.resetAt, clock()));

  return { hit, check, consume, undo, reset, deleteExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
