import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { offeringBody, validImo, vesselBody } from '../../test/marketplace-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('marketplace journey through the API', () => {
  it('vessel -> offering -> approval -> filtered search -> request 40 TEU -> accept -> stats and notifications', async () => {
    const ownerUser = await t.createUser({ role: 'shipowner' });
    const shipperUser = await t.createUser({ role: 'cargo_owner' });
    const owner = await t.agentFor(ownerUser);
    const shipper = await t.agentFor(shipperUser);
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));

    const vessel = (
      await owner.post('/api/vessels').send(vesselBody({ imoNumber: validImo('777001'), teuCapacity: 700 }))
    ).body;
    const offered = await owner.post('/api/ship-offerings').send(
      offeringBody({
        vesselId: vessel.id,
        shipName: vessel.name,
        teuCapacity: 700,
        availableCapacity: 700,
        originPort: 'DKCPH',
        destinationPort: 'PLGDN',
        pricePerTEU: 99.99,
      }),
    );
    expect(offered.status).toBe(201);
    const id = offered.body.id;
    expect(
      (await admin.get('/api/admin/pending-ship-offerings')).body.map((o: { id: string }) => o.id),
    ).toContain(id);
    await admin.post(`/api/admin/approve-ship-offering/${id}`).expect(200);

    const found = await shipper
      .get('/api/ship-offerings')
      .query({ origin: 'DKCPH', destination: 'PLGDN', minTeu: 40, maxPrice: 100 });
    expect(found.body.map((o: { id: string }) => o.id)).toEqual([id]);
    expect(found.headers['x-total-count']).toBe('1');

    const booking = await shipper.post('/api/ship-booking-requests').send({
      shipOfferingId: id,
      contactName: 'Carla',
      contactEmail: 'carla@shipper.example',
      requestedTEU: 40,
      cargoDescription: 'Paper rolls',
    });
    expect(booking.status).toBe(201);
    const incoming = await owner.get(`/api/ship-offerings/${id}/booking-requests`);
    expect(incoming.body.map((r: { id: string }) => r.id)).toEqual([booking.body.id]);
    await owner.post(`/api/ship-booking-requests/${booking.body.id}/accept`).expect(200);

    const mine = (await owner.get('/api/ship-offerings/my')).body[0];
    expect(mine).toMatchObject({ availableCapacity: 660, bookedTEU: 40 });
    expect((await owner.get('/api/vessels/stats')).body).toEqual({ totalVessels: 1, activeCharters: 1 });
    expect((await shipper.get('/api/vessels/stats')).body).toEqual({ totalVessels: 0, activeCharters: 1 });
    expect((await shipper.get('/api/ship-booking-requests/my')).body[0]).toMatchObject({
      status: 'accepted',
      requestedTEU: 40,
    });

    const ownerTitles = (await owner.get('/api/notifications')).body.map((n: { title: string }) => n.title);
    expect(ownerTitles).toEqual(expect.arrayContaining(['Ship offering approved', 'New booking request']));
    const shipperTitles = (await shipper.get('/api/notifications')).body.map(
      (n: { title: string }) => n.title,
    );
    expect(shipperTitles).toContain('Booking request accepted');
    expect((await owner.get('/api/marketplace/summary')).body).toMatchObject({
      vessels: 1,
      offerings: 1,
      bookingRequests: 0,
    });
  });
});
