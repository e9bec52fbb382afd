import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../lib/errors';
import type { Db } from './client';

/**
 * The row with `id`, locked until the transaction ends, so a change decides on what it read; a 404 naming
 * `what` when there is none.
 */
export async function lockRow<T extends PgTable & { id: AnyPgColumn }>(
  tx: Db,
  table: T,
  id: string,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound(what);
  return row;
}
