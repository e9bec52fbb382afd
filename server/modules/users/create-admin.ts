import { newPasswordSchema } from '@shared/schemas/auth';
import { emailSchema } from '@shared/schemas/common';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { parse } from '../../lib/validate';
import { assertNotCommon, hashPassword } from './passwords';
import { findUserByEmail, updateUser } from './users.repository';

export type CreateAdminInput = {
  email: string;
  password: string;
  role: 'admin' | 'super_admin';
  firstName?: string;
  lastName?: string;
};

/** Creates an approved, verified administrator, or promotes the existing account with that email. */
export async function createOrPromoteAdmin(db: Db, input: CreateAdminInput) {
  const email = parse(emailSchema, input.email);
  const password = parse(newPasswordSchema, input.password);
  assertNotCommon(password);
  const now = new Date();
  const values = {
    passwordHash: await hashPassword(password),
    role: input.role,
    approvalStatus: 'approved' as const,
    rejectionReason: null,
    emailVerifiedAt: now,
    hasSeenTour: true,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  const existing = await findUserByEmail(db, email);
  if (existing) return { user: (await updateUser(db, existing.id, values))!, created: false };
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: input.firstName ?? 'Admin',
      lastName: input.lastName ?? 'FeederHub',
      ...values,
    })
    .returning();
  return { user, created: true };
}
