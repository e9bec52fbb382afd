import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { expectError } from '../../test/http';
import { insertVessel, validImo, vesselBody } from '../../test/marketplace-factories';

let t: TestApp;
let owner: TestUser;
let agent: TestAgent;
beforeAll(async () => {
  ({ t, user: owner, agent } = await setupTestAppAs({ role: 'shipowner' }));
});

const particulars = {
  lengthOverallM: 134.4,
  beamM: 22.5,
  maxDraughtM: 8.2,
  reeferPlugs: 120,
  craneCount: 2,
  craneSwlTonnes: 45,
  iceClass: '1A',
  dgClasses: ['9', '3', '8'],
};
let imoSeq = 612_000;
const nextImo = () => validImo(String(++imoSeq));

describe('vessel particulars (issue 23)', () => {
  it('stores and answers them, DG classes in the IMDG order', async () => {
    const res = await agent.post('/api/vessels').send(vesselBody({ imoNumber: nextImo(), ...particulars }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...particulars, dgClasses: ['3', '8', '9'] });
    const read = await agent.get(`/api/vessels/${res.body.id}`).expect(200);
    expect(read.body).toMatchObject({ ...particulars, dgClasses: ['3', '8', '9'] });
    const fleet = await agent.get(`/api/vessels/user/${owner.id}`).expect(200);
    expect(fleet.body.find((v: { id: string }) => v.id === res.body.id)).toMatchObject({ iceClass: '1A' });
  });

  it('answers null for particulars not stated; an empty DG list means none accepted', async () => {
    const res = await agent
      .post('/api/vessels')
      .send({ name: 'Plain', imoNumber: nextImo(), teuCapacity: 400, dgClasses: [] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      lengthOverallM: null,
      beamM: null,
      maxDraughtM: null,
      reeferPlugs: null,
      craneCount: null,
      craneSwlTonnes: null,
      iceClass: null,
      dgClasses: [],
    });
  });

  it('refuses particulars out of bounds with a field issue each', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lengthOverallM: 250 }, 'lengthOverallM', 'validation.lengthOverallRange'],
      [{ lengthOverallM: 120.25 }, 'lengthOverallM', 'validation.lengthOverallRange'],
      [{ lengthOverallM: '120' }, 'lengthOverallM', 'validation.lengthOverallRange'],
      [{ beamM: 40 }, 'beamM', 'validation.beamRange'],
      [{ maxDraughtM: 0 }, 'maxDraughtM', 'validation.draughtRange'],
      [{ maxDraughtM: 14 }, 'maxDraughtM', 'validation.draughtRange'],
      [{ reeferPlugs: -1 }, 'reeferPlugs', 'validation.reeferPlugsInvalid'],
      [{ reeferPlugs: 10.5 }, 'reeferPlugs', 'validation.reeferPlugsInvalid'],
      [{ teuCapacity: 300, reeferPlugs: 301 }, 'reeferPlugs', 'validation.reeferPlugsAboveTeu'],
      [{ craneCount: 7 }, 'craneCount', 'validation.craneCountInvalid'],
      [{ craneCount: 2, craneSwlTonnes: 120 }, 'craneSwlTonnes', 'validation.craneSwlRange'],
      [{ craneCount: 0, craneSwlTonnes: 40 }, 'craneSwlTonnes', 'validation.craneSwlWithoutCranes'],
      [{ iceClass: '1D' }, 'iceClass', 'validation.invalid'],
      [{ dgClasses: ['10'] }, 'dgClasses.0', 'validation.imoClassInvalid'],
      [{ dgClasses: ['3', '3'] }, 'dgClasses', 'validation.duplicateEntry'],
      [{ dgClasses: '3' }, 'dgClasses', 'validation.invalid'],
    ];
    for (const [body, field, key] of cases) {
      const res = await agent.post('/api/vessels').send(vesselBody({ imoNumber: nextImo(), ...body }));
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.issues, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, key }));
    }
  });

  it('updates them; null clears one; the rules across fields hold against the stored vessel', async () => {
    const v = await insertVessel(t.db, owner.id, { imoNumber: nextImo(), teuCapacity: 300 });
    const ok = await agent.patch(`/api/vessels/${v.id}`).send({
      reeferPlugs: 300,
      iceClass: '1A_super',
      dgClasses: ['2.1'],
      craneCount: 2,
      craneSwlTonnes: 40.5,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      reeferPlugs: 300,
      iceClass: '1A_super',
      dgClasses: ['2.1'],
      craneSwlTonnes: 40.5,
    });

    const fewerTeu = await agent.patch(`/api/vessels/${v.id}`).send({ teuCapacity: 200 });
    expectError(fewerTeu, 400, 'VALIDATION_ERROR');
    expect(fewerTeu.body.issues).toEqual([
      expect.objectContaining({ field: 'reeferPlugs', key: 'validation.reeferPlugsAboveTeu' }),
    ]);
    const noCranes = await agent.patch(`/api/vessels/${v.id}`).send({ craneCount: null });
    expect(noCranes.body.issues).toEqual([
      expect.objectContaining({ field: 'craneSwlTonnes', key: 'validation.craneSwlWithoutCranes' }),
    ]);

    const cleared = await agent
      .patch(`/api/vessels/${v.id}`)
      .send({ iceClass: null, dgClasses: null, craneCount: null, craneSwlTonnes: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      iceClass: null,
      dgClasses: null,
      craneCount: null,
      reeferPlugs: 300,
    });
  });

  it("answers 404 on another owner's vessel and changes nothing", async () => {
    const other = await t.createUser({ role: 'shipowner' });
    const v = await insertVessel(t.db, other.id, { imoNumber: nextImo() });
    expectError(await agent.patch(`/api/vessels/${v.id}`).send({ reeferPlugs: 10 }), 404, 'NOT_FOUND');
  });
});
