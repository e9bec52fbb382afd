import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: TestAgent;
let user: TestAgent;

beforeAll(async () => {
  t = await setupTestApp();
  const [a, u] = await Promise.all([t.createUser({ role: 'admin' }), t.createUser()]);
  [admin, user] = await Promise.all([t.agentFor(a), t.agentFor(u)]);
});

describe('the dated EUR/USD rate (PRODUCT.md 37)', () => {
  it('answers the seeded ECB reference rate to anyone, with its day and source', async () => {
    const res = await t.request().get('/api/exchange-rate').expect(200);
    expect(res.body).toEqual({
      base: 'EUR',
      quote: 'USD',
      rate: 1.0411,
      rateDate: '2025-02-28',
      source: 'ECB euro foreign exchange reference rate, 28 February 2025',
      setAt: null,
    });
  });

  it('is set by administrators only; the newest day is the rate; a day set again takes the new value', async () => {
    const body = { rate: 1.0523, rateDate: '2026-11-26', source: 'ECB reference rate, 26 November 2026' };
    await t.request().put('/api/exchange-rate').send(body).expect(401);
    await user.put('/api/exchange-rate').send(body).expect(403);
    const set = await admin.put('/api/exchange-rate').send(body).expect(200);
    expect(set.body).toMatchObject({ ...body, base: 'EUR', quote: 'USD' });
    expect(typeof set.body.setAt).toBe('string');
    // An older day does not replace the newer one as the rate conversions use.
    await admin
      .put('/api/exchange-rate')
      .send({ rate: 1.2, rateDate: '2026-01-02', source: 'ECB reference rate, 2 January 2026' })
      .expect(200);
    expect((await t.request().get('/api/exchange-rate').expect(200)).body).toMatchObject(body);
    await admin
      .put('/api/exchange-rate')
      .send({ ...body, rate: 1.0519 })
      .expect(200);
    expect((await user.get('/api/exchange-rate').expect(200)).body.rate).toBe(1.0519);
  });

  it('refuses a rate that is not positive, too fine, or without a day or source, naming the field', async () => {
    const ok = { rate: 1.05, rateDate: '2026-11-20', source: 'ECB' };
    for (const [field, bad] of [
      ['rate', { ...ok, rate: 0 }],
      ['rate', { ...ok, rate: 1.0000001 }],
      ['rateDate', { ...ok, rateDate: '2026-02-30' }],
      ['source', { ...ok, source: '  ' }],
      ['currency', { ...ok, currency: 'GBP' }],
    ] as const) {
      const res = await admin.put('/api/exchange-rate').send(bad).expect(400);
      expect(res.body.issues[0].field).toBe(field);
    }
  });
});

describe('the display currency (PRODUCT.md 37)', () => {
  it('is USD at first, and the user may choose EUR or USD only', async () => {
    expect((await user.get('/api/auth/user').expect(200)).body.displayCurrency).toBe('USD');
    const res = await user.patch('/api/auth/user').send({ displayCurrency: 'EUR' }).expect(200);
    expect(res.body.displayCurrency).toBe('EUR');
    expect((await user.get('/api/auth/user').expect(200)).body.displayCurrency).toBe('EUR');
    const bad = await user.patch('/api/auth/user').send({ displayCurrency: 'GBP' }).expect(400);
    expect(bad.body.issues[0].field).toBe('displayCurrency');
  });
});
