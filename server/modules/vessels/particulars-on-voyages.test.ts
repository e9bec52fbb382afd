import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestAppAs, type TestAgent, type TestApp, type TestUser } from '../../test/harness';
import { insertOffering, insertVessel, validImo } from '../../test/marketplace-factories';
import { availabilityBody } from '../../test/matching-factories';

let t: TestApp;
let owner: TestUser;
let agent: TestAgent;
beforeAll(async () => {
  ({ t, user: owner, agent } = await setupTestAppAs({ role: 'shipowner' }));
});

const stated = {
  lengthOverallM: 134,
  beamM: null,
  maxDraughtM: 8.2,
  reeferPlugs: 120,
  craneCount: 0,
  craneSwlTonnes: null,
  iceClass: '1A',
  dgClasses: ['3', '8', '9'],
};

describe('offerings and capacities answer the particulars of the fleet vessel they name (issue 23)', () => {
  it('on the public list, the single read and the owner’s list; null without a fleet vessel', async () => {
    const vessel = await insertVessel(t.db, owner.id, {
      imoNumber: validImo('824001'),
      lengthOverallM: '134.0',
      maxDraughtM: '8.2',
      reeferPlugs: 120,
      craneCount: 0,
      iceClass: '1A',
      dgClasses: ['3', '8', '9'],
    });
    const named = await insertOffering(t.db, owner.id, { vesselId: vessel.id, shipName: 'Named Ship' });
    const plain = await insertOffering(t.db, owner.id, { shipName: 'Plain Ship' });

    const list = await t.request().get('/api/ship-offerings').query({ pageSize: 100 }).expect(200);
    const byId = (id: string) => list.body.find((o: { id: string }) => o.id === id);
    expect(byId(named.id).vesselParticulars).toEqual(stated);
    expect(byId(named.id).vesselId).toBeNull();
    expect(byId(plain.id).vesselParticulars).toBeNull();

    const one = await t.request().get(`/api/ship-offerings/${named.id}`).expect(200);
    expect(one.body.vesselParticulars).toEqual(stated);
    const own = await agent.get(`/api/ship-offerings/${named.id}`).expect(200);
    expect(own.body).toMatchObject({ vesselId: vessel.id, vesselParticulars: stated });
    const mine = await agent.get('/api/ship-offerings/my').query({ pageSize: 100 }).expect(200);
    expect(mine.body.find((o: { id: string }) => o.id === named.id).vesselParticulars).toEqual(stated);
  });

  it('on the own capacity list', async () => {
    const vessel = await insertVessel(t.db, owner.id, { imoNumber: validImo('824002'), reeferPlugs: 40 });
    await agent
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselId: vessel.id, vesselName: undefined }))
      .expect(201);
    await agent.post('/api/algorithm/vessel-availabilities').send(availabilityBody()).expect(201);
    const res = await agent.get('/api/algorithm/vessel-availabilities').expect(200);
    const [byHand, fromFleet] = res.body.data as { vesselId: string | null; vesselParticulars: unknown }[];
    expect(fromFleet).toMatchObject({
      vesselId: vessel.id,
      vesselParticulars: { reeferPlugs: 40, iceClass: null },
    });
    expect(byHand.vesselParticulars).toBeNull();
  });
});
