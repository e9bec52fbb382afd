import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGroups } from '../../api-routes';
import { declaredRoutes } from '../../lib/route-declaration';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { writeBudgets } from './rate-limit.service';

// Issue 22: every creation has a per-user budget, 429 with Retry-After beyond, shared across instances.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const budgeted = [...declaredRoutes(apiGroups)].filter(([, r]) => r.budget);

describe('write budgets', () => {
  it('cover every creation the issue names', () => {
    expect(budgeted.map(([key, r]) => `${key} ${r.budget}`).sort()).toEqual([
      'POST /api/algorithm/cargo-requests cargoRequests',
      'POST /api/algorithm/vessel-availabilities availabilities',
      'POST /api/greenrefit/assessments assessments',
      'POST /api/ship-booking-requests bookingRequests',
      'POST /api/ship-offerings offerings',
      'POST /api/smartfeeder-calculations calculations',
      'POST /api/vessels vessels',
    ]);
  });

  it.each(budgeted)(
    '%s: every attempt counts; beyond the budget a 429 with Retry-After, on every instance',
    async (key, r) => {
      const path = key.split(' ')[1];
      const { limit } = writeBudgets[r.budget!];
      const owner = await t.createUser({ role: 'shipowner' });
      const agent = await t.agentFor(owner);
      // Refused attempts (an empty body) spend the budget as well: a flood of bad writes is capped too.
      for (let i = 0; i < limit; i++) expect((await agent.post(path).send({})).status).toBe(400);
      const spent = await agent.post(path).send({});
      expectError(spent, 429, 'RATE_LIMITED');
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(spent.headers['retry-after'])).toBeLessThanOrEqual(3600);

      // The same session on a second instance (same database) finds the budget spent as well.
      const login = await t
        .request()
        .post('/api/auth/login')
        .send({ email: owner.email, password: PASSWORD });
      const elsewhere = await supertest(t.createAppInstance())
        .post(path)
        .set('Cookie', login.headers['set-cookie'])
        .send({});
      expectError(elsewhere, 429, 'RATE_LIMITED');

      // Another user's budget is their own.
      const colleague = await t.agentFor(await t.createUser({ role: 'shipowner' }));
      expect((await colleague.post(path).send({})).status).toBe(400);
    },
  );

  it('is given back after the hour', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(owner);
    const { limit } = writeBudgets.vessels;
    for (let i = 0; i < limit; i++) await agent.post('/api/vessels').send({});
    expect((await agent.post('/api/vessels').send({})).status).toBe(429);
    t.advanceClock(3600_000 + 1000);
    expect((await agent.post('/api/vessels').send({})).status).toBe(400);
  });
});
