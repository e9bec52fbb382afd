import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';
import { insertVessel } from '../../test/marketplace-factories';

let t: TestApp;
let agent: Awaited<ReturnType<TestApp['agentFor']>>;
let userId: string;
beforeAll(async () => {
  t = await setupTestApp();
  const user = await t.createUser();
  userId = user.id;
  agent = await t.agentFor(user);
});

const quote = (body: Record<string, unknown>) => agent.post('/api/smartfeeder/quote').send(body);

describe('POST /api/smartfeeder/quote', () => {
  it('computes Hamburg → Rotterdam with SPEC.md §3 names, a route line and a breakdown', async () => {
    const res = await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', cargoWeight: 3000 });
    expect(res.status).toBe(200);
    const q = res.body;
    expect(q.routeDistance).toBeGreaterThan(291);
    expect(q.routeDistance).toBeLessThan(323);
    expect(q).toMatchObject({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      suggestedVesselType: 'small_feeder',
    });
    expect(q.vessel).toMatchObject({ source: 'class', vesselType: 'small_feeder', serviceSpeedKnots: 14 });
    expect(q.estimatedDuration).toBeCloseTo(q.routeDistance / 14, 0);
    expect(q.co2Estimation).toBeCloseTo(q.fuelEstimation * 3.206, 0);
    const c = q.cost;
    expect(Math.round((c.fuelUsd + c.vesselTimeUsd + c.portCallsUsd + c.euEtsUsd) * 100)).toBe(
      Math.round(q.estimatedCost * 100),
    );
    expect(q.route.coordinates[0]).toEqual([10, 53.55]);
    expect(q.route.passages).toEqual([]);
    expect(q.assumptions.map((a: { key: string }) => a.key)).toContain('fuelPriceMgo');
    expect(q.comparison.filter((r: { vessel: string }) => r.vessel === 'regional_feeder')).toHaveLength(13);
  });

  it('is deterministic: the same inputs give the same numbers', async () => {
    const body = {
      originPort: 'ESBCN',
      destinationPort: 'ITGOA',
      vesselType: 'regional_feeder',
      speedKnots: 12,
    };
    const [a, b] = await Promise.all([quote(body), quote(body)]);
    expect(a.body).toEqual(b.body);
  });

  it('uses the Kiel Canal Hamburg → Gdansk, and avoids it on request', async () => {
    const via = (await quote({ originPort: 'DEHAM', destinationPort: 'PLGDN' })).body;
    const round = (await quote({ originPort: 'DEHAM', destinationPort: 'PLGDN', avoidKielCanal: true })).body;
    expect(via.route.passages).toContain('kiel-canal');
    expect(via.route.distanceAvoidingKielNm).toBeCloseTo(round.routeDistance, 0);
    expect(round.route.passages).toEqual(expect.arrayContaining(['skagen']));
    expect(round.routeDistance).toBeGreaterThan(via.routeDistance + 250);
  });

  it('answers origin = destination with a port call only', async () => {
    const res = await quote({ originPort: 'NLRTM', destinationPort: 'NLRTM' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      routeDistance: 0,
      estimatedDuration: 0,
      notes: expect.arrayContaining(['samePort']),
    });
    expect(res.body.time.portHours).toBe(12);
    expect(res.body.fuelEstimation).toBeGreaterThan(0);
  });

  it('gives an ETA from a departure time, and honours speed, fuel and assumption overrides', async () => {
    const res = await quote({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      vesselType: 'micro_containership',
      speedKnots: 10,
      fuelType: 'vlsfo',
      departureTime: '2026-03-02T08:00:00Z',
      assumptions: { fuelPriceVlsfo: 600, allowancePriceEur: 80 },
    });
    const q = res.body;
    expect(q.speedKnots).toBe(10);
    expect(q.fuel.fuelType).toBe('vlsfo');
    // seaHours is shown to 0.01 h (36 s); the ETA is computed from the unrounded time.
    const sailedMs = Date.parse(q.eta) - Date.parse('2026-03-02T08:00:00Z');
    expect(Math.abs(sailedMs - q.time.seaHours * 3_600_000)).toBeLessThanOrEqual(18_000);
    expect(q.year).toBe(2026);
    expect(q.ets.phaseIn).toBe(1);
    expect(q.assumptions.find((a: { key: string }) => a.key === 'fuelPriceVlsfo')).toMatchObject({
      value: 600,
      default: 580,
    });
    expect(Math.abs(q.cost.fuelUsd - q.fuel.totalT * 600)).toBeLessThan(5);
  });

  it('computes with the user’s own fleet vessel and its figures', async () => {
    const v = await insertVessel(t.db, userId, {
      name: 'Alster Bay',
      teuCapacity: 700,
      serviceSpeedKnots: '14.0',
      fuelConsumptionTonnesPerDay: '18.0',
      fuelType: 'hfo',
      scrubberFitted: true,
      grossTonnage: 8000,
    });
    const res = await quote({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      vesselId: v.id,
      speedKnots: 14,
    });
    expect(res.status).toBe(200);
    expect(res.body.vessel).toMatchObject({
      source: 'fleet',
      vesselId: v.id,
      name: 'Alster Bay',
      fuelTonnesPerDay: 18,
      fuelType: 'hfo',
    });
    expect(res.body.fuel.mainEngineT).toBeCloseTo((18 * res.body.time.seaHours) / 24, 1);
    expect(res.body.comparison.some((r: { vessel: string }) => r.vessel === 'fleet')).toBe(true);
  });

  it('suggests no vessel class for the user’s own ship (issue 25), one for a class or none chosen', async () => {
    const owner = await t.createUser();
    const ownAgent = await t.agentFor(owner);
    const v = await insertVessel(t.db, owner.id, { name: 'Elbe Star', teuCapacity: 700 });
    const own = await ownAgent
      .post('/api/smartfeeder/quote')
      .send({ originPort: 'DEHAM', destinationPort: 'NLRTM', vesselId: v.id });
    expect(own.status).toBe(200);
    expect(own.body.suggestedVesselType).toBeNull();
    const none = await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', cargoWeight: 3000 });
    expect(none.body.suggestedVesselType).toBe('small_feeder');
    // A saved calculation for the own ship stores the class it was computed for in the required column.
    const saved = await ownAgent
      .post('/api/smartfeeder-calculations')
      .send({ calculationInputs: { originPort: 'DEHAM', destinationPort: 'NLRTM', vesselId: v.id } });
    expect(saved.status).toBe(201);
    expect(saved.body.suggestedVesselType).toBe('micro_containership');
  });

  it('Hamburg → Gdansk through the Kiel Canal: dues by GT, 53 nm at 6.5 kn, pilotage as an assumption', async () => {
    const v = await insertVessel(t.db, userId, {
      name: 'Kiel Trader',
      imoNumber: '9321483',
      teuCapacity: 700,
      serviceSpeedKnots: '14.0',
      fuelConsumptionTonnesPerDay: '18.0',
      fuelType: 'mgo',
      grossTonnage: 8800,
    });
    const departureTime = '2026-09-01T06:00:00.000Z';
    const body = {
      originPort: 'DEHAM',
      destinationPort: 'PLGDN',
      vesselId: v.id,
      speedKnots: 14,
      departureTime,
    };
    const q = (await quote(body)).body;
    expect(q.route.passages).toContain('kiel-canal');
    // NOKBefAbgV Anlage 1 Nr. 1.1: over 8,750 up to 9,000 GT, 1,315 EUR; § 8's half rate (extended beyond
    // 30 June 2026): 657.50, rounded to 658.
    expect(q.route.kielCanal).toEqual({
      distanceNm: 53,
      speedKnots: 6.5,
      hours: 8.15,
      duesEur: 658,
      pilotageEur: 0,
    });
    // In USD at the dated rate every conversion uses (migration 0016's ECB rate, 1 EUR = 1.0411 USD).
    expect(q.cost.canalUsd).toBe(Math.round(658 * 1.0411 * 100) / 100);
    expect(q.assumptions).toContainEqual(
      expect.objectContaining({ key: 'eurUsd', value: 1.0411, default: 1.0411, unit: 'USD/EUR' }),
    );
    // 53 nm at 6.5 kn instead of 14: 8.154 h instead of 3.786 h (to the rounding of the distance and hours answered).
    expect(Math.abs(q.time.seaHours - ((q.routeDistance - 53) / 14 + 53 / 6.5))).toBeLessThan(0.01);
    const c = q.cost;
    expect(Math.round((c.fuelUsd + c.vesselTimeUsd + c.portCallsUsd + c.canalUsd + c.euEtsUsd) * 100)).toBe(
      Math.round(q.estimatedCost * 100),
    );
    const piloted = (await quote({ ...body, assumptions: { kielPilotageEur: 2000 } })).body;
    expect(piloted.route.kielCanal.pilotageEur).toBe(2000);
    expect(piloted.cost.canalUsd).toBe(Math.round(2658 * 1.0411 * 100) / 100);
    expect(piloted.assumptions).toContainEqual(
      expect.objectContaining({ key: 'kielPilotageEur', value: 2000, default: 0, unit: 'EUR' }),
    );
    // Round Skagen: no canal, no dues.
    const round = (await quote({ ...body, avoidKielCanal: true })).body;
    expect(round.route.kielCanal).toBeNull();
    expect(round.cost.canalUsd).toBe(0);
  });

  it('accepts the first version’s vessel names, and a blank type as “suggest one”', async () => {
    const named = await quote({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      vesselType: 'Regional Feeder',
    });
    expect(named.body.vessel.vesselType).toBe('regional_feeder');
    const blank = await quote({
      originPort: 'DEHAM',
      destinationPort: 'NLRTM',
      vesselType: '',
      cargoWeight: null,
    });
    expect(blank.body.vessel.vesselType).toBe('micro_containership');
  });

  it('answers 404 for another user’s vessel', async () => {
    const stranger = await t.createUser();
    const v = await insertVessel(t.db, stranger.id);
    expectError(
      await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', vesselId: v.id }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses invalid input with field messages', async () => {
    expectValidation(await quote({ originPort: 'XXXXX', destinationPort: 'NLRTM' }), [
      { field: 'originPort', message: 'Choose a port from the list' },
    ]);
    expectValidation(await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', cargoWeight: -1 }), [
      { field: 'cargoWeight', message: 'Enter a cargo weight of 0 tonnes or more' },
    ]);
    for (const speedKnots of [3.9, 25.1]) {
      expectValidation(await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', speedKnots }), [
        { field: 'speedKnots', message: 'Speed must be between 4 and 25 knots' },
      ]);
    }
    expectValidation(await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', role: 'admin' }), [
      { field: 'role', message: 'Unknown field' },
    ]);
    expectValidation(
      await quote({ originPort: 'DEHAM', destinationPort: 'NLRTM', assumptions: { eurUsd: 9 } }),
      [{ field: 'assumptions.eurUsd', message: 'Enter a valid number' }],
    );
  });

  it('is for signed-in, approved users and admins', async () => {
    const body = { originPort: 'DEHAM', destinationPort: 'NLRTM' };
    expectError(await t.request().post('/api/smartfeeder/quote').send(body), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(await pending.post('/api/smartfeeder/quote').send(body), 403, 'PENDING_APPROVAL');
    const admin = await t.agentFor(await t.createUser({ role: 'admin', approvalStatus: 'pending' }));
    expect((await admin.post('/api/smartfeeder/quote').send(body)).status).toBe(200);
  });
});
