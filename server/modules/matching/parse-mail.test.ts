import type { ParsedMail } from '@shared/domain/mail-parser';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, cargoRequests, vesselAvailabilities } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);

const germanPosition = (mailDate: string) => ({
  mailDate,
  text: `Moin zusammen,

folgende Position können wir anbieten:
MS ELBSTROM, 700 TEU, 120 Reefer-Anschlüsse
offen Hamburg ab ${mailDate.slice(8, 10)}.${mailDate.slice(5, 7)}., Ziel Danzig/Gdingen
frei ca. 260 TEU, Rate: 180 USD/TEU

Mit freundlichen Grüßen
Hinrich Claasen`,
});

describe('POST /api/algorithm/parse-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  const counts = async () => {
    const rows = await Promise.all([
      t.db.select({ n: count() }).from(vesselAvailabilities),
      t.db.select({ n: count() }).from(cargoRequests),
      t.db.select({ n: count() }).from(cargoMatches),
    ]);
    return rows.map(([r]) => Number(r.n));
  };

  it('answers drafts with spans and stores nothing', async () => {
    const agent = await t.agentFor(await t.createUser());
    const before = await counts();
    const body = germanPosition('2025-12-08');
    const res = await agent.post('/api/algorithm/parse-mail').send(body).expect(200);
    const parsed: ParsedMail = res.body.data;
    expect(parsed.mailDate).toBe('2025-12-08');
    expect(parsed.drafts).toHaveLength(1);
    const [draft] = parsed.drafts;
    expect(draft.kind).toBe('availability');
    if (draft.kind !== 'availability') return;
    expect(draft.fields.vesselName.value).toBe('ELBSTROM');
    expect(draft.fields.originPort.value).toBe('DEHAM');
    expect(draft.fields.destinationPort.value).toBe('PLGDN');
    expect(draft.fields.destinationAlternatives.value).toEqual(['PLGDY']);
    expect(draft.fields.departureDate.value).toBe('2025-12-08');
    expect(draft.fields.availableTEU.value).toBe(260);
    expect(draft.fields.price.value).toEqual({ amount: 180, currency: 'USD' });
    const { start, end } = draft.fields.originPort.span!;
    expect(body.text.slice(start, end)).toBe('Hamburg');
    expect(draft.missing).toContain('arrivalDate');
    expect(await counts()).toEqual(before);
  });

  it('counts relative dates from today when no mail date is sent', async () => {
    const agent = await t.agentFor(await t.createUser());
    const res = await agent
      .post('/api/algorithm/parse-mail')
      .send({ text: 'Cargo: 10 x 40HC Rotterdam - Riga, prompt' })
      .expect(200);
    expect(res.body.data.mailDate).toBe(t.now().toISOString().slice(0, 10));
    expect(res.body.data.drafts[0].fields).toMatchObject({
      requestedTEU: { value: 20 },
      earliestDate: { value: t.now().toISOString().slice(0, 10) },
    });
  });

  it('reads a one-ship position with its vessel in the subject as one draft (issue 26)', async () => {
    const agent = await t.agentFor(await t.createUser());
    const text = `Subject: SVEA FEEDER open Rotterdam 15/12

Dear all,

pls find our tonnage:
open Rotterdam Mon 15/12
508 TEU nominal / 120 plugs
next Helsinki, slots available approx 200 TEU
rate idea EUR 145/TEU

Best regards
Anna`;
    const res = await agent
      .post('/api/algorithm/parse-mail')
      .send({ text, mailDate: '2025-12-08' })
      .expect(200);
    const parsed: ParsedMail = res.body.data;
    expect(parsed.drafts).toHaveLength(1);
    const [draft] = parsed.drafts;
    if (draft.kind !== 'availability') throw new Error('expected a position');
    expect(draft.fields.vesselName.value).toBe('SVEA FEEDER');
    expect(draft.fields.originPort.value).toBe('NLRTM');
    expect(draft.fields.destinationPort.value).toBe('FIHEL');
    expect(draft.fields.departureDate.value).toBe('2025-12-15');
    expect(draft.fields.availableTEU.value).toBe(200);
    expect(draft.fields.vesselCapacityTEU.value).toBe(508);
    expect(draft.fields.price.value).toEqual({ amount: 145, currency: 'EUR' });
    expect(draft.fields.priceBasis.value).toBe('per_teu');
    const { start, end } = draft.fields.vesselName.span!;
    expect(text.slice(start, end)).toBe('SVEA FEEDER');
  });

  it('answers adversarial 20,000-character mails without stalling the server (issue 22)', async () => {
    const agent = await t.agentFor(await t.createUser());
    for (const text of ['M\n'.repeat(10_000), `${' '.repeat(19_999)}x`, 'HAM - RTM\n'.repeat(2_000)]) {
      const started = performance.now();
      await agent.post('/api/algorithm/parse-mail').send({ text, mailDate: '2025-12-08' }).expect(200);
      // The parser itself stays under 200 ms (parser-time.test.ts); the rest is HTTP, session and rate limit.
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it('is for signed-in approved users only', async () => {
    await t.request().post('/api/algorithm/parse-mail').send({ text: 'x' }).expect(401);
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    await pending.post('/api/algorithm/parse-mail').send({ text: 'MV X open HAM' }).expect(403);
  });

  it.each([
    ['empty', { text: '' }, 'validation.required'],
    ['blank', { text: '  \n\t ' }, 'validation.required'],
    ['missing', {}, 'validation.required'],
    ['1 MB of text', { text: 'open HAM 12 Dec '.repeat(65_536) }, 'validation.tooLong'],
    ['binary', { text: 'PK\u0003\u0004\u0014\u0000\u0008\u0000 zip' }, 'validation.noControlChars'],
    [
      'binary without NUL',
      { text: '\u0089PNG\r\n\u001a\n\u0001\u0001\u0001\rIHDR' },
      'validation.noControlChars',
    ],
    ['not text', { text: 42 }, 'validation.required'],
  ])('refuses %s with a 400 naming the field', async (_name, body, key) => {
    const agent = await t.agentFor(await t.createUser());
    const res = await agent.post('/api/algorithm/parse-mail').send(body).expect(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'text', key })]),
    );
  });

  it('refuses unknown keys and a malformed mail date', async () => {
    const agent = await t.agentFor(await t.createUser());
    const res = await agent
      .post('/api/algorithm/parse-mail')
      .send({ text: 'open HAM', mailDate: '12/08/2025', store: true })
      .expect(400);
    const fields = res.body.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['mailDate', 'store']));
  });

  it('publishes a draft only through the normal validated create call', async () => {
    const agent = await t.agentFor(await t.createUser());
    const mailDate = ymd(3 * DAY);
    const res = await agent.post('/api/algorithm/parse-mail').send(germanPosition(mailDate)).expect(200);
    const f = res.body.data.drafts[0].fields;
    const payload = {
      vesselName: f.vesselName.value,
      originPort: f.originPort.value,
      destinationPort: f.destinationPort.value,
      departureDate: `${f.departureDate.value}T08:00:00.000Z`,
      availableTEU: f.availableTEU.value,
      pricePerTEU: f.price.value.amount,
      cargoTypes: ['general'],
      contactName: 'Hinrich Claasen',
      contactEmail: 'chartering@claasen.example',
    };
    // The mail gave no arrival: the normal validation asks for it.
    const refused = await agent.post('/api/algorithm/vessel-availabilities').send(payload).expect(400);
    expect(refused.body.issues.map((i: { field: string }) => i.field)).toContain('arrivalDate');
    const before = await counts();
    const created = await agent
      .post('/api/algorithm/vessel-availabilities')
      .send({ ...payload, arrivalDate: `${ymd(5 * DAY)}T08:00:00.000Z` })
      .expect(201);
    expect(created.body.data).toMatchObject({
      vesselName: 'ELBSTROM',
      originPort: 'DEHAM',
      availableTEU: 260,
    });
    expect((await counts())[0]).toBe(before[0] + 1);
  });

  it('is rate-limited per user like other expensive calls', async () => {
    const agent = await t.agentFor(await t.createUser());
    for (let i = 0; i < 120; i++)
      await agent.post('/api/algorithm/parse-mail').send({ text: 'open HAM' }).expect(200);
    const res = await agent.post('/api/algorithm/parse-mail').send({ text: 'open HAM' }).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    // Another user is not affected.
    const other = await t.agentFor(await t.createUser());
    await other.post('/api/algorithm/parse-mail').send({ text: 'open HAM' }).expect(200);
  });
});
