import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { setupTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { createOrPromoteAdmin } from './create-admin';
import { verifyPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const ADMIN_PASSWORD = 'Quay-Wall-Sunrise-19';
const rowsWith = (email: string) => t.db.select().from(users).where(eq(users.email, email));
async function refusal(input: Parameters<typeof createOrPromoteAdmin>[1]) {
  try {
    await createOrPromoteAdmin(t.db, input);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('createOrPromoteAdmin', () => {
  it('creates an approved, verified administrator who can sign in and reach the admin calls', async () => {
    const email = uniqueEmail('root');
    const { user, created } = await createOrPromoteAdmin(t.db, {
      email: ` ${email.toUpperCase()} `,
      password: ADMIN_PASSWORD,
      role: 'super_admin',
    });
    expect(created).toBe(true);
    const [row] = await rowsWith(email);
    expect(row).toMatchObject({
      id: user.id,
      role: 'super_admin',
      approvalStatus: 'approved',
      hasSeenTour: true,
      firstName: 'Admin',
      lastName: 'FeederHub',
    });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(row.passwordHash).not.toContain(ADMIN_PASSWORD);
    expect(await verifyPassword(ADMIN_PASSWORD, row.passwordHash)).toBe(true);

    const agent = await t.agentFor({ email }, ADMIN_PASSWORD);
    expect((await agent.get('/api/admin/pending-users')).status).toBe(200);
  });

  it('uses the given names', async () => {
    const email = uniqueEmail('named');
    await createOrPromoteAdmin(t.db, {
      email,
      password: ADMIN_PASSWORD,
      role: 'admin',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect((await rowsWith(email))[0]).toMatchObject({
      role: 'admin',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('promotes an existing account instead of creating a second one', async () => {
    const existing = await t.createUser({ approvalStatus: 'rejected', verified: false, role: 'shipowner' });
    const { user, created } = await createOrPromoteAdmin(t.db, {
      email: existing.email,
      password: ADMIN_PASSWORD,
      role: 'admin',
    });
    expect(created).toBe(false);
    expect(user.id).toBe(existing.id);
    const rows = await rowsWith(existing.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'admin',
      approvalStatus: 'approved',
      rejectionReason: null,
      firstName: 'Test',
      lastName: 'User',
    });
    expect(rows[0].emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(ADMIN_PASSWORD, rows[0].passwordHash)).toBe(true);
    await t.agentFor(existing, ADMIN_PASSWORD);
  });

  it.each(['password123', 'qwertyuiop', 'Password1'])('refuses the common password %s', async (password) => {
    const email = uniqueEmail('weak');
    const err = await refusal({ email, password, role: 'admin' });
    expect(err.extra.issues).toEqual([
      {
        field: 'password',
        key: 'validation.passwordCommon',
        message: 'This password is too common. Please choose another one.',
      },
    ]);
    expect(await rowsWith(email)).toHaveLength(0);
  });

  it('refuses a short or over-long password and an invalid email', async () => {
    const email = uniqueEmail('short');
    expect((await refusal({ email, password: 'Ab1-xyz', role: 'admin' })).message).toBe(
      'Password must be at least 8 characters',
    );
    expect((await refusal({ email, password: 'é'.repeat(40), role: 'admin' })).message).toBe(
      'Password must be at most 72 bytes',
    );
    expect((await refusal({ email: 'not-an-email', password: ADMIN_PASSWORD, role: 'admin' })).message).toBe(
      'Invalid email address',
    );
    expect(await rowsWith(email)).toHaveLength(0);
  });

  it('leaves an existing account unchanged when the password is refused', async () => {
    const existing = await t.createUser({ approvalStatus: 'pending' });
    await refusal({ email: existing.email, password: 'password123', role: 'super_admin' });
    expect((await rowsWith(existing.email))[0]).toMatchObject({
      role: 'user',
      approvalStatus: 'pending',
      passwordHash: existing.passwordHash,
    });
  });
});
