import { containerSizes, MAX_BOX_LINES, MAX_GROSS_KG } from '@shared/schemas/box-mix';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipBookingRequests } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectValidation } from '../../test/http';
import { bookingBody, bookingRow, insertOffering } from '../../test/marketplace-factories';

type Agent = Awaited<ReturnType<TestApp['agentFor']>>;
let t: TestApp;
let ownerId: string;
let shipperAgent: Agent;
beforeAll(async () => {
  t = await setupTestApp();
  ownerId = (await t.createUser({ role: 'shipowner' })).id;
  shipperAgent = await t.agentFor(await t.createUser({ role: 'cargo_owner' }));
});

const reefer = { count: 2, size: '40HC', type: 'reefer', grossWeightKg: 28_500, temperatureC: -18 };
const dg = {
  count: 1,
  size: '20',
  type: 'dry',
  grossWeightKg: 18_000,
  dangerous: true,
  imoClass: '3',
  unNumber: '1263',
};
const dry = { count: 3, size: '45', type: 'dry', grossWeightKg: 12_000 };

/** A booking body with a box mix and no plain TEU figure (the mix gives them). */
const withMix = (offeringId: string, boxMix: unknown[], extra: Record<string, unknown> = {}) => {
  const { requestedTEU: _teu, ...body } = bookingBody(offeringId, { boxMix, ...extra });
  return body;
};
const post = (body: object) => shipperAgent.post('/api/ship-booking-requests').send(body);

describe('POST /api/ship-booking-requests with a box mix (issue 23)', () => {
  it('derives the TEU from the mix, stores mix and commodity, and answers them', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    const res = await post(withMix(o.id, [reefer, dg, dry], { commodity: 'Frozen fish; paint' }));
    expect(res.status).toBe(201);
    // 2 × 40'HC = 4, 1 × 20' = 1, 3 × 45' = 6.75: 11.75, rounded up to 12.
    expect(res.body.requestedTEU).toBe(12);
    expect(res.body.commodity).toBe('Frozen fish; paint');
    const stored = [
      { ...reefer, dangerous: false, imoClass: null, unNumber: null, oog: null },
      { ...dg, temperatureC: null, oog: null },
      { ...dry, dangerous: false, imoClass: null, unNumber: null, temperatureC: null, oog: null },
    ];
    expect(res.body.boxMix).toEqual(stored);
    const row = await bookingRow(t.db, res.body.id);
    expect(row).toMatchObject({ requestedTeu: 12, boxMix: stored, commodity: 'Frozen fish; paint' });
    // The lists answer them too.
    const mine = await shipperAgent.get('/api/ship-booking-requests/my');
    expect(mine.body.find((b: { id: string }) => b.id === res.body.id)).toMatchObject({ boxMix: stored });
  });

  it('accepts a plain TEU figure without a mix (empty mix, no commodity), and a TEU that agrees with the mix', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    const plain = await post(bookingBody(o.id, { requestedTEU: 7 }));
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ requestedTEU: 7, boxMix: [], commodity: null });
    const both = await post(bookingBody(o.id, { requestedTEU: 4, boxMix: [reefer] }));
    expect(both.status).toBe(201);
    expect(both.body.requestedTEU).toBe(4);
  });

  it('drops details that do not apply to a line (temperature of a dry box, class without DG, OOG of a dry box)', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    const res = await post(
      withMix(o.id, [
        { ...dry, temperatureC: 5, imoClass: '3', oog: { overHeightCm: 40 } },
        { count: 1, size: '40', type: 'flat_rack', grossWeightKg: 20_000, oog: { overWidthCm: 30 } },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.boxMix[0]).toMatchObject({ temperatureC: null, imoClass: null, oog: null });
    expect(res.body.boxMix[1].oog).toEqual({ overWidthCm: 30 });
  });

  it('refuses a TEU figure that disagrees with the mix, naming requestedTEU', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    expectValidation(await post(bookingBody(o.id, { requestedTEU: 5, boxMix: [reefer] })), [
      {
        field: 'requestedTEU',
        key: 'validation.teuMixMismatch',
        message: "The TEU must equal the box mix's TEU; leave the field empty to take them from the mix",
      },
    ]);
  });

  it('requires a TEU figure when there is no mix', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    expectValidation(await post(withMix(o.id, [])), [
      { field: 'requestedTEU', key: 'validation.required', message: 'This field is required' },
    ]);
  });

  it.each(containerSizes)('refuses a %s box above the ISO 668 maximum gross mass', async (size) => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    const ok = await post(withMix(o.id, [{ ...dry, size, grossWeightKg: MAX_GROSS_KG[size] }]));
    expect(ok.status).toBe(201);
    expectValidation(
      await post(withMix(o.id, [dry, { ...dry, size, grossWeightKg: MAX_GROSS_KG[size] + 1 }])),
      [
        {
          field: 'boxMix.1.grossWeightKg',
          key: 'validation.grossWeightAboveMax',
          message: 'Above the maximum gross mass of this box size (ISO 668: 30,480 kg)',
        },
      ],
    );
  });

  it('refuses dangerous goods without IMDG class and UN number, and a reefer without its temperature', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    const { imoClass: _c, unNumber: _u, ...dgBare } = dg;
    const { temperatureC: _t, ...reeferBare } = reefer;
    expectValidation(await post(withMix(o.id, [dgBare, reeferBare])), [
      {
        field: 'boxMix.0.imoClass',
        key: 'validation.imoClassRequired',
        message: 'Dangerous goods need their IMDG class',
      },
      {
        field: 'boxMix.0.unNumber',
        key: 'validation.unNumberRequired',
        message: 'Dangerous goods need their UN number',
      },
      {
        field: 'boxMix.1.temperatureC',
        key: 'validation.temperatureRequired',
        message: 'A reefer needs its set temperature',
      },
    ]);
  });

  it('refuses bad values in a line: count, size, type, weight, class, UN number, temperature, unknown keys', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 100 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ count: 0 }, 'boxMix.0.count', 'validation.boxCountInvalid'],
      [{ count: 1.5 }, 'boxMix.0.count', 'validation.boxCountInvalid'],
      [{ size: '10' }, 'boxMix.0.size', 'validation.invalid'],
      [{ type: 'bulk' }, 'boxMix.0.type', 'validation.invalid'],
      [{ grossWeightKg: 0 }, 'boxMix.0.grossWeightKg', 'validation.grossWeightInvalid'],
      [{ grossWeightKg: '20t' }, 'boxMix.0.grossWeightKg', 'validation.grossWeightInvalid'],
      [
        { dangerous: true, imoClass: '10', unNumber: '1263' },
        'boxMix.0.imoClass',
        'validation.imoClassInvalid',
      ],
      [
        { dangerous: true, imoClass: '3', unNumber: 'UN12' },
        'boxMix.0.unNumber',
        'validation.unNumberInvalid',
      ],
      [{ type: 'reefer', temperatureC: -60 }, 'boxMix.0.temperatureC', 'validation.temperatureInvalid'],
      [{ hsCode: '0303' }, 'boxMix.0.hsCode', 'validation.unknownField'],
    ];
    for (const [line, field, key] of cases) {
      const res = await post(withMix(o.id, [{ ...dry, ...line }]));
      expect(res.status, JSON.stringify(line)).toBe(400);
      expect(res.body.issues, JSON.stringify(line)).toContainEqual(expect.objectContaining({ field, key }));
    }
  });

  it('refuses more lines than allowed, a mix above 30,000 TEU, a long commodity, and a mix above the free TEU', async () => {
    const o = await insertOffering(t.db, ownerId, { availableCapacity: 10 });
    const lines = Array.from({ length: MAX_BOX_LINES + 1 }, () => ({ ...dry, count: 1, size: '20' }));
    expectValidation(await post(withMix(o.id, lines)), [
      { field: 'boxMix', key: 'validation.tooManyItems', message: 'Too many entries' },
    ]);
    const huge = Array.from({ length: 20 }, () => ({ ...dry, count: 1000 }));
    expectValidation(await post(withMix(o.id, huge)), [
      { field: 'boxMix', key: 'validation.boxMixTooLarge', message: 'A box mix may take at most 30,000 TEU' },
    ]);
    expectValidation(await post(withMix(o.id, [dry], { commodity: 'x'.repeat(201) })), [
      { field: 'commodity', key: 'validation.tooLong', message: 'This value is too long' },
    ]);
    // 6 × 20' = 6 TEU fit in 10; 6 × 40' = 12 do not, and the derived figure is checked like a typed one.
    expect((await post(withMix(o.id, [{ ...dry, count: 6, size: '20' }]))).status).toBe(201);
    expectValidation(await post(withMix(o.id, [{ ...dry, count: 6, size: '40' }])), [
      {
        field: 'requestedTEU',
        key: 'validation.requestedAboveAvailable',
        message: 'Requested TEU exceed the available capacity',
      },
    ]);
    const rows = await t.db
      .select()
      .from(shipBookingRequests)
      .where(eq(shipBookingRequests.shipOfferingId, o.id));
    expect(rows).toHaveLength(1);
  });
});
