import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { availabilityBody, cargoRequestBody } from '../../test/matching-factories';

/**
 * PRODUCT.md 37: a price or budget keeps the currency it was entered in; matching compares them at the one dated
 * rate (seeded: the ECB reference rate of 28 February 2025, 1 EUR = 1.0411 USD), never at a fixed factor.
 */
let t: TestApp;
let carrier: TestAgent;
let shipper: TestAgent;
let carrierId: string;

type Match = {
  currency: string;
  pricePerTEU: number;
  vesselDetails: { availabilityId: string };
  breakdown: { price: { score: number; pricePerTEU: number; maxPricePerTEU: number | null } };
};

beforeAll(async () => {
  t = await setupTestApp();
  const [c, s] = await Promise.all([
    t.createUser({ role: 'shipowner' }),
    t.createUser({ role: 'cargo_owner' }),
  ]);
  [carrier, shipper] = await Promise.all([t.agentFor(c), t.agentFor(s)]);
  carrierId = c.id;
});

describe('prices keep their currency (PRODUCT.md 37)', () => {
  it('stores and answers a capacity priced in EUR and a budget in EUR, as entered', async () => {
    const cap = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ pricePerTEU: 200, priceCurrency: 'EUR', vesselName: 'Euro Trader' }))
      .expect(201);
    expect(cap.body.data).toMatchObject({ pricePerTEU: 200, priceCurrency: 'EUR' });
    // The all-in price is in USD: the EUR freight converted at the dated rate, plus fuel and ETS, the same as a
    // capacity quoted at the converted figure in USD.
    const inUsd = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ pricePerTEU: 208.22, vesselName: 'Dollar Trader' }))
      .expect(201);
    expect(cap.body.data.footprint.price.freight).toBe(208.22);
    expect(cap.body.data.footprint.price.allIn).toBe(inUsd.body.data.footprint.price.allIn);
    const listed = (await carrier.get('/api/algorithm/vessel-availabilities').expect(200)).body.data as {
      id: string;
      footprint: { price: { allIn: number } };
    }[];
    expect(listed.find((a) => a.id === cap.body.data.id)!.footprint.price.allIn).toBe(
      inUsd.body.data.footprint.price.allIn,
    );
    const req = await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ maxPricePerTEU: 200, maxPriceCurrency: 'EUR' }))
      .expect(201);
    expect(req.body.data).toMatchObject({ maxPricePerTEU: 200, maxPriceCurrency: 'EUR' });
    const match = (req.body.matchingResult.matches as Match[]).find(
      (m) => m.vesselDetails.availabilityId === cap.body.data.id,
    )!;
    // EUR 200 against a EUR 200 budget: a full price fit, the match priced in the capacity's currency.
    expect(match).toMatchObject({ currency: 'EUR', pricePerTEU: 200 });
    expect(match.breakdown.price.score).toBe(1);
    // Compared in USD at the dated rate: 200 × 1.0411.
    expect(match.breakdown.price.pricePerTEU).toBe(208.22);
    expect(match.breakdown.price.maxPricePerTEU).toBe(208.22);

    // A counter-offer on it is told in the match's currency, not in dollars (issue 24: the price to act on).
    await shipper
      .put(`/api/algorithm/matches/${(match as Match & { id: string }).id}/counter`)
      .send({ pricePerTEU: 190 })
      .expect(200);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, carrierId));
    expect(notices.find((n) => n.title === 'Counter-offer on a match')?.message).toContain(
      'offers 190.00 EUR per TEU for 20 TEU on Euro Trader',
    );
  });

  it('compares a EUR price with a USD budget at the dated rate, and follows a new rate', async () => {
    const cap = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ pricePerTEU: 200, priceCurrency: 'EUR', vesselName: 'Rate Trader' }))
      .expect(201);
    const budget = async () => {
      const req = await shipper
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ maxPricePerTEU: 205 }))
        .expect(201);
      expect(req.body.data.maxPriceCurrency).toBe('USD');
      return (req.body.matchingResult.matches as Match[]).find(
        (m) => m.vesselDetails.availabilityId === cap.body.data.id,
      )!.breakdown.price;
    };
    // 208.22 USD against 205: 1.57 % over the budget (a 1.08 factor would have said 216 USD, 5.4 % over).
    const before = await budget();
    expect(before.pricePerTEU).toBe(208.22);
    expect(before.score).toBeLessThan(1);
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    await admin
      .put('/api/exchange-rate')
      .send({ rate: 1.02, rateDate: '2026-11-26', source: 'test rate' })
      .expect(200);
    const after = await budget();
    expect(after.pricePerTEU).toBe(204);
    expect(after.score).toBe(1);
  });

  it('refuses a currency on a capacity made from a ship offering (it takes the offering’s)', async () => {
    const res = await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send({
        shipOfferingId: '00000000-0000-4000-8000-000000000000',
        priceCurrency: 'EUR',
        cargoTypes: ['general'],
        contactName: 'Ops',
        contactEmail: 'o@x.example',
      })
      .expect(400);
    expect(res.body.issues.map((i: { field: string }) => i.field)).toContain('priceCurrency');
  });
});
