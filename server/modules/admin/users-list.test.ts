import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectUserDto, expectValidation } from '../../test/http';
import { expectNoPasswordFields } from '../../test/no-secrets';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['agentFor']>>;
let seq = 0;
beforeAll(async () => {
  t = await setupTestApp();
  adminAgent = await t.agentFor(await t.createUser({ role: 'super_admin' }));
});

type Opts = Parameters<TestApp['createUser']>[0] & {
  firstName?: string;
  lastName?: string;
  company?: string;
};
/** A user with its own names; `tag` goes into the company so one test's rows can be searched apart. */
async function person(tag: string, { firstName = 'Test', lastName = 'User', company, ...opts }: Opts = {}) {
  const user = await t.createUser({
    ...opts,
    email: `${firstName.toLowerCase()}-${tag}-${seq++}@example.com`,
  });
  const [row] = await t.db
    .update(users)
    .set({ firstName, lastName, companyName: company ?? `Company ${tag}` })
    .where(eq(users.id, user.id))
    .returning();
  return row;
}
const tagOf = () => `t${Date.now().toString(36)}${seq++}`;
const list = (query: Record<string, string | number>) => adminAgent.get('/api/admin/users').query(query);
const idsOf = (res: { body: { users: { id: string }[] } }) => res.body.users.map((u) => u.id);

describe('GET /api/admin/users', () => {
  it('answers { users } as public user DTOs, newest first, with the total in X-Total-Count', async () => {
    const tag = tagOf();
    const older = await person(tag);
    t.advanceClock(1000);
    await t.db
      .update(users)
      .set({ createdAt: t.now() })
      .where(eq(users.id, (await person(tag)).id));
    const res = await list({ search: tag });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['users']);
    expect(res.headers['x-total-count']).toBe('2');
    for (const { suspendedAt, suspensionReason, ...user } of res.body.users) {
      expectUserDto(user);
      expect({ suspendedAt, suspensionReason }).toEqual({ suspendedAt: null, suspensionReason: null });
    }
    expectNoPasswordFields(res.body);
    expect(idsOf(res)[1]).toBe(older.id);
  });

  it('searches name, email and company case-insensitively, with % and _ taken literally', async () => {
    const tag = tagOf();
    const byName = await person(tag, { firstName: 'Ingrid', lastName: `Holm${tag}` });
    const byCompany = await person(tag, { company: `Baltic ${tag.toUpperCase()} Lines` });
    expect(idsOf(await list({ search: `ingrid holm${tag.toUpperCase()}` }))).toEqual([byName.id]);
    expect(idsOf(await list({ search: byName.email.toUpperCase() }))).toEqual([byName.id]);
    expect(idsOf(await list({ search: `baltic ${tag}` }))).toEqual([byCompany.id]);
    const none = await list({ search: `${tag}%_` });
    expect(none.body.users).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('filters by role, approval status and account type', async () => {
    const tag = tagOf();
    const owner = await person(tag, { role: 'shipowner' });
    const pending = await person(tag, { role: 'cargo_owner', approvalStatus: 'pending' });
    const rejected = await person(tag, { approvalStatus: 'rejected' });
    expect(idsOf(await list({ search: tag, role: 'shipowner' }))).toEqual([owner.id]);
    expect(idsOf(await list({ search: tag, approvalStatus: 'pending' }))).toEqual([pending.id]);
    expect(idsOf(await list({ search: tag, approvalStatus: 'rejected', role: 'user' }))).toEqual([
      rejected.id,
    ]);
    await t.db.update(users).set({ userType: 'freight_forwarder' }).where(eq(users.id, pending.id));
    expect(idsOf(await list({ search: tag, userType: 'freight_forwarder' }))).toEqual([pending.id]);
    expect(idsOf(await list({ search: tag, userType: 'broker' }))).toEqual([]);
    const admins = await list({ role: 'super_admin' });
    expect(admins.body.users.length).toBeGreaterThan(0);
    expect(admins.body.users.every((u: { role: string }) => u.role === 'super_admin')).toBe(true);
  });

  it('sorts by name and email in both directions', async () => {
    const tag = tagOf();
    const clara = await person(tag, { firstName: 'clara' });
    const anna = await person(tag, { firstName: 'Anna' });
    const bruno = await person(tag, { firstName: 'Bruno' });
    expect(idsOf(await list({ search: tag, sort: 'name', order: 'asc' }))).toEqual([
      anna.id,
      bruno.id,
      clara.id,
    ]);
    expect(idsOf(await list({ search: tag, sort: 'name', order: 'desc' }))).toEqual([
      clara.id,
      bruno.id,
      anna.id,
    ]);
    expect(idsOf(await list({ search: tag, sort: 'email', order: 'asc' }))).toEqual([
      anna.id,
      bruno.id,
      clara.id,
    ]);
  });

  it('pages without overlap; the default page size is 25 and the largest 100', async () => {
    const tag = tagOf();
    for (let i = 0; i < 5; i++) await person(tag);
    const first = await list({ search: tag, pageSize: 2, sort: 'email' });
    const second = await list({ search: tag, pageSize: 2, page: 2, sort: 'email' });
    const last = await list({ search: tag, pageSize: 2, page: 3, sort: 'email' });
    expect([first, second, last].map((r) => r.headers['x-total-count'])).toEqual(['5', '5', '5']);
    const all = [...idsOf(first), ...idsOf(second), ...idsOf(last)];
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
    expect((await list({ search: tag, page: 4, pageSize: 2 })).body.users).toEqual([]);

    for (let i = 0; i < 26; i++) await person('bulk');
    expect((await list({})).body.users).toHaveLength(25);
    expect((await list({ pageSize: 100 })).status).toBe(200);
  });

  it('answers 400 with field issues for bad query values', async () => {
    expectValidation(await list({ pageSize: 101 }), [{ field: 'pageSize', message: 'Enter a valid number' }]);
    const res = await list({
      role: 'pirate',
      sort: 'password',
      page: 0,
      approvalStatus: 'maybe',
      userType: 'pirate',
    });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.issues.map((i: { field: string }) => i.field).sort()).toEqual([
      'approvalStatus',
      'page',
      'role',
      'sort',
      'userType',
    ]);
    expectValidation(await list({ search: 'x'.repeat(201) }), [
      { field: 'search', message: 'This value is too long' },
    ]);
  });
});

describe.each(['/api/admin/users', '/api/admin/activities', '/api/admin/audit-logs'])(
  'GET %s access',
  (path) => {
    it('is refused to anonymous callers (401), other roles (403) and pending users (403)', async () => {
      expectError(await t.request().get(path), 401, 'UNAUTHORIZED');
      const owner = await t.agentFor(await t.createUser({ role: 'shipowner' }));
      expectError(await owner.get(path), 403, 'FORBIDDEN');
      const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
      expectError(await pending.get(path), 403, 'PENDING_APPROVAL');
      const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
      const res = await admin.get(path);
      expect(res.status).toBe(200);
      expectNoPasswordFields(res.body);
    });
  },
);
