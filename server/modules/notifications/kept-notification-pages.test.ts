import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';

/** Issue 28: a page of the notification list is kept while its rows and counts are unchanged (kept-pages.ts). */
let t: TestApp;
let user: Awaited<ReturnType<TestApp['createUser']>>;

const add = (title: string) =>
  t.db
    .insert(notifications)
    .values({ userId: user.id, type: 'system_message', title, message: `${title} message` })
    .returning();

async function list(query: Record<string, string> = {}) {
  const res = await (await t.agentFor(user)).get('/api/notifications').query(query);
  expect(res.status).toBe(200);
  return {
    total: res.headers['x-total-count'],
    body: res.body as { id: string; title: string; read: boolean }[],
  };
}

beforeAll(async () => {
  t = await setupTestApp();
  user = await t.createUser();
  await add('First');
});

describe('a kept notification page', () => {
  it('shows a notice marked read or retitled by SQL by hand at the next read', async () => {
    const [notice] = (await list()).body;
    expect(notice.read).toBe(false);
    await t.db.update(notifications).set({ read: true }).where(eq(notifications.id, notice.id));
    expect((await list()).body[0].read).toBe(true);
    expect((await list({ unread: 'true' })).body).toEqual([]);
    await t.db.update(notifications).set({ title: 'Renamed' }).where(eq(notifications.id, notice.id));
    expect((await list()).body[0].title).toBe('Renamed');
  });

  it('shows a new notice with the new total', async () => {
    await list();
    await add('Second');
    const page = await list();
    expect(page.total).toBe('2');
    expect(page.body.map((n) => n.title)).toEqual(['Second', 'Renamed']);
  });
});
