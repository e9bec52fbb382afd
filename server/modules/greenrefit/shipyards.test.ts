import type { Shipyard } from '@shared/schemas/greenrefit';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, shipyards } from '../../db/schema';
import { insertShipyard, shipyardBody } from '../../test/greenrefit-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, 'shipyard'), eq(auditLogs.resourceId, id)));

describe('GET /api/greenrefit/shipyards', () => {
  it('lists shipyards by name, filtered by measure and by sea region', async () => {
    const user = await t.agentFor(await t.createUser());
    const bremerhaven = await insertShipyard(t.db, {
      name: 'Zz Weser Dock',
      port: 'DEBRV',
      measures: ['hull_coating', 'rotor_sails'],
    });
    const gdansk = await insertShipyard(t.db, {
      name: 'Zz Baltic Refit',
      port: 'PLGDN',
      measures: ['scrubber', 'hull_coating'],
    });
    const cartagena = await insertShipyard(t.db, {
      name: 'Zz Arsenal Sur',
      port: 'ESCAR',
      measures: ['methanol'],
    });
    const mine = (list: Shipyard[]) => list.filter((s) => s.name.startsWith('Zz ')).map((s) => s.id);

    const all = await user.get('/api/greenrefit/shipyards').expect(200);
    expect(mine(all.body)).toEqual([cartagena.id, gdansk.id, bremerhaven.id]);
    expect(all.body.find((s: Shipyard) => s.id === gdansk.id)).toMatchObject({
      port: 'PLGDN',
      country: 'PL',
      region: 'baltic',
      isDemo: false,
    });

    const coating = await user.get('/api/greenrefit/shipyards?measure=hull_coating').expect(200);
    expect(mine(coating.body)).toEqual([gdansk.id, bremerhaven.id]);
    const baltic = await user.get('/api/greenrefit/shipyards').query({ region: 'baltic' }).expect(200);
    expect(mine(baltic.body)).toEqual([gdansk.id]);
    const both = await user
      .get('/api/greenrefit/shipyards?measure=hull_coating&region=north-sea')
      .expect(200);
    expect(mine(both.body)).toEqual([bremerhaven.id]);
    const blank = await user.get('/api/greenrefit/shipyards?measure=&region=').expect(200);
    expect(mine(blank.body)).toHaveLength(3);

    expectValidation(await user.get('/api/greenrefit/shipyards?measure=warp_drive'), [
      { field: 'measure', message: 'Invalid value' },
    ]);
    expectValidation(await user.get('/api/greenrefit/shipyards?region=pacific'), [
      { field: 'region', message: 'Invalid value' },
    ]);
  });
});

describe('administrators keep the shipyard directory', () => {
  it('creates, edits and deletes a shipyard, each change in the audit log with before and after', async () => {
    const adminUser = await t.createUser({ role: 'admin' });
    const admin = await t.agentFor(adminUser);
    const created = await admin
      .post('/api/greenrefit/shipyards')
      .send(
        shipyardBody({ name: '  Ems Refit  ', port: 'deeme', measures: ['hull_coating', 'hull_coating'] }),
      )
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Ems Refit',
      port: 'DEEME',
      country: 'DE',
      region: 'north-sea',
      measures: ['hull_coating'],
      certifications: ['ISO 9001', 'ISO 14001'],
      isDemo: false,
    });
    const id = created.body.id;
    const [createLog] = await auditOf(id);
    expect(createLog).toMatchObject({ userId: adminUser.id, action: 'create_shipyard' });
    expect(createLog.changes).toMatchObject({ before: null, after: { name: 'Ems Refit', port: 'DEEME' } });

    const patched = await admin
      .patch(`/api/greenrefit/shipyards/${id}`)
      .send({ port: 'PLGDN', description: '' })
      .expect(200);
    expect(patched.body).toMatchObject({
      name: 'Ems Refit',
      port: 'PLGDN',
      country: 'PL',
      region: 'baltic',
      description: null,
      contactEmail: 'refit@werft.example.com',
    });
    const updateLog = (await auditOf(id)).find((l) => l.action === 'update_shipyard')!;
    expect(updateLog.changes).toMatchObject({
      before: { port: 'DEEME', region: 'north-sea', description: 'Dry dock for feeders up to 1,500 TEU.' },
      after: { port: 'PLGDN', region: 'baltic', description: null },
    });

    await admin.delete(`/api/greenrefit/shipyards/${id}`).expect(204);
    expect(await t.db.select().from(shipyards).where(eq(shipyards.id, id))).toHaveLength(0);
    const deleteLog = (await auditOf(id)).find((l) => l.action === 'delete_shipyard')!;
    expect(deleteLog.changes).toMatchObject({ before: { name: 'Ems Refit', port: 'PLGDN' }, after: null });
    expectError(
      await admin.delete(`/api/greenrefit/shipyards/${id}`),
      404,
      'NOT_FOUND',
      'Shipyard not found',
    );
    expectError(await admin.patch(`/api/greenrefit/shipyards/${id}`).send({ name: 'X' }), 404, 'NOT_FOUND');

    const logs = await admin.get('/api/admin/audit-logs').expect(200);
    expect(logs.body.logs.some((l: { resourceId: string }) => l.resourceId === id)).toBe(true);
  });

  it('refuses a port outside the catalogue, bad fields and unknown keys, storing nothing', async () => {
    const admin = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    const name = 'Nowhere Yard';
    expectValidation(
      await admin.post('/api/greenrefit/shipyards').send(shipyardBody({ name, port: 'XXABC' })),
      [{ field: 'port', message: 'Choose a port from the list' }],
    );
    expectValidation(
      await admin.post('/api/greenrefit/shipyards').send({
        ...shipyardBody({ name, measures: [], contactEmail: 'nope', website: 'http://x.example' }),
        isDemo: true,
      }),
      [
        { field: 'measures', message: 'Choose at least one measure' },
        { field: 'contactEmail', message: 'Invalid email address' },
        { field: 'website', message: 'Enter a web address starting with https://' },
        { field: 'isDemo', message: 'Unknown field' },
      ],
    );
    expect(await t.db.select().from(shipyards).where(eq(shipyards.name, name))).toHaveLength(0);

    const yard = await insertShipyard(t.db);
    expectValidation(await admin.patch(`/api/greenrefit/shipyards/${yard.id}`).send({ port: 'ZZZZZ' }), [
      { field: 'port', message: 'Choose a port from the list' },
    ]);
    expectValidation(await admin.patch(`/api/greenrefit/shipyards/${yard.id}`).send({ country: 'FR' }), [
      { field: 'country', message: 'Unknown field' },
    ]);
    const [row] = await t.db.select().from(shipyards).where(eq(shipyards.id, yard.id));
    expect(row).toEqual(yard);
  });

  it('an approved user who is no administrator gets 403 on every change', async () => {
    const user = await t.agentFor(await t.createUser({ role: 'shipowner' }));
    const yard = await insertShipyard(t.db);
    expectError(await user.post('/api/greenrefit/shipyards').send(shipyardBody()), 403, 'FORBIDDEN');
    expectError(
      await user.patch(`/api/greenrefit/shipyards/${yard.id}`).send({ name: 'Mine' }),
      403,
      'FORBIDDEN',
    );
    expectError(await user.delete(`/api/greenrefit/shipyards/${yard.id}`), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(shipyards).where(eq(shipyards.id, yard.id));
    expect(row).toEqual(yard);
    expect(await auditOf(yard.id)).toHaveLength(0);
  });
});
