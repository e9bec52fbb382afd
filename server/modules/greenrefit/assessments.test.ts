import { assessRetrofit } from '@shared/domain/greenrefit';
import type { AssessmentDetail, AssessmentSummary } from '@shared/schemas/greenrefit';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { greenrefitAssessments, vessels } from '../../db/schema';
import {
  assessmentBody,
  assessmentInput,
  insertFleetVessel,
  measureChoice,
  refitShip,
} from '../../test/greenrefit-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const MINUTE = 60_000;

async function member() {
  const user = await t.createUser({ role: 'shipowner' });
  return { user, agent: await t.agentFor(user) };
}
const storedOf = async (ownerId: string) =>
  t.db.select().from(greenrefitAssessments).where(eq(greenrefitAssessments.ownerId, ownerId));
const stored = async () => Number((await t.db.select({ n: count() }).from(greenrefitAssessments))[0].n);

describe('saving an assessment', () => {
  it('stores the input and answers the server’s own calculation with the list figures', async () => {
    const { user, agent } = await member();
    const body = assessmentBody();
    const res = await agent.post('/api/greenrefit/assessments').send(body);
    expect(res.status).toBe(201);
    const detail: AssessmentDetail = res.body;
    const expected = assessRetrofit(body.input);
    expect(detail.input).toEqual(body.input);
    expect(detail.result).toEqual(json(expected));
    expect(detail).toMatchObject({
      name: 'Alster Bay retrofit 2025',
      vesselId: null,
      shipName: 'Alster Bay',
      ratingNow: expected.before.ciiPath[0].rating,
      ratingAfter2030: expected.after.ciiPath.at(-1)!.rating,
      capexEur: 600_000,
      co2SavingT: Math.round((expected.before.co2T - expected.after.co2T) * 10) / 10,
    });
    expect(detail.paybackYears).toBe(Math.round(expected.paybackYears! * 100) / 100);
    expect(detail.co2SavingT).toBeGreaterThan(0);

    const [row] = await storedOf(user.id);
    expect(row).toMatchObject({
      id: detail.id,
      input: body.input,
      shipName: 'Alster Bay',
      capexEur: '600000.00',
      paybackYears: detail.paybackYears!.toFixed(2),
      co2SavingT: detail.co2SavingT.toFixed(1),
    });
    expect(JSON.stringify(row)).not.toContain('"result"');
  });

  it('refuses a result sent by the client (the contract is strict) and stores nothing', async () => {
    const { user, agent } = await member();
    const body = { ...assessmentBody(), result: { capexEur: 1, paybackYears: 0.1 } };
    expectValidation(await agent.post('/api/greenrefit/assessments').send(body), [
      { field: 'result', message: 'Unknown field', key: 'validation.unknownField' },
    ]);
    expect(await storedOf(user.id)).toHaveLength(0);
  });

  it('links only the caller’s own fleet vessel; a stranger’s vessel is 404 and nothing is stored', async () => {
    const { user, agent } = await member();
    const other = await member();
    const own = await insertFleetVessel(t.db, user.id);
    const foreign = await insertFleetVessel(t.db, other.user.id);
    const linked = await agent
      .post('/api/greenrefit/assessments')
      .send(assessmentBody({ vesselId: own.id }))
      .expect(201);
    expect(linked.body.vesselId).toBe(own.id);

    const before = await stored();
    expectError(
      await agent.post('/api/greenrefit/assessments').send(assessmentBody({ vesselId: foreign.id })),
      404,
      'NOT_FOUND',
      'Vessel not found',
    );
    expectError(
      await agent
        .put(`/api/greenrefit/assessments/${linked.body.id}`)
        .send(assessmentBody({ vesselId: foreign.id })),
      404,
      'NOT_FOUND',
      'Vessel not found',
    );
    expect(await stored()).toBe(before);
    const [row] = await t.db
      .select()
      .from(greenrefitAssessments)
      .where(eq(greenrefitAssessments.id, linked.body.id));
    expect(row.vesselId).toBe(own.id);

    // The fleet vessel's deletion leaves the assessment standing, unlinked.
    await t.db.delete(vessels).where(eq(vessels.id, own.id));
    const after = await agent.get(`/api/greenrefit/assessments/${linked.body.id}`).expect(200);
    expect(after.body.vesselId).toBeNull();
  });
});

describe('bad input is a 400 naming the field, and nothing is stored', () => {
  const input = assessmentInput();
  const cases: [string, unknown, { field: string; message: string }][] = [
    [
      'a missing ship name',
      { ...input, ship: { ...input.ship, name: '  ' } },
      { field: 'input.ship.name', message: 'This field is required' },
    ],
    [
      'more than 365 days at sea and in port',
      { ...input, profile: { ...input.profile, daysAtSea: 300, daysInPort: 66 } },
      { field: 'input.profile.daysInPort', message: 'Days at sea and in port cannot exceed 365' },
    ],
    [
      'logged fuel with a distance of 0 nm (issue 25: stored without a rating)',
      {
        ...input,
        profile: { ...input.profile, distanceNm: 0, annualFuel: [{ fuelType: 'hfo', tonnes: 3855 }] },
      },
      { field: 'input.profile.distanceNm', message: 'Logged fuel needs a distance greater than 0' },
    ],
    [
      'days at sea with a distance of 0 nm',
      { ...input, profile: { ...input.profile, distanceNm: 0 } },
      { field: 'input.profile.distanceNm', message: 'Days at sea need a distance greater than 0' },
    ],
    [
      'a distance without days at sea',
      { ...input, profile: { ...input.profile, daysAtSea: 0 } },
      { field: 'input.profile.daysAtSea', message: 'A distance needs days at sea greater than 0' },
    ],
    [
      'two fuel measures',
      { ...input, measures: [measureChoice('lng_dual_fuel'), measureChoice('methanol')] },
      { field: 'input.measures', message: 'Choose at most one fuel switch or scrubber' },
    ],
    [
      'a measure twice',
      { ...input, measures: [measureChoice('hull_coating'), measureChoice('hull_coating')] },
      { field: 'input.measures', message: 'Each entry may appear only once' },
    ],
    [
      'an unknown measure',
      { ...input, measures: [{ ...measureChoice('hull_coating'), id: 'sky_hook' }] },
      { field: 'input.measures.0.id', message: 'Invalid value' },
    ],
    [
      'a measure setting outside its bounds',
      { ...input, measures: [measureChoice('slow_steaming', { parameter: 0.5 })] },
      { field: 'input.measures.0.parameter', message: 'Enter a valid number' },
    ],
    [
      'an assumption outside its bounds',
      { ...input, assumptions: { ...input.assumptions, eurUsd: 7 } },
      { field: 'input.assumptions.eurUsd', message: 'Enter a valid number' },
    ],
    [
      'an unknown key',
      { ...input, ship: { ...input.ship, colour: 'green' } },
      { field: 'input.ship.colour', message: 'Unknown field' },
    ],
  ];

  it.each(cases)('%s', async (_label, badInput, issue) => {
    const { user, agent } = await member();
    expectValidation(
      await agent.post('/api/greenrefit/assessments').send(assessmentBody({ input: badInput })),
      [issue],
    );
    expect(await storedOf(user.id)).toHaveLength(0);

    // The same body on an edit leaves the saved assessment as it was.
    const saved = await agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201);
    expectValidation(
      await agent
        .put(`/api/greenrefit/assessments/${saved.body.id}`)
        .send(assessmentBody({ input: badInput })),
      [issue],
    );
    const [row] = await storedOf(user.id);
    expect(row.input).toEqual(input);
  });
});

describe('list, read, edit and delete', () => {
  it('pages the caller’s own assessments, last edited first, with X-Total-Count', async () => {
    const { agent } = await member();
    const other = await member();
    await other.agent
      .post('/api/greenrefit/assessments')
      .send(assessmentBody({ name: 'Not mine' }))
      .expect(201);
    const ids: string[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const res = await agent.post('/api/greenrefit/assessments').send(assessmentBody({ name })).expect(201);
      ids.push(res.body.id);
      t.advanceClock(MINUTE);
    }
    const page1 = await agent.get('/api/greenrefit/assessments').query({ page: 1, pageSize: 2 }).expect(200);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.body.map((a: AssessmentSummary) => a.name)).toEqual(['Third', 'Second']);
    expect(Object.keys(page1.body[0]).sort()).toEqual(
      [
        'capexEur',
        'co2SavingT',
        'createdAt',
        'id',
        'name',
        'paybackYears',
        'ratingAfter2030',
        'ratingNow',
        'shipName',
        'updatedAt',
        'vesselId',
      ].sort(),
    );
    const page2 = await agent.get('/api/greenrefit/assessments?page=2&pageSize=2').expect(200);
    expect(page2.body.map((a: AssessmentSummary) => a.name)).toEqual(['First']);

    // An edit moves it to the top.
    await agent
      .put(`/api/greenrefit/assessments/${ids[0]}`)
      .send(assessmentBody({ name: 'First, edited' }))
      .expect(200);
    const again = await agent.get('/api/greenrefit/assessments').expect(200);
    expect(again.body.map((a: AssessmentSummary) => a.name)).toEqual(['First, edited', 'Third', 'Second']);

    expectValidation(await agent.get('/api/greenrefit/assessments?pageSize=500'), [
      { field: 'pageSize', message: 'Enter a valid number' },
    ]);
  });

  it('recomputes on edit, reads back the same, and deletes', async () => {
    const { agent } = await member();
    const created = await agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201);
    const id = created.body.id;
    t.advanceClock(MINUTE);
    const input = assessmentInput({
      ship: refitShip({ name: '  Alster Bay II ' }),
      measures: [measureChoice('slow_steaming', { parameter: 0.15 }), measureChoice('shore_power')],
    });
    const edited = await agent
      .put(`/api/greenrefit/assessments/${id}`)
      .send(assessmentBody({ name: 'Slower', input }))
      .expect(200);
    const trimmed = { ...input, ship: { ...input.ship, name: 'Alster Bay II' } };
    expect(edited.body).toMatchObject({
      id,
      name: 'Slower',
      shipName: 'Alster Bay II',
      createdAt: created.body.createdAt,
    });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt));
    expect(edited.body.input).toEqual(trimmed);
    expect(edited.body.result).toEqual(json(assessRetrofit(trimmed)));
    expect(edited.body.capexEur).toBe(950_000);

    const read = await agent.get(`/api/greenrefit/assessments/${id}`).expect(200);
    expect(read.body).toEqual(edited.body);

    await agent.delete(`/api/greenrefit/assessments/${id}`).expect(204);
    expectError(
      await agent.get(`/api/greenrefit/assessments/${id}`),
      404,
      'NOT_FOUND',
      'Assessment not found',
    );
    expectError(await agent.delete(`/api/greenrefit/assessments/${id}`), 404, 'NOT_FOUND');
    expectError(await agent.get('/api/greenrefit/assessments/not-a-uuid'), 404, 'NOT_FOUND');
  });

  it('recomputes the result on every read: the stored input is the record', async () => {
    const { user, agent } = await member();
    const created = await agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201);
    // As after a corrected formula: the list columns are stale, the detail is computed afresh.
    await t.db
      .update(greenrefitAssessments)
      .set({ capexEur: '1.00', co2SavingT: '0.0' })
      .where(eq(greenrefitAssessments.ownerId, user.id));
    const read = await agent.get(`/api/greenrefit/assessments/${created.body.id}`).expect(200);
    expect(read.body.capexEur).toBe(600_000);
    expect(read.body.co2SavingT).toBe(created.body.co2SavingT);
    expect(read.body.result).toEqual(created.body.result);
  });

  it('another user’s assessment is 404 for reading, editing and deleting; an administrator may only read it', async () => {
    const owner = await member();
    const stranger = await member();
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    const { body } = await owner.agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201);
    const url = `/api/greenrefit/assessments/${body.id}`;

    expectError(await stranger.agent.get(url), 404, 'NOT_FOUND', 'Assessment not found');
    expectError(await stranger.agent.put(url).send(assessmentBody({ name: 'Mine now' })), 404, 'NOT_FOUND');
    expectError(await stranger.agent.delete(url), 404, 'NOT_FOUND');
    const list = await stranger.agent.get('/api/greenrefit/assessments').expect(200);
    expect(list.body).toEqual([]);

    const read = await admin.get(url).expect(200);
    expect(read.body).toEqual(body);
    expectError(await admin.put(url).send(assessmentBody({ name: 'Edited by admin' })), 404, 'NOT_FOUND');
    expectError(await admin.delete(url), 404, 'NOT_FOUND');

    const [row] = await storedOf(owner.user.id);
    expect(row.name).toBe(body.name);
  });
});
