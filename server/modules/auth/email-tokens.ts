import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type TokenPurpose = 'verify_email' | 'reset_password';
export const tokenTtlMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 3600_000,
  reset_password: 60 * 60_000,
};

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new random token; only its hash is stored, and it voids the user's older tokens of the same purpose. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + tokenTtlMs[purpose]),
      createdAt: now,
    });
  });
  return token;
}

/** This token, for this purpose, not used yet and not expired. */
const live = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** The user a live token belongs to, without using it (so costly work can wait until the token is known good). */
export async function findTokenUser(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(live(token, purpose, now));
  return row?.userId ?? null;
}

/** Uses a token once: the conditional update lets exactly one caller win. Returns the user id or null. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
