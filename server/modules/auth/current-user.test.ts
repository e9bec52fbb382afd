import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import {
  expectError,
  expectNoLeak,
  expectUserDto,
  expectValidation,
  sessionSetCookie,
} from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const userCount = async () => Number((await t.db.select({ n: count() }).from(users))[0].n);
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/health', () => {
  it('answers ok without a cookie', async () => {
    const res = await t.request().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('current user', () => {
  it('answers 401 when signed out', async () => {
    expectError(await t.request().get('/api/auth/user'), 401, 'UNAUTHORIZED');
    expectError(
      await t.request().patch('/api/auth/user').send({ preferredLanguage: 'de' }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await t.request().post('/api/auth/mark-tour-completed').send({}), 401, 'UNAUTHORIZED');
  });

  it('answers the user object itself with the documented fields', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    const res = await agent.get('/api/auth/user');
    expect(res.status).toBe(200);
    expectUserDto(res.body);
    const row = await rowOf(user.id);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      companyName: null,
      role: 'shipowner',
      userType: null,
      approvalStatus: 'approved',
      rejectionReason: null,
      profileImageUrl: null,
      preferences: { hasSeenTour: false },
      isEmailVerified: true,
      preferredLanguage: 'en',
      displayCurrency: 'USD',
      lastLoginAt: new Date(row.lastLoginAt!).toISOString(),
      createdAt: new Date(row.createdAt).toISOString(),
    });
  });

  it('reports an unverified email as isEmailVerified false', async () => {
    const agent = await t.agentFor(await t.createUser({ verified: false }));
    expect((await agent.get('/api/auth/user')).body.isEmailVerified).toBe(false);
  });

  it('PATCH changes the preferred language and nothing else', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const res = await agent.patch('/api/auth/user').send({ preferredLanguage: 'zh' });
    expect(res.status).toBe(200);
    expectUserDto(res.body);
    expect(res.body.preferredLanguage).toBe('zh');
    expect((await rowOf(user.id)).preferredLanguage).toBe('zh');

    expectValidation(await agent.patch('/api/auth/user').send({ preferredLanguage: 'fr' }), [
      { field: 'preferredLanguage', key: 'validation.invalidLanguage', message: 'Unsupported language' },
    ]);
    const escalate = await agent
      .patch('/api/auth/user')
      .send({ preferredLanguage: 'de', role: 'super_admin', approvalStatus: 'approved' });
    expectValidation(escalate, [
      { field: 'role', message: 'Unknown field' },
      { field: 'approvalStatus', message: 'Unknown field' },
    ]);
    expect(await rowOf(user.id)).toMatchObject({ preferredLanguage: 'zh', role: 'user' });
  });

  it('mark-tour-completed records the tour as seen and answers the user', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    expectValidation(await agent.post('/api/auth/mark-tour-completed').send({ step: 3 }), [
      { field: 'step', message: 'Unknown field' },
    ]);
    expect((await rowOf(user.id)).hasSeenTour).toBe(false);
    const res = await agent.post('/api/auth/mark-tour-completed').send({});
    expect(res.status).toBe(200);
    expectUserDto(res.body);
    expect(res.body.preferences).toEqual({ hasSeenTour: true });
    expect((await rowOf(user.id)).hasSeenTour).toBe(true);
  });
});

describe('legacy and navigation endpoints', () => {
  it('POST /api/auth/init-super-admin answers 204 and creates no account', async () => {
    const before = await userCount();
    const res = await t
      .request()
      .post('/api/auth/init-super-admin')
      .send({ email: 'admin@feederhub.eu', password: 'admin123' });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(
      await t
        .request()
        .post('/api/auth/init-super-admin')
        .then((r) => r.status),
    ).toBe(204);
    expect(await userCount()).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.role, 'super_admin'))).toHaveLength(0);
  });

  it('POST /api/admin/login answers 410 whatever the body', async () => {
    const message =
      'Admin login was replaced with regular authentication. Please sign in with your email and password.';
    expectError(
      await t.request().post('/api/admin/login').send({ password: 'admin123' }),
      410,
      'GONE',
      message,
    );
    expectError(await t.request().post('/api/admin/login'), 410, 'GONE', message);
    const user = await t.createUser({ role: 'admin' });
    expectError(
      await t.request().post('/api/admin/login').send({ email: user.email, password: 'Harbour-Crane-42' }),
      410,
      'GONE',
      message,
    );
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    expectError(await t.request().get('/api/no-such-thing'), 404, 'NOT_FOUND', 'Not found');
    expectError(await t.request().delete('/api/auth/user/x'), 404, 'NOT_FOUND');
    // Guards sit on declared routes (ADR 011): a path no route declares is a 404 for everyone, signed in or not.
    expectError(await t.request().post('/api/notifications/x/y/z'), 404, 'NOT_FOUND');
  });

  it('answers malformed JSON and oversized bodies with JSON errors', async () => {
    const bad = await t
      .request()
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c",');
    expectError(bad, 400, 'BAD_REQUEST', 'Malformed request body');
    const big = await t
      .request()
      .post('/api/contact')
      .send({ name: 'x', email: 'a@b.cd', subject: 's', message: 'x'.repeat(200_000) });
    expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    expectNoLeak(big);
  });
});
