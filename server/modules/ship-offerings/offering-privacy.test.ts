import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOffering, insertVessel } from '../../test/marketplace-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Listed = { id: string; ownerId: string | null; vesselId: string | null; contactEmail: string | null };

// Seen (issue 12 §1): the public list answered every owner's account id to anonymous callers.
describe('what the offering list tells whom', () => {
  it('answers no owner or vessel id to strangers, and only its own to a signed-in owner', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const other = await t.createUser({ role: 'shipowner' });
    const vessel = await insertVessel(t.db, owner.id);
    const mine = await insertOffering(t.db, owner.id, { vesselId: vessel.id });
    const theirs = await insertOffering(t.db, other.id);

    const anonymous = (await t.request().get('/api/ship-offerings').expect(200)).body as Listed[];
    for (const o of anonymous.filter((x) => [mine.id, theirs.id].includes(x.id))) {
      expect(o).toMatchObject({ ownerId: null, vesselId: null, contactEmail: null });
    }
    expect(anonymous.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(JSON.stringify(anonymous)).not.toContain(owner.id);
    expect(JSON.stringify(anonymous)).not.toContain(other.id);
    const single = (await t.request().get(`/api/ship-offerings/${theirs.id}`).expect(200)).body;
    expect(single).toMatchObject({ ownerId: null, vesselId: null });

    const a = await t.agentFor(owner);
    const seen = (await a.get('/api/ship-offerings').expect(200)).body as Listed[];
    expect(seen.find((o) => o.id === mine.id)).toMatchObject({ ownerId: owner.id, vesselId: vessel.id });
    expect(seen.find((o) => o.id === theirs.id)).toMatchObject({ ownerId: null, vesselId: null });
    expect(JSON.stringify(seen)).not.toContain(other.id);
  });
});
