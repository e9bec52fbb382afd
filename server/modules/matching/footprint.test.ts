import { slotFootprint } from '@shared/domain/voyage';
import { fleetVessel } from '@shared/domain/voyage/vessel';
import { WORKED_EXAMPLE_VESSEL } from '@shared/domain/voyage/worked-example';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { insertOffering, insertVessel } from '../../test/marketplace-factories';
import { availabilityBody } from '../../test/matching-factories';
import { seaDistanceNm } from './port-proximity';

describe('CO2 per TEU and all-in price on listed voyages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  it('uses the linked fleet vessel’s figures, and the class defaults for a ship entered by name', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    // DOMAIN.md's worked example (WORKED_EXAMPLE_VESSEL), as the fleet stores it.
    const vessel = await insertVessel(t.db, user.id, {
      teuCapacity: 700,
      grossTonnage: 8_000,
      serviceSpeedKnots: '14.0',
      fuelConsumptionTonnesPerDay: '18.0',
      fuelType: 'hfo',
      scrubberFitted: true,
    });
    await agent
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselId: vessel.id, vesselName: undefined, availableTEU: 300 }))
      .expect(201);
    await agent
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselName: 'By Hand', availableTEU: 50 }))
      .expect(201);
    const list = (await agent.get('/api/algorithm/vessel-availabilities').expect(200)).body.data;
    const fleet = list.find((a: { vesselId: string | null }) => a.vesselId === vessel.id);
    const byHand = list.find((a: { vesselName: string }) => a.vesselName === 'By Hand');

    const distanceNm = seaDistanceNm('DEHAM', 'NLRTM');
    const expected = slotFootprint({
      distanceNm,
      originCountry: 'DE',
      destinationCountry: 'NL',
      vessel: fleetVessel({ ...WORKED_EXAMPLE_VESSEL, id: vessel.id, name: vessel.name }),
      year: new Date(fleet.departureDate).getUTCFullYear(),
      freightPerTeu: 150,
      // The allowances (EUR) at the dated rate every conversion uses: migration 0016's ECB rate (PRODUCT.md 37).
      eurUsd: 1.0411,
    });
    expect(fleet.footprint).toEqual(expected);
    expect(fleet.footprint).toMatchObject({ basis: 'fleet', fuelType: 'hfo', teuBasis: 490 });
    // Near DOMAIN.md's 307 nm, 128.5 kg/TEU (shared/domain/voyage/slot-footprint.test.ts); the router's distance differs a little.
    expect(fleet.footprint.co2TtwKgPerTeu).toBeGreaterThan(110);
    expect(fleet.footprint.co2TtwKgPerTeu).toBeLessThan(150);
    expect(fleet.footprint.co2eWtwKgPerTeu).toBeGreaterThan(fleet.footprint.co2TtwKgPerTeu);
    expect(fleet.footprint.price.allIn).toBeCloseTo(
      150 + fleet.footprint.price.fuel + fleet.footprint.price.ets,
      2,
    );
    expect(byHand.footprint).toMatchObject({ basis: 'class', fuelType: 'mgo' });
  });

  it('is on offerings in the public list, for anonymous visitors too', async () => {
    const owner = await t.createUser();
    const row = await insertOffering(t.db, owner.id, { shipName: 'Footprint Express' });
    const res = await t.request().get('/api/ship-offerings').query({ limit: 100 }).expect(200);
    const listed = res.body.find((o: { id: string }) => o.id === row.id);
    expect(listed.footprint).toMatchObject({ basis: 'class' });
    expect(listed.footprint.co2TtwKgPerTeu).toBeGreaterThan(0);
    expect(listed.footprint.price.freight).toBe(listed.pricePerTEU);
  });
});
