import { isDemoOwnerEmail } from '@shared/domain/demo';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Which of these owners are the demo start's invented companies, so their voyages can say so (issue 13). */
export async function findDemoOwners(db: Db, ownerIds: (string | null)[]): Promise<ReadonlySet<string>> {
  const ids = [...new Set(ownerIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Set(rows.filter((r) => isDemoOwnerEmail(r.email)).map((r) => r.id));
}
