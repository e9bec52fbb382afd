import { asc, desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLogs, users } from '../../db/schema';
import { parseCsv } from '../../test/csv';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { insertOffering } from '../../test/marketplace-factories';
import { activityBatches, activityCsvHeader, userBatches } from './admin-export.service';

let t: TestApp;
let admin: TestUser;
let adminAgent: TestAgent;
beforeAll(async () => {
  ({ t, user: admin, agent: adminAgent } = await setupTestAppAs({ role: 'admin' }));
});

const paths = ['/api/admin/users/export', '/api/admin/activities/export', '/api/admin/audit-logs/export'];
let seq = 0;
const tagOf = () => `x${Date.now().toString(36)}${seq++}`;

/** Every page of a list, concatenated (the screen's view of the whole filtered list). */
async function allPages<T>(path: string, key: string, query: Record<string, string>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await adminAgent.get(path).query({ ...query, page, pageSize: 100 });
    expect(res.status).toBe(200);
    items.push(...res.body[key]);
    if (items.length >= Number(res.headers['x-total-count'])) return items;
  }
}

async function download(path: string, query: Record<string, string>) {
  const res = await adminAgent.get(path).query(query).buffer(true);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { res, rows: parseCsv(res.text) };
}

/** Bulk rows, 500 a statement. */
async function insertUsers(values: (typeof users.$inferInsert)[]) {
  for (let i = 0; i < values.length; i += 500) await t.db.insert(users).values(values.slice(i, i + 500));
}

describe.each(paths)('GET %s access', (path) => {
  it('only administrators download: anonymous 401, pending 403, approved users 403', async () => {
    expectError(await t.request().get(path), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await pending.get(path), 403, 'PENDING_APPROVAL');
    for (const role of ['user', 'shipowner', 'cargo_owner'] as const) {
      const agent = await t.agentFor(await t.createUser({ role }));
      expectError(await agent.get(path), 403, 'FORBIDDEN');
    }
    const superAgent = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    expect((await superAgent.get(path)).status).toBe(200);
    expect((await adminAgent.get(path)).status).toBe(200);
  });
});

describe('GET /api/admin/users/export', () => {
  it('is the filtered, sorted screen as a dated CSV attachment, formulas defused', async () => {
    const tag = tagOf();
    const names = ['=cmd|calc', 'Anna', 'bruno', 'Anna', 'Chloé, "Cee"', '@Dora'];
    for (const [i, firstName] of names.entries()) {
      await insertUsers([
        {
          email: `${tag}-${i}@example.com`,
          passwordHash: 'x',
          firstName,
          lastName: i === 3 ? 'Zed' : 'Holm',
          role: i === 2 ? 'shipowner' : 'cargo_owner',
          approvalStatus: 'approved',
          companyName: i === 1 ? '+Evil Co' : i === 3 ? 'Acme;=1+1;' : null,
          userType: 'cargo_owner',
        },
      ]);
    }
    const query = { search: tag, role: 'cargo_owner', sort: 'name', order: 'desc' };
    const screen = await allPages<{
      id: string;
      email: string;
      firstName: string;
      companyName: string | null;
    }>('/api/admin/users', 'users', query);
    const { res, rows } = await download('/api/admin/users/export', query);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="feederhub-users-${t.now().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.text.startsWith('\uFEFF"ID","First name","Last name","Email",')).toBe(true);
    const [header, ...data] = rows;
    expect(header).toHaveLength(13);
    expect(data.map((r) => r[0])).toEqual(screen.map((u) => u.id));
    expect(data.map((r) => r[3])).toEqual(screen.map((u) => u.email));
    expect(data).toHaveLength(5);
    const byEmail = new Map(data.map((r) => [r[3], r]));
    expect(byEmail.get(`${tag}-0@example.com`)![1]).toBe("'=cmd|calc");
    expect(byEmail.get(`${tag}-5@example.com`)![1]).toBe("'@Dora");
    expect(byEmail.get(`${tag}-4@example.com`)![1]).toBe('Chloé, "Cee"');
    expect(byEmail.get(`${tag}-1@example.com`)![4]).toBe("'+Evil Co");
    expect(byEmail.get(`${tag}-3@example.com`)![4]).toBe("Acme;'=1+1;");
    // Opened with German settings (`;` separates cells), no cell starts a formula either.
    for (const cell of parseCsv(res.text, ';').flat()) expect(cell).not.toMatch(/^[=+\-@]/);
    expect(byEmail.get(`${tag}-1@example.com`)!.slice(5, 11)).toEqual([
      'cargo_owner',
      'cargo_owner',
      'approved',
      '',
      '',
      'no',
    ]);
  });

  it('refuses a bad filter with a 400 before anything is streamed; paging keys are ignored', async () => {
    expectValidation(await adminAgent.get('/api/admin/users/export').query({ role: 'pirate' }), [
      { field: 'role', message: 'Invalid value' },
    ]);
    const tag = tagOf();
    await t.createUser({ email: `${tag}@example.com` });
    const { rows } = await download('/api/admin/users/export', { search: tag, page: '5', pageSize: '1' });
    expect(rows).toHaveLength(2);
  });

  it('streams 2,345 rows in keyset batches: complete, in the screen order, ties broken by id', async () => {
    const tag = tagOf();
    const createdAt = new Date('2026-01-01T00:00:00.123Z');
    await insertUsers(
      Array.from({ length: 2345 }, (_, i) => ({
        email: `${tag}-${String(i).padStart(4, '0')}@example.com`,
        passwordHash: 'x',
        firstName: ['Ann', 'Ben', 'Cid'][i % 3],
        lastName: 'Same',
        approvalStatus: 'approved' as const,
        createdAt,
      })),
    );
    const inOrder = await t.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `${tag}-%`))
      .orderBy(desc(users.createdAt), asc(users.id));

    const { rows } = await download('/api/admin/users/export', { search: tag });
    expect(rows.slice(1).map((r) => r[0])).toEqual(inOrder.map((r) => r.id));

    // The same read batch by batch: three batches of at most 1,000 rows, nothing lost or repeated across ties.
    const sizes: number[] = [];
    const ids: string[] = [];
    for await (const batch of userBatches(t.db, { search: tag, sort: 'createdAt', order: 'desc' })) {
      sizes.push(batch.length);
      ids.push(...batch.map((u) => u.id));
    }
    expect(sizes).toEqual([1000, 1000, 345]);
    expect(ids).toEqual(inOrder.map((r) => r.id));

    // Sorted by name descending (ties on the name, the id ascending), in batches of 100 against the screen's pages.
    const screen = await allPages<{ id: string }>('/api/admin/users', 'users', {
      search: tag,
      sort: 'name',
      order: 'desc',
    });
    const named: string[] = [];
    for await (const batch of userBatches(t.db, { search: tag, sort: 'name', order: 'desc' }, 100))
      named.push(...batch.map((u) => u.id));
    expect(named).toEqual(screen.map((u) => u.id));
    expect(new Set(named).size).toBe(2345);
  });
});

describe('GET /api/admin/activities/export', () => {
  it('equals the filtered list, records named, across batches with equal timestamps', async () => {
    const user = await t.createUser();
    const offering = await insertOffering(t.db, user.id, {
      shipName: 'MV Nordlys',
      departureDate: new Date('2026-12-12T08:00:00Z'),
    });
    const at = new Date('2026-02-02T10:00:00.000Z');
    await t.db.insert(activities).values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: user.id,
        activityType: i % 2 ? 'create_ship_offering' : 'login',
        resource: i % 2 ? `ship_offering:${offering.id}` : 'session',
        createdAt: at,
      })),
    );
    const screen = await allPages<{ id: string; subject: unknown }>('/api/admin/activities', 'activities', {
      userId: user.id,
      activityType: 'create_ship_offering',
    });
    expect(screen).toHaveLength(11);
    expect(screen[0].subject).toEqual({
      kind: 'ship_offering',
      id: offering.id,
      name: 'MV Nordlys',
      detail: null,
      route: { origin: 'DEHAM', destination: 'NLRTM', date: '2026-12-12T08:00:00.000Z' },
    });
    const { res, rows } = await download('/api/admin/activities/export', {
      userId: user.id,
      activityType: 'create_ship_offering',
    });
    expect(res.headers['content-disposition']).toMatch(
      /filename="feederhub-activities-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(rows[0]).toEqual(activityCsvHeader);
    expect(rows.slice(1).map((r) => r[0])).toEqual(screen.map((a) => a.id));
    expect(rows[1].slice(2)).toEqual([
      'create_ship_offering',
      'success',
      'Test User',
      user.email,
      user.id,
      'ship_offering',
      'MV Nordlys · Hamburg → Rotterdam, 2026-12-12',
      offering.id,
      `ship_offering:${offering.id}`,
    ]);

    const all = await allPages<{ id: string }>('/api/admin/activities', 'activities', { userId: user.id });
    const batched: string[] = [];
    for await (const batch of activityBatches(t.db, { userId: user.id }, 5))
      batched.push(...batch.map((a) => a.id));
    expect(batched).toEqual(all.map((a) => a.id));
  });

  it('records who exported which list with which filters', async () => {
    const user = await t.createUser();
    await download('/api/admin/users/export', { role: 'shipowner' });
    const [row] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.activityType, 'export_csv'))
      .orderBy(desc(activities.createdAt))
      .limit(1);
    expect(row).toMatchObject({ userId: admin.id, resource: 'users' });
    expect(row.metadata).toMatchObject({ filters: { role: 'shipowner' } });
    expect(user).toBeTruthy();
  });
});

describe('GET /api/admin/audit-logs/export', () => {
  it('equals the filtered list with the changes before and after', async () => {
    const target = await t.createUser({ approvalStatus: 'pending' });
    await adminAgent
      .post(`/api/admin/reject-user/${target.id}`)
      .send({ reason: '=1+1, "quoted"' })
      .expect(200);
    const screen = await allPages<{ id: string }>('/api/admin/audit-logs', 'logs', { action: 'reject_user' });
    const { rows } = await download('/api/admin/audit-logs/export', { action: 'reject_user' });
    expect(rows.slice(1).map((r) => r[0])).toEqual(screen.map((l) => l.id));
    const [log] = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, target.id));
    const row = rows.find((r) => r[0] === log.id)!;
    expect(row.slice(2)).toEqual([
      'reject_user',
      'Test User',
      admin.email,
      admin.id,
      'user',
      `Test User · ${target.email}`,
      target.id,
      JSON.stringify({ approvalStatus: 'pending', rejectionReason: null }),
      JSON.stringify({ approvalStatus: 'rejected', rejectionReason: '=1+1, "quoted"' }),
    ]);
  });
});
