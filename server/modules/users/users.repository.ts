import { adminRoles } from '@shared/domain/roles';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row as UserRow | undefined;
}

/**
 * The administrators a notice is for: a suspended one cannot sign in to read it. In id order: writers that notify
 * them all (and lock each one's notice of the last minute to add to it) lock in one order and cannot deadlock.
 */
export const findActiveAdmins = (db: Db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...adminRoles]), isNull(users.suspendedAt)))
    .orderBy(asc(users.id));
