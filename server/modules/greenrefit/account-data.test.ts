import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { greenrefitAssessments, quoteRequests, shipyards, users } from '../../db/schema';
import { assessmentBody, insertShipyard } from '../../test/greenrefit-factories';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

async function userWithQuote() {
  const user = await t.createUser({ role: 'shipowner' });
  const agent = await t.agentFor(user);
  const assessment = (await agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201))
    .body;
  const yard = await insertShipyard(t.db);
  const [quote] = (
    await agent
      .post('/api/greenrefit/quote-requests')
      .send({ assessmentId: assessment.id, shipyardIds: [yard.id], message: 'Please quote.' })
      .expect(201)
  ).body;
  return { user, agent, assessment, yard, quote };
}

describe('GreenRefit data and the account (PRODUCT.md 21)', () => {
  it('the account export holds the user’s assessments and quote requests, no one else’s', async () => {
    const { agent, assessment, quote } = await userWithQuote();
    const other = await userWithQuote();
    const res = await agent.get('/api/auth/user/export').expect(200);
    const body = JSON.parse(res.text);
    expect(body.greenrefitAssessments.map((a: { id: string }) => a.id)).toEqual([assessment.id]);
    expect(body.greenrefitAssessments[0].input).toEqual(assessment.input);
    expect(body.quoteRequests.map((q: { id: string }) => q.id)).toEqual([quote.id]);
    expect(res.text).not.toContain(other.assessment.id);
  });

  it('deleting the account deletes its assessments and quote requests; shipyards stay', async () => {
    const { user, agent, assessment, yard, quote } = await userWithQuote();
    await agent.delete('/api/auth/user').send({ password: PASSWORD }).expect(204);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(
      await t.db.select().from(greenrefitAssessments).where(eq(greenrefitAssessments.id, assessment.id)),
    ).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(quoteRequests)
        .where(inArray(quoteRequests.id, [quote.id])),
    ).toHaveLength(0);
    expect(await t.db.select().from(shipyards).where(eq(shipyards.id, yard.id))).toHaveLength(1);
  });
});
