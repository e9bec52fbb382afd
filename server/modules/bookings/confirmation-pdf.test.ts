import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { proposedMatch } from '../../test/matching-factories';
import { confirmationContent } from './confirmation-pdf';

// PRODUCT.md 34: every agreed booking has a confirmation, printable and as PDF, in the reader's language.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** A booking agreed through a match: the shipper holds, the carrier confirms. */
async function agreed() {
  const p = await proposedMatch(t);
  await p.shipper.put(`/api/algorithm/matches/${p.match.id}/accept`).send({}).expect(200);
  const booked = await p.carrier.put(`/api/algorithm/matches/${p.match.id}/accept`).send({}).expect(200);
  return { ...p, reference: booked.body.data.reference as string };
}

const pdf = (agent: TestAgent, query: string) =>
  agent
    .get(`/api/bookings/confirmation.pdf?${query}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the booking confirmation as PDF', () => {
  it('is a PDF named by its reference for both parties, in the language asked for', async () => {
    const a = await agreed();
    for (const [agent, lang] of [
      [a.carrier, 'en'],
      [a.shipper, 'zh'],
      [a.shipper, 'de'],
    ] as const) {
      const res = await pdf(agent, `reference=${a.reference}&lang=${lang}`).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${a.reference}.pdf"`);
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
      // The font is embedded as the subset the document uses, not whole (10 MB).
      expect(body.length).toBeLessThan(200_000);
      expect(body.toString('latin1')).toContain(`(${a.reference})`);
    }
    // The reference is read however it is typed.
    await pdf(a.carrier, `reference=${a.reference.toLowerCase()}`).expect(200);
  });

  it('is 404 for anyone but the parties and administrators, 401 signed out, 400 for a malformed reference', async () => {
    const a = await agreed();
    const stranger = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
    expectError(
      await stranger.get(`/api/bookings/confirmation.pdf?reference=${a.reference}`),
      404,
      'NOT_FOUND',
    );
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    await pdf(admin, `reference=${a.reference}`).expect(200);
    expectError(
      await t.request().get(`/api/bookings/confirmation.pdf?reference=${a.reference}`),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await a.carrier.get('/api/bookings/confirmation.pdf?reference=FH-1'),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await a.carrier.get(`/api/bookings/confirmation.pdf?reference=${a.reference}&lang=fr`),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('says what the confirmation page says, in each language', async () => {
    const a = await agreed();
    const c = (await a.carrier.get(`/api/bookings/confirmation?reference=${a.reference}`).expect(200)).body;
    const en = confirmationContent(c, 'en');
    expect(en.title).toBe('Booking confirmation');
    expect(en.reference).toBe(a.reference);
    expect(en.rows.map((r) => r.label)).toEqual(
      expect.arrayContaining(['Vessel', 'Route', 'Departure', 'Cargo', 'Price per TEU', 'All-in price']),
    );
    const allIn = en.rows.find((r) => r.label === 'All-in price')!.value;
    expect(allIn).toBe(`$${(c.price.allIn as number).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    expect(en.history).toEqual([
      expect.stringMatching(/ UTC · Accepted, TEU held for confirmation \(Merchant\)$/),
      expect.stringMatching(/ UTC · Confirmed \(Carrier\)$/),
    ]);
    expect(en.terms).toMatch(/^This confirmation records the slots agreed/);

    const zh = confirmationContent(c, 'zh');
    expect(zh.title).not.toBe(en.title);
    expect(zh.rows.find((r) => r.value === en.rows[0].value)).toBeDefined(); // the ship's name as written
    const de = confirmationContent(c, 'de');
    expect(de.rows.map((r) => r.label)).toContain('Schiff');
  });
});
