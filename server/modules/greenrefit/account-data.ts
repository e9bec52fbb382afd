import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { greenrefitAssessments, quoteRequests } from '../../db/schema';

/**
 * The user's GreenRefit rows for the account export (PRODUCT.md 21), as stored. Account deletion needs nothing
 * here: both tables cascade from the user.
 */
export async function findGreenrefitAccountData(db: Db, userId: string) {
  const [assessments, quotes] = await Promise.all([
    db
      .select()
      .from(greenrefitAssessments)
      .where(eq(greenrefitAssessments.ownerId, userId))
      .orderBy(asc(greenrefitAssessments.createdAt)),
    db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.requesterId, userId))
      .orderBy(asc(quoteRequests.createdAt)),
  ]);
  return { greenrefitAssessments: assessments, quoteRequests: quotes };
}
