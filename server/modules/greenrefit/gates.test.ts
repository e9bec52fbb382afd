import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { beforeAll, describe, expect, it } from 'vitest';
import { greenrefitAssessments, quoteRequests, shipyards } from '../../db/schema';
import { assessmentBody, shipyardBody } from '../../test/greenrefit-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Client = TestAgent<Test> | ReturnType<TestApp['request']>;
const id = crypto.randomUUID();
const base = '/api/greenrefit';

/** Every GreenRefit call, each with a body that would pass validation. */
const calls: [label: string, send: (c: Client) => Test][] = [
  ['GET /vessels/:id/profile', (c) => c.get(`${base}/vessels/${id}/profile`)],
  ['GET /assessments', (c) => c.get(`${base}/assessments`)],
  ['POST /assessments', (c) => c.post(`${base}/assessments`).send(assessmentBody())],
  ['GET /assessments/:id', (c) => c.get(`${base}/assessments/${id}`)],
  ['PUT /assessments/:id', (c) => c.put(`${base}/assessments/${id}`).send(assessmentBody())],
  ['DELETE /assessments/:id', (c) => c.delete(`${base}/assessments/${id}`)],
  ['GET /shipyards', (c) => c.get(`${base}/shipyards`)],
  ['POST /shipyards', (c) => c.post(`${base}/shipyards`).send(shipyardBody())],
  ['PATCH /shipyards/:id', (c) => c.patch(`${base}/shipyards/${id}`).send({ name: 'X' })],
  ['DELETE /shipyards/:id', (c) => c.delete(`${base}/shipyards/${id}`)],
  [
    'POST /quote-requests',
    (c) => c.post(`${base}/quote-requests`).send({ assessmentId: id, shipyardIds: [id], message: 'Hi' }),
  ],
  ['GET /quote-requests', (c) => c.get(`${base}/quote-requests`)],
  ['PATCH /quote-requests/:id', (c) => c.patch(`${base}/quote-requests/${id}`).send({ status: 'closed' })],
];

const rows = async () =>
  Promise.all(
    [greenrefitAssessments, shipyards, quoteRequests].map(async (table) =>
      Number((await t.db.select({ n: count() }).from(table))[0].n),
    ),
  );

describe('GreenRefit gates', () => {
  it.each(calls)('anonymous: %s answers 401', async (_label, send) => {
    expectError(await send(t.request()), 401, 'UNAUTHORIZED');
  });

  describe.each(['pending', 'rejected'] as const)('a %s user', (status) => {
    let agent: TestAgent<Test>;
    beforeAll(async () => {
      agent = await t.agentFor(await t.createUser({ approvalStatus: status }));
    });
    it.each(calls)('gets 403 PENDING_APPROVAL on %s', async (_label, send) => {
      expectError(await send(agent), 403, 'PENDING_APPROVAL');
    });
  });

  it('nothing was stored behind the refused calls', async () => {
    expect(await rows()).toEqual([0, 0, 0]);
  });
});
