import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { setupTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/http';
import { SESSION_IDLE_MS } from './session';
import { deleteExpiredSessions, TOUCH_AFTER_MS } from './session-store';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** The user's one session row, its expiry in ms since the epoch (read the way the store reads it). */
async function sessionOf(userId: string) {
  const rows = await t.db
    .select({
      sid: sessions.sid,
      expiresAt: sql<number>`extract(epoch from ${sessions.expire}::timestamptz)::float8`,
    })
    .from(sessions)
    .where(sql`${sessions.sess}->'passport'->>'user' = ${userId}`);
  expect(rows).toHaveLength(1);
  return { sid: rows[0].sid, expiresAt: Number(rows[0].expiresAt) * 1000 };
}

/** Moves the stored expiry back, as if the last write had been `ms` ago. */
const ageSession = (sid: string, ms: number) =>
  t.db
    .update(sessions)
    .set({ expire: sql`${sessions.expire} - make_interval(secs => ${ms / 1000})` })
    .where(eq(sessions.sid, sid));

describe('session touch throttle', () => {
  it('does not rewrite the session row on every request', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    // Written 10 s ago: an unthrottled touch would move it 10 s on.
    await ageSession((await sessionOf(user.id)).sid, 10_000);
    const before = await sessionOf(user.id);
    for (let i = 0; i < 3; i++) await agent.get('/api/auth/user').expect(200);
    expect((await sessionOf(user.id)).expiresAt).toBe(before.expiresAt);
  });

  it('extends the idle timeout once the stored expiry lags behind by the throttle interval', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const { sid } = await sessionOf(user.id);
    await ageSession(sid, TOUCH_AFTER_MS + 5_000);
    const aged = (await sessionOf(user.id)).expiresAt;
    const start = Date.now();
    await agent.get('/api/auth/user').expect(200);
    const touched = (await sessionOf(user.id)).expiresAt;
    expect(touched).toBeGreaterThan(aged);
    // Rolling: a full idle period from this request (to the second, as connect-pg-simple stores it).
    expect(touched).toBeGreaterThanOrEqual(start + SESSION_IDLE_MS - 1_000);
  });

  it('still rewrites a modified session at once', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const { sid } = await sessionOf(user.id);
    await agent.post('/api/auth/logout').expect((res) => expect(res.status).toBeLessThan(300));
    const [row] = await t.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect((row?.sess as any)?.passport?.user).toBeUndefined();
    expectError(await agent.get('/api/auth/user'), 401, 'UNAUTHORIZED');
  });

  it('refuses a session whose stored expiry has passed, however recent its cookie', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const { sid } = await sessionOf(user.id);
    await ageSession(sid, SESSION_IDLE_MS + 1_000);
    expectError(await agent.get('/api/auth/user'), 401, 'UNAUTHORIZED');
  });
});

describe('the user read with the session', () => {
  it('sees a change to the user row on the very next request', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    await agent.get('/api/notifications/unread-count').expect(200);
    await t.db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, user.id));
    expectError(await agent.get('/api/notifications/unread-count'), 403, 'PENDING_APPROVAL');
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Test' })
      .where(eq(users.id, user.id));
    expectError(await agent.get('/api/auth/user'), 401, 'UNAUTHORIZED');
  });

  it('answers as the signed-in user, not another one', async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    const [agentA, agentB] = [await t.agentFor(a), await t.agentFor(b)];
    const [resA, resB] = await Promise.all([agentA.get('/api/auth/user'), agentB.get('/api/auth/user')]);
    expect(resA.body.email).toBe(a.email);
    expect(resB.body.email).toBe(b.email);
  });
});

describe('expired sessions', () => {
  it('are deleted by the sweep; live ones stay', async () => {
    const [stale, live] = [await t.createUser(), await t.createUser()];
    await t.agentFor(stale);
    const agent = await t.agentFor(live);
    await ageSession((await sessionOf(stale.id)).sid, SESSION_IDLE_MS + 60_000);
    await deleteExpiredSessions(t.database);
    const left = await t.db
      .select({ user: sql<string>`${sessions.sess}->'passport'->>'user'` })
      .from(sessions)
      .where(sql`${sessions.sess}->'passport'->>'user' in (${stale.id}, ${live.id})`);
    expect(left.map((r) => r.user)).toEqual([live.id]);
    await agent.get('/api/auth/user').expect(200);
  });
});
