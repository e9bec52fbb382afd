import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoRequests } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectValidation } from '../../test/http';
import { cargoRequestBody } from '../../test/matching-factories';

type Agent = Awaited<ReturnType<TestApp['agentFor']>>;
let t: TestApp;
let shipper: Agent;
beforeAll(async () => {
  t = await setupTestApp();
  shipper = await t.agentFor(await t.createUser());
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
const dry = { count: 3, size: '20', type: 'dry', grossWeightKg: 12_000 };
const flatRack = {
  count: 1,
  size: '40',
  type: 'flat_rack',
  grossWeightKg: 25_000,
  oog: { overHeightCm: 60 },
};
const tank = { count: 2, size: '20', type: 'tank', grossWeightKg: 26_000 };

/** A transport request body whose TEU come from the mix. */
const withMix = (boxMix: unknown[], extra: Record<string, unknown> = {}) => {
  const { requestedTEU: _teu, ...body } = cargoRequestBody({ boxMix, ...extra });
  return body;
};
const post = (body: object) => shipper.post('/api/algorithm/cargo-requests').send(body);
const rowOf = async (id: string) =>
  (await t.db.select().from(cargoRequests).where(eq(cargoRequests.id, id)))[0];

describe('transport requests with a box mix (issue 23)', () => {
  it('derives TEU and cargo type from the mix, stores mix and commodity, and answers them', async () => {
    const res = await post(withMix([reefer, dry], { commodity: 'Frozen salmon', cargoType: 'general' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ requestedTEU: 7, cargoType: 'reefer', commodity: 'Frozen salmon' });
    expect(res.body.data.boxMix).toHaveLength(2);
    expect(await rowOf(res.body.data.id)).toMatchObject({
      requestedTeu: 7,
      cargoType: 'reefer',
      commodity: 'Frozen salmon',
      boxMix: [expect.objectContaining({ type: 'reefer', temperatureC: -18 }), expect.objectContaining(dry)],
    });
    const list = await shipper.get('/api/algorithm/cargo-requests');
    expect(list.body.data.find((r: { id: string }) => r.id === res.body.data.id)).toMatchObject({
      boxMix: res.body.data.boxMix,
      commodity: 'Frozen salmon',
    });
  });

  it.each([
    ['dangerous', [reefer, dg]],
    ['reefer', [reefer, tank]],
    ['out_of_gauge', [flatRack, tank]],
    ['tank', [tank, dry]],
    ['general', [dry, { ...flatRack, oog: null }]],
  ])('a mix makes the request %s', async (cargoType, mix) => {
    const res = await post(withMix(mix as unknown[], { cargoType: 'general' }));
    expect(res.status).toBe(201);
    expect(res.body.data.cargoType).toBe(cargoType);
  });

  it('keeps the plain TEU and cargo type without a mix', async () => {
    const res = await post(cargoRequestBody({ requestedTEU: 9, cargoType: 'tank' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ requestedTEU: 9, cargoType: 'tank', boxMix: [], commodity: null });
  });

  it('an edit replaces the mix and derives again', async () => {
    const created = await post(withMix([dry]));
    const id = created.body.data.id;
    const res = await shipper
      .put(`/api/algorithm/cargo-requests/${id}`)
      .send(withMix([dg, dg], { commodity: 'Paint' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ requestedTEU: 2, cargoType: 'dangerous', commodity: 'Paint' });
    expect((await rowOf(id)).boxMix).toHaveLength(2);
  });

  it('refuses every box-mix rule with its field path', async () => {
    const { imoClass: _c, unNumber: _u, ...dgBare } = dg;
    const { temperatureC: _t, ...reeferBare } = reefer;
    expectValidation(
      await post(withMix([dgBare, reeferBare, { ...dry, size: '40HC', grossWeightKg: 30_481 }])),
      [
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
        {
          field: 'boxMix.2.grossWeightKg',
          key: 'validation.grossWeightAboveMax',
          message: 'Above the maximum gross mass of this box size (ISO 668: 30,480 kg)',
        },
      ],
    );
    expectValidation(await post(withMix(Array.from({ length: 21 }, () => dry))), [
      { field: 'boxMix', key: 'validation.tooManyItems', message: 'Too many entries' },
    ]);
    expectValidation(await post(cargoRequestBody({ requestedTEU: 3, boxMix: [reefer] })), [
      {
        field: 'requestedTEU',
        key: 'validation.teuMixMismatch',
        message: "The TEU must equal the box mix's TEU; leave the field empty to take them from the mix",
      },
    ]);
    expectValidation(await post(withMix([])), [
      { field: 'requestedTEU', key: 'validation.required', message: 'This field is required' },
    ]);
  });
});
