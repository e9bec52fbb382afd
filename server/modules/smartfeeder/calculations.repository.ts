import type { PageParams } from '@shared/schemas/paging';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smartfeederCalculations } from '../../db/schema';
import { pageOffset } from '../../lib/paging';

export type NewCalculationRow = typeof smartfeederCalculations.$inferInsert;

export async function insertCalculation(db: Db, row: NewCalculationRow) {
  const [saved] = await db.insert(smartfeederCalculations).values(row).returning();
  return saved;
}

/** A page of the user's saved calculations and their total, unexecuted (calculations-plans.test.ts). */
export function ownCalculationQueries(db: Db, userId: string, page: PageParams) {
  const where = eq(smartfeederCalculations.userId, userId);
  return {
    page: db
      .select()
      .from(smartfeederCalculations)
      .where(where)
      .orderBy(desc(smartfeederCalculations.createdAt), desc(smartfeederCalculations.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    total: db.select({ total: count() }).from(smartfeederCalculations).where(where),
  };
}

export async function selectOwnCalculations(db: Db, userId: string, page: PageParams) {
  const queries = ownCalculationQueries(db, userId, page);
  const rows = await queries.page;
  const [{ total }] = await queries.total;
  return { rows, total };
}

export async function selectOwnCalculation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(smartfeederCalculations)
    .where(and(eq(smartfeederCalculations.id, id), eq(smartfeederCalculations.userId, userId)));
  return row;
}
