import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';
import { insertOffering } from '../../test/marketplace-factories';
import { KEPT_RATE_TTL_MS } from './kept-rate';

// One app instance on a clock that moves only when the test moves it: what a quote reads within a second of the
// last read is decided by the writes alone, not by how fast the test runs.
let t: TestApp;
let nowMs = Date.now();
let app: ReturnType<TestApp['createAppInstance']>;
let admin: ReturnType<typeof supertest.agent>;
let user: ReturnType<typeof supertest.agent>;
let userId: string;

beforeAll(async () => {
  t = await setupTestApp();
  app = t.createAppInstance({ clock: () => new Date(nowMs) });
  const [a, u] = await Promise.all([t.createUser({ role: 'admin' }), t.createUser()]);
  userId = u.id;
  [admin, user] = [supertest.agent(app), supertest.agent(app)];
  await admin.post('/api/auth/login').send({ email: a.email, password: PASSWORD }).expect(200);
  await user.post('/api/auth/login').send({ email: u.email, password: PASSWORD }).expect(200);
});

const quotedRate = async () => {
  const res = await user
    .post('/api/smartfeeder/quote')
    .send({ originPort: 'DEHAM', destinationPort: 'NLRTM' })
    .expect(200);
  return res.body.assumptions.find((a: { key: string }) => a.key === 'eurUsd').value as number;
};

describe('the rate a quote reads, kept a second per app (issue 28)', () => {
  it('is read again at once after a rate set through the API, within a second after one set elsewhere', async () => {
    expect(await quotedRate()).toBe(1.0411);
    // Set through this process: the next quote has it, though the clock has not moved.
    await admin
      .put('/api/exchange-rate')
      .send({ rate: 1.0601, rateDate: '2026-11-20', source: 'ECB reference rate, 20 November 2026' })
      .expect(200);
    expect(await quotedRate()).toBe(1.0601);
    // Set by another instance (here by hand in SQL): kept until the second is over, then read.
    await t.db
      .insert(exchangeRates)
      .values({ rate: '1.0702', rateDate: '2026-11-21', source: 'ECB reference rate, 21 November 2026' });
    expect(await quotedRate()).toBe(1.0601);
    // A saved calculation states the rate it was computed at: it reads the rate itself.
    const saved = await user
      .post('/api/smartfeeder-calculations')
      .send({
        originPort: 'DEHAM',
        destinationPort: 'NLRTM',
        calculationInputs: { originPort: 'DEHAM', destinationPort: 'NLRTM', cargoWeight: 1000 },
        calculationResults: {},
        status: 'completed',
      })
      .expect(201);
    expect(
      saved.body.calculationResults.assumptions.find((a: { key: string }) => a.key === 'eurUsd').value,
    ).toBe(1.0702);
    nowMs += KEPT_RATE_TTL_MS;
    expect(await quotedRate()).toBe(1.0702);
  });
});

describe("the rate the owner's offerings read, the same kept rate (issue 28)", () => {
  const allIn = async () => {
    const res = await user.get('/api/ship-offerings/my').expect(200);
    return res.body[0].footprint.price.allIn as number;
  };

  it('is read again at once after a rate set through the API', async () => {
    await insertOffering(t.db, userId, { priceCurrency: 'EUR', price: 140 });
    const before = await allIn();
    expect(await allIn()).toBe(before);
    await admin
      .put('/api/exchange-rate')
      .send({ rate: 1.2, rateDate: '2026-11-22', source: 'ECB reference rate, 22 November 2026' })
      .expect(200);
    // The clock has not moved: only the write's drop makes the list convert at the new rate.
    expect(await allIn()).toBeGreaterThan(before);
  });
});
