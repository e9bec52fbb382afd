import { describe, expect, it } from 'vitest';
import { issueToken } from '../modules/auth/email-tokens';
import { PASSWORD, setupTestApp } from '../test/harness';
import { SESSION_ABSOLUTE_MS } from './session';

const t = await setupTestApp();
const HOUR = 3600_000;
const sessionsOf = async (id: string) =>
  (await t.database.pool.query(`select sid from session where sess->'passport'->>'user' = $1`, [id])).rows;

describe('session lifetime and ending other sessions (issue 12)', () => {
  it('ends a sign-in after 12 hours however active it stays; signing in again works', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    // A request every hour keeps the idle timeout (2 h) from ever running out.
    for (let h = 1; h < SESSION_ABSOLUTE_MS / HOUR; h++) {
      t.advanceClock(HOUR);
      await agent.get('/api/auth/user').expect(200);
    }
    t.advanceClock(HOUR);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    await agent.post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await agent.get('/api/auth/user').expect(200);
  });

  it('a password reset ends every other session and keeps the one it was made from', async () => {
    const user = await t.createUser();
    const here = await t.agentFor(user);
    const elsewhere = await t.agentFor(user);
    const token = await issueToken(t.db, user.id, 'reset_password', t.now());
    await here.post('/api/auth/reset-password').send({ token, password: 'Quay-Side-Lantern-7' }).expect(200);
    await here.get('/api/auth/user').expect(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('a reset from a signed-out browser (or another user’s session) ends all of them', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const a = await t.agentFor(user);
    const b = await t.agentFor(user);
    const stranger = await t.agentFor(other);
    const token = await issueToken(t.db, user.id, 'reset_password', t.now());
    await stranger
      .post('/api/auth/reset-password')
      .send({ token, password: 'Quay-Side-Lantern-7' })
      .expect(200);
    for (const agent of [a, b]) expect((await agent.get('/api/auth/user')).status).toBe(401);
    await stranger.get('/api/auth/user').expect(200);
  });

  it('deleting the account ends its sessions everywhere', async () => {
    const user = await t.createUser();
    const here = await t.agentFor(user);
    const elsewhere = await t.agentFor(user);
    await here.delete('/api/auth/user').send({ password: PASSWORD }).expect(204);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('a super admin changing a role ends the user’s sessions (the change applies at the next sign-in)', async () => {
    const boss = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    await boss.patch(`/api/admin/users/${user.id}/role`).send({ role: 'cargo_owner' }).expect(200);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
