import type { PageParams } from '@shared/schemas/paging';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { greenrefitAssessments } from '../../db/schema';
import { pageOffset } from '../../lib/paging';

type NewAssessmentRow = typeof greenrefitAssessments.$inferInsert;
const own = (ownerId: string, id: string) =>
  and(eq(greenrefitAssessments.id, id), eq(greenrefitAssessments.ownerId, ownerId));

export async function insertAssessment(db: Db, row: NewAssessmentRow) {
  const [saved] = await db.insert(greenrefitAssessments).values(row).returning();
  return saved;
}

/** A page of the owner's assessments and their total, unexecuted (greenrefit-plans.test.ts checks their plans). */
export function ownAssessmentQueries(db: Db, ownerId: string, page: PageParams) {
  const where = eq(greenrefitAssessments.ownerId, ownerId);
  return {
    page: db
      .select()
      .from(greenrefitAssessments)
      .where(where)
      .orderBy(desc(greenrefitAssessments.updatedAt), asc(greenrefitAssessments.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    total: db.select({ total: count() }).from(greenrefitAssessments).where(where),
  };
}

/** Newest change first; the tie-break follows the (owner_id, updated_at desc, id) index. */
export async function selectOwnAssessments(db: Db, ownerId: string, page: PageParams) {
  const queries = ownAssessmentQueries(db, ownerId, page);
  const rows = await queries.page;
  const [{ total }] = await queries.total;
  return { rows, total: Number(total) };
}

export async function selectAssessment(db: Db, id: string) {
  const [row] = await db.select().from(greenrefitAssessments).where(eq(greenrefitAssessments.id, id));
  return row;
}

export async function selectOwnAssessment(db: Db, ownerId: string, id: string) {
  const [row] = await db.select().from(greenrefitAssessments).where(own(ownerId, id));
  return row;
}

export async function updateOwnAssessment(
  db: Db,
  ownerId: string,
  id: string,
  values: Partial<NewAssessmentRow>,
) {
  const [row] = await db.update(greenrefitAssessments).set(values).where(own(ownerId, id)).returning();
  return row;
}

export async function deleteOwnAssessment(db: Db, ownerId: string, id: string) {
  const rows = await db
    .delete(greenrefitAssessments)
    .where(own(ownerId, id))
    .returning({ id: greenrefitAssessments.id });
  return rows.length > 0;
}
