import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smartfeederCalculations } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';

let t: TestApp;
let agent: Awaited<ReturnType<TestApp['agentFor']>>;
beforeAll(async () => {
  t = await setupTestApp();
  agent = await t.agentFor(await t.createUser());
});

const inputs = {
  originPort: 'DEHAM',
  destinationPort: 'PLGDN',
  cargoWeight: 4200,
  vesselType: 'Small Feeder',
  timestamp: '2026-01-05T10:00:00.000Z',
};

/** SPEC.md §7's payload, as the first version's client sent it. */
const specPayload = (overrides: Record<string, unknown> = {}) => ({
  originPort: 'DEHAM',
  destinationPort: 'PLGDN',
  routeDistance: 450,
  estimatedDuration: 38,
  co2Estimation: 100,
  fuelEstimation: 30,
  suggestedVesselType: 'Small Feeder',
  calculationInputs: inputs,
  calculationResults: {
    routeDistance: 450,
    estimatedDuration: 38,
    co2Estimation: 100,
    fuelEstimation: 30,
    suggestedVesselType: 'Small Feeder',
    estimatedCost: 9000,
  },
  status: 'completed',
  ...overrides,
});

describe('saving, listing and reopening calculations', () => {
  it('stores the server’s own numbers, whatever the client sent', async () => {
    const honest = (
      await agent.post('/api/smartfeeder/quote').send({
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        cargoWeight: 4200,
        vesselType: 'small_feeder',
      })
    ).body;
    const res = await agent.post('/api/smartfeeder-calculations').send(
      specPayload({
        routeDistance: 1,
        co2Estimation: 0.01,
        fuelEstimation: 0.01,
        calculationResults: { estimatedCost: 1 },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      originPort: 'DEHAM',
      destinationPort: 'PLGDN',
      routeDistance: honest.routeDistance,
      co2Estimation: honest.co2Estimation,
      fuelEstimation: honest.fuelEstimation,
      estimatedCost: honest.estimatedCost,
      suggestedVesselType: 'small_feeder',
      status: 'completed',
    });
    expect(res.body.calculationInputs).toMatchObject({
      originPort: 'DEHAM',
      vesselType: 'small_feeder',
      timestamp: inputs.timestamp,
    });
    expect(res.body.calculationResults.route.passages).toContain('kiel-canal');
  });

  it('lists the user’s own calculations, newest first, and reopens one', async () => {
    const me = await t.agentFor(await t.createUser());
    const first = (await me.post('/api/smartfeeder-calculations').send(specPayload())).body;
    const second = (
      await me
        .post('/api/smartfeeder-calculations')
        .send(specPayload({ calculationInputs: { ...inputs, destinationPort: 'SESTO' } }))
    ).body;
    const list = await me.get('/api/smartfeeder-calculations');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(list.body[0]).not.toHaveProperty('calculationResults');
    // Issue 27: the history names the vessel and speed each one was computed for, from the saved results.
    expect(list.body[1].computedFor).toEqual({
      source: 'class',
      vesselType: first.calculationResults.vessel.vesselType,
      vesselName: first.calculationResults.vessel.name,
      speedKnots: first.calculationResults.speedKnots,
    });
    const reopened = await me.get(`/api/smartfeeder-calculations/${first.id}`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual(first);
  });

  it('keeps one user’s calculations from another', async () => {
    const mine = (await agent.post('/api/smartfeeder-calculations').send(specPayload())).body;
    const other = await t.agentFor(await t.createUser());
    expectError(await other.get(`/api/smartfeeder-calculations/${mine.id}`), 404, 'NOT_FOUND');
    expectError(await other.get('/api/smartfeeder-calculations/not-a-uuid'), 404, 'NOT_FOUND');
    expect((await other.get('/api/smartfeeder-calculations')).body).toEqual([]);
  });

  it('refuses invalid inputs and unknown fields', async () => {
    expectValidation(
      await agent
        .post('/api/smartfeeder-calculations')
        .send(specPayload({ calculationInputs: { ...inputs, cargoWeight: -5 } })),
      [{ field: 'calculationInputs.cargoWeight', message: 'Enter a cargo weight of 0 tonnes or more' }],
    );
    expectValidation(await agent.post('/api/smartfeeder-calculations').send(specPayload({ userId: 'x' })), [
      { field: 'userId', message: 'Unknown field' },
    ]);
    expectValidation(
      await agent.post('/api/smartfeeder-calculations').send(specPayload({ status: 'draft' })),
      [{ field: 'status', message: 'Invalid value' }],
    );
  });

  it('is gated like the calculator', async () => {
    expectError(await t.request().get('/api/smartfeeder-calculations'), 401, 'UNAUTHORIZED');
    const pending = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
    expectError(
      await pending.post('/api/smartfeeder-calculations').send(specPayload()),
      403,
      'PENDING_APPROVAL',
    );
  });
});

describe('GET /api/smartfeeder-calculations paging (issue 11)', () => {
  it('pages newest first with X-Total-Count, never another user’s, and refuses bad paging', async () => {
    const user = await t.createUser();
    const me = await t.agentFor(user);
    const saved = (await me.post('/api/smartfeeder-calculations').send(specPayload())).body;
    const [row] = await t.db
      .select()
      .from(smartfeederCalculations)
      .where(eq(smartfeederCalculations.id, saved.id));
    // 24 more copies an hour apart, all older than the saved one; plus someone else's.
    const { id: _id, ...copy } = row;
    await t.db.insert(smartfeederCalculations).values(
      Array.from({ length: 24 }, (_, i) => ({
        ...copy,
        originPort: 'NLRTM',
        createdAt: new Date(row.createdAt.getTime() - (i + 1) * 3_600_000),
      })),
    );
    const stranger = await t.createUser();
    await t.db.insert(smartfeederCalculations).values({ ...copy, userId: stranger.id });

    const first = await me.get('/api/smartfeeder-calculations');
    expect(first.headers['x-total-count']).toBe('25');
    expect(first.body).toHaveLength(10);
    expect(first.body[0].id).toBe(saved.id);
    const ids: string[] = [];
    const dates: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await me.get('/api/smartfeeder-calculations').query({ page, pageSize: 10 });
      expect(res.headers['x-total-count']).toBe('25');
      ids.push(...res.body.map((c: { id: string }) => c.id));
      dates.push(...res.body.map((c: { createdAt: string }) => c.createdAt));
    }
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(dates).toEqual([...dates].sort().reverse());
    const theirs = await (await t.agentFor(stranger)).get('/api/smartfeeder-calculations');
    expect(theirs.headers['x-total-count']).toBe('1');
    expect(ids).not.toContain(theirs.body[0].id);

    for (const [field, value] of [
      ['page', '0'],
      ['pageSize', '101'],
      ['pageSize', 'x'],
    ]) {
      const res = await me.get('/api/smartfeeder-calculations').query({ [field]: value });
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
    }
  });
});
