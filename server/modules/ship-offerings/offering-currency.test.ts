import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { expectValidation } from '../../test/http';
import { bookingBody, offeringBody } from '../../test/marketplace-factories';
import { confirmationContent } from '../bookings/confirmation-pdf';

/**
 * Issue 25 §1 (PRODUCT.md 37): an offering priced in EUR keeps its currency through the API, its request, the
 * counter-offer, the agreement, the confirmation (page and PDF) and the agreed list; its all-in price (USD) converts
 * the freight at the dated rate (seeded: 1 EUR = 1.0411 USD); the public list sorts and filters across currencies.
 */
let t: TestApp;
let owner: TestAgent;
let shipper: TestAgent;
let admin: TestAgent;

beforeAll(async () => {
  t = await setupTestApp();
  const [o, s, a] = await Promise.all([
    t.createUser({ role: 'shipowner' }),
    t.createUser({ role: 'cargo_owner' }),
    t.createUser({ role: 'admin' }),
  ]);
  [owner, shipper, admin] = await Promise.all([t.agentFor(o), t.agentFor(s), t.agentFor(a)]);
});

/** An offering through the API, approved by an administrator. */
async function listed(body: Record<string, unknown>) {
  const created = await owner.post('/api/ship-offerings').send(offeringBody(body)).expect(201);
  await admin.post(`/api/admin/approve-ship-offering/${created.body.id}`).send({}).expect(200);
  return created.body as { id: string; footprint: { price: { freight: number; allIn: number } } };
}

describe('an offering priced in EUR', () => {
  it('is stored and answered in EUR; its all-in price converts the freight at the dated rate', async () => {
    const eur = await owner
      .post('/api/ship-offerings')
      .send(offeringBody({ pricePerTEU: 200, priceCurrency: 'EUR' }))
      .expect(201);
    expect(eur.body).toMatchObject({ pricePerTEU: 200, priceCurrency: 'EUR' });
    // 200 EUR × 1.0411 = 208.22 USD: the same all-in price as the same voyage quoted at 208.22 USD.
    const usd = await owner
      .post('/api/ship-offerings')
      .send(offeringBody({ pricePerTEU: 208.22 }))
      .expect(201);
    expect(usd.body.priceCurrency).toBe('USD');
    expect(eur.body.footprint.price.freight).toBe(208.22);
    expect(eur.body.footprint.price.allIn).toBe(usd.body.footprint.price.allIn);
    // The owner's read answers the same.
    const read = await owner.get(`/api/ship-offerings/${eur.body.id}`).expect(200);
    expect(read.body).toMatchObject({ pricePerTEU: 200, priceCurrency: 'EUR' });
    expect(read.body.footprint.price.allIn).toBe(eur.body.footprint.price.allIn);
  });

  it('is a 400 with a field message for a currency other than EUR or USD', async () => {
    for (const priceCurrency of ['GBP', 'eur', 1]) {
      expectValidation(await owner.post('/api/ship-offerings').send(offeringBody({ priceCurrency })), [
        { field: 'priceCurrency', message: 'Invalid value' },
      ]);
    }
  });

  it('is booked in EUR: request, counter-offer, agreement, confirmation, PDF and agreed list', async () => {
    const o = await listed({ pricePerTEU: 180, priceCurrency: 'EUR', shipName: 'Euro Feeder' });
    const req = await shipper
      .post('/api/ship-booking-requests')
      .send(bookingBody(o.id, { requestedTEU: 10, maxBudget: 175 }))
      .expect(201);
    expect(req.body).toMatchObject({
      currency: 'EUR',
      maxBudget: 175,
      offering: { pricePerTEU: 180, priceCurrency: 'EUR' },
    });
    const countered = await owner
      .post(`/api/ship-booking-requests/${req.body.id}/counter`)
      .send({ pricePerTEU: 172.5, teu: 10 })
      .expect(200);
    expect(countered.body).toMatchObject({ currency: 'EUR', counter: { pricePerTEU: 172.5, teu: 10 } });
    const agreed = await shipper
      .post(`/api/ship-booking-requests/${req.body.id}/accept-counter`)
      .send({})
      .expect(200);
    expect(agreed.body).toMatchObject({ currency: 'EUR', agreement: { pricePerTEU: 172.5, teu: 10 } });
    const reference = agreed.body.agreement.reference as string;

    for (const agent of [owner, shipper]) {
      const c = (await agent.get(`/api/bookings/confirmation?reference=${reference}`).expect(200)).body;
      // The agreement in the currency it was made in: never converted.
      expect(c.price).toEqual({ currency: 'EUR', pricePerTEU: 172.5, allIn: 1725 });
      const pdf = confirmationContent(c, 'en');
      expect(pdf.rows.find((r) => r.label === 'Price per TEU')!.value).toBe('€172.50');
      expect(pdf.rows.find((r) => r.label === 'All-in price')!.value).toBe('€1,725.00');
    }
    const mine = (await shipper.get('/api/bookings/agreed?side=merchant').expect(200)).body as {
      reference: string;
    }[];
    expect(mine.find((b) => b.reference === reference)).toMatchObject({
      currency: 'EUR',
      pricePerTEU: 172.5,
      allIn: 1725,
    });
    const csv = (await owner.get('/api/bookings/agreed.csv?side=carrier').expect(200)).text;
    expect(csv.split('\n')[0]).toContain('Currency');
    expect(csv.split('\n').find((l) => l.includes(reference))).toMatch(/,"EUR","172\.50","1725\.00"/);
  });
});

describe('the public list across currencies', () => {
  it('sorts and filters by price in USD at the dated rate', async () => {
    // A route of its own, so that other tests' offerings stay out of the page.
    const route = { originPort: 'SEGOT', destinationPort: 'DKAAR' };
    const a = await listed({ ...route, pricePerTEU: 102, shipName: 'USD 102' });
    const b = await listed({ ...route, pricePerTEU: 100, priceCurrency: 'EUR', shipName: 'EUR 100' }); // 104.11 USD
    const c = await listed({ ...route, pricePerTEU: 106, shipName: 'USD 106' });
    const d = await listed({ ...route, pricePerTEU: 99, priceCurrency: 'EUR', shipName: 'EUR 99' }); // 103.07 USD
    const ids = async (query: string) =>
      (
        (await t.request().get(`/api/ship-offerings?origin=SEGOT&destination=DKAAR&${query}`).expect(200))
          .body as { id: string }[]
      ).map((o) => o.id);
    expect(await ids('sort=price')).toEqual([a.id, d.id, b.id, c.id]);
    expect(await ids('sort=price&order=desc')).toEqual([c.id, b.id, d.id, a.id]);
    expect(await ids('sort=price&maxPrice=104')).toEqual([a.id, d.id]);
    // A maximum in EUR: 100 EUR = 104.11 USD.
    expect(await ids('sort=price&maxPrice=100&maxPriceCurrency=EUR')).toEqual([a.id, d.id, b.id]);
    const bad = await t.request().get('/api/ship-offerings?maxPrice=100&maxPriceCurrency=GBP');
    expectValidation(bad, [{ field: 'maxPriceCurrency', message: 'Invalid value' }]);
  });
});
