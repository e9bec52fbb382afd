import crypto from 'node:crypto';
import type { QuoteRequest } from '@shared/schemas/greenrefit';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLogs, notifications, quoteRequests, shipyards, users } from '../../db/schema';
import { assessmentBody, insertShipyard } from '../../test/greenrefit-factories';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

async function requester(opts: { company?: string; language?: 'en' | 'de' | 'zh' } = {}) {
  const user = await t.createUser({ role: 'shipowner' });
  await t.db
    .update(users)
    .set({
      firstName: 'Jens',
      lastName: 'Petersen',
      companyName: opts.company ?? null,
      preferredLanguage: opts.language ?? 'en',
    })
    .where(eq(users.id, user.id));
  const agent = await t.agentFor(user);
  const assessment = await agent.post('/api/greenrefit/assessments').send(assessmentBody()).expect(201);
  return { user, agent, assessment: assessment.body };
}
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const requestCount = async () => Number((await t.db.select({ n: count() }).from(quoteRequests))[0].n);
const send = (agent: Awaited<ReturnType<typeof requester>>['agent'], body: object) =>
  agent.post('/api/greenrefit/quote-requests').send(body);
/** One request for a quote on the assessment from one shipyard, as answered. */
const sendOne = async (agent: Parameters<typeof send>[0], assessmentId: string, shipyardId: string) =>
  (
    (await send(agent, { assessmentId, shipyardIds: [shipyardId], message: 'Please quote.' }).expect(201))
      .body as QuoteRequest[]
  )[0];

describe('POST /api/greenrefit/quote-requests', () => {
  it('sends one request per shipyard with a snapshot, tells every administrator once and the requester', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const superAdmin = await t.createUser({ role: 'super_admin' });
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, superAdmin.id));
    const { user, agent, assessment } = await requester({ company: 'Elbe Feeder Lines' });
    const weser = await insertShipyard(t.db, { name: 'Weser Dock', port: 'DEBRV' });
    const baltic = await insertShipyard(t.db, { name: 'Baltic Refit', port: 'PLGDN' });

    const res = await send(agent, {
      assessmentId: assessment.id,
      shipyardIds: [weser.id, baltic.id],
      message: '  Dry dock slot in Q3, please.  ',
    });
    expect(res.status).toBe(201);
    const sent: QuoteRequest[] = res.body;
    expect(sent).toHaveLength(2);
    expect(sent.map((q) => q.shipyard)).toEqual([
      { id: weser.id, name: 'Weser Dock', port: 'DEBRV' },
      { id: baltic.id, name: 'Baltic Refit', port: 'PLGDN' },
    ]);
    for (const q of sent) {
      expect(q).toMatchObject({
        assessmentId: assessment.id,
        assessmentName: 'Alster Bay retrofit 2025',
        shipName: 'Alster Bay',
        summary: {
          capexEur: assessment.capexEur,
          paybackYears: assessment.paybackYears,
          co2SavingT: assessment.co2SavingT,
          measures: ['hull_coating', 'propeller_redesign'],
        },
        message: 'Dry dock slot in Q3, please.',
        status: 'sent',
        adminNote: null,
        requester: { id: user.id, name: 'Jens Petersen', email: user.email, company: 'Elbe Feeder Lines' },
      });
    }

    const adminNotes = await notesOf(admin.id);
    expect(adminNotes).toHaveLength(1);
    expect(adminNotes[0]).toMatchObject({
      type: 'system_message',
      title: 'New retrofit quote request',
      message:
        'Jens Petersen (Elbe Feeder Lines) asks for a retrofit quote for Alster Bay (Alster Bay retrofit 2025) from: Weser Dock, Baltic Refit.',
      actionUrl: '/admin-panel?tab=quotes',
    });
    const [superNote] = await notesOf(superAdmin.id);
    expect(superNote.title).toBe('Neue Angebotsanfrage für einen Umbau');
    const mine = await notesOf(user.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Quote request sent', actionUrl: '/greenrefit' });
    expect(mine[0].message).toContain('Weser Dock, Baltic Refit');

    const [activity] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.activityType, 'create_quote_request')));
    expect(activity.resource).toBe(`greenrefit_assessment:${assessment.id}`);

    // The requester sees both; another user sees none of them; administrators see everyone's.
    const list = await agent.get('/api/greenrefit/quote-requests').expect(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((q: QuoteRequest) => q.id).sort()).toEqual(sent.map((q) => q.id).sort());
    const other = await requester();
    const theirs = await other.agent.get('/api/greenrefit/quote-requests').expect(200);
    expect(theirs.body).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe('0');
    const all = await (await t.agentFor(admin))
      .get('/api/greenrefit/quote-requests?pageSize=100')
      .expect(200);
    expect(all.body.map((q: QuoteRequest) => q.id)).toEqual(expect.arrayContaining(sent.map((q) => q.id)));
  });

  it('another user’s assessment or an unknown shipyard is 404, and nothing is stored or announced', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const owner = await requester();
    const stranger = await requester();
    const yard = await insertShipyard(t.db);
    const before = await requestCount();

    expectError(
      await send(stranger.agent, {
        assessmentId: owner.assessment.id,
        shipyardIds: [yard.id],
        message: 'Hi',
      }),
      404,
      'NOT_FOUND',
      'Assessment not found',
    );
    expectError(
      await send(owner.agent, {
        assessmentId: owner.assessment.id,
        shipyardIds: [yard.id, crypto.randomUUID()],
        message: 'Hi',
      }),
      404,
      'NOT_FOUND',
      'Shipyard not found',
    );
    expect(await requestCount()).toBe(before);
    expect(await notesOf(admin.id)).toHaveLength(0);
    expect(await notesOf(owner.user.id)).toHaveLength(0);
  });

  it('refuses no shipyards, repeated shipyards, a blank message and unknown keys', async () => {
    const { agent, assessment } = await requester();
    const yard = await insertShipyard(t.db);
    const before = await requestCount();
    const body = { assessmentId: assessment.id, shipyardIds: [yard.id], message: 'Please quote.' };
    expectValidation(await send(agent, { ...body, shipyardIds: [] }), [
      { field: 'shipyardIds', message: 'Choose at least one shipyard' },
    ]);
    expectValidation(await send(agent, { ...body, shipyardIds: [yard.id, yard.id] }), [
      { field: 'shipyardIds', message: 'Each entry may appear only once' },
    ]);
    expectValidation(await send(agent, { ...body, message: '   ' }), [
      { field: 'message', message: 'This field is required' },
    ]);
    expectValidation(await send(agent, { ...body, status: 'quoted' }), [
      { field: 'status', message: 'Unknown field' },
    ]);
    expect(await requestCount()).toBe(before);
  });

  it('allows 20 calls an hour per user, then answers 429', async () => {
    const { agent, assessment } = await requester();
    const yard = await insertShipyard(t.db);
    const body = { assessmentId: assessment.id, shipyardIds: [yard.id], message: 'Please quote.' };
    for (let i = 0; i < 20; i++) expect((await send(agent, body)).status).toBe(201);
    const limited = await send(agent, body);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.advanceClock(3600_000 + 1000);
    expect((await send(agent, body)).status).toBe(201);
  });

  it('keeps the request with its snapshot when the assessment or the shipyard is deleted', async () => {
    const { agent, assessment } = await requester();
    const yard = await insertShipyard(t.db, { name: 'Short-lived Yard' });
    const sent = await sendOne(agent, assessment.id, yard.id);
    await agent.delete(`/api/greenrefit/assessments/${assessment.id}`).expect(204);
    await t.db.delete(shipyards).where(eq(shipyards.id, yard.id));
    const [kept] = (await agent.get('/api/greenrefit/quote-requests').expect(200)).body as QuoteRequest[];
    expect(kept).toEqual({
      ...sent,
      assessmentId: null,
      shipyard: { id: null, name: 'Short-lived Yard', port: yard.port },
    });
  });
});

describe('PATCH /api/greenrefit/quote-requests/:id', () => {
  it('an administrator sets status and note; the requester is told in their language; audit logged', async () => {
    const adminUser = await t.createUser({ role: 'admin' });
    const admin = await t.agentFor(adminUser);
    const { user, agent, assessment } = await requester({ language: 'de' });
    const yard = await insertShipyard(t.db, { name: 'Weser Dock' });
    const sent = await sendOne(agent, assessment.id, yard.id);
    t.advanceClock(60_000);

    const res = await admin
      .patch(`/api/greenrefit/quote-requests/${sent.id}`)
      .send({ status: 'quoted', adminNote: '  Offer EUR 580k, slot in July.  ' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: sent.id,
      status: 'quoted',
      adminNote: 'Offer EUR 580k, slot in July.',
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(sent.updatedAt));

    const told = (await notesOf(user.id)).filter((n) => n.actionUrl === '/greenrefit');
    expect(told.map((n) => n.title).sort()).toEqual(['Angebotsanfrage gesendet', 'Umbauangebot eingegangen']);
    const quoted = told.find((n) => n.title === 'Umbauangebot eingegangen')!;
    expect(quoted).toMatchObject({
      message: 'Weser Dock hat ein Angebot für Alster Bay abgegeben.',
      priority: 'high',
    });

    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'quote_request'), eq(auditLogs.resourceId, sent.id)));
    expect(log).toMatchObject({ userId: adminUser.id, action: 'update_quote_request' });
    expect(log.changes).toEqual({
      before: { status: 'sent', adminNote: null },
      after: { status: 'quoted', adminNote: 'Offer EUR 580k, slot in July.' },
    });

    // The same again changes nothing and tells no one.
    await admin
      .patch(`/api/greenrefit/quote-requests/${sent.id}`)
      .send({ status: 'quoted', adminNote: 'Offer EUR 580k, slot in July.' })
      .expect(200);
    expect(await notesOf(user.id)).toHaveLength(2);

    const mine = await agent.get('/api/greenrefit/quote-requests?status=quoted').expect(200);
    expect(mine.body.map((q: QuoteRequest) => q.id)).toEqual([sent.id]);
    const none = await agent.get('/api/greenrefit/quote-requests?status=sent').expect(200);
    expect(none.body).toEqual([]);
  });

  it('is 403 for a user who is no administrator, 404 for an unknown id, 400 for a bad status', async () => {
    const admin = await t.agentFor(await t.createUser({ role: 'admin' }));
    const { agent, assessment } = await requester();
    const yard = await insertShipyard(t.db);
    const sent = await sendOne(agent, assessment.id, yard.id);
    expectError(
      await agent.patch(`/api/greenrefit/quote-requests/${sent.id}`).send({ status: 'closed' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await admin.patch(`/api/greenrefit/quote-requests/${crypto.randomUUID()}`).send({ status: 'closed' }),
      404,
      'NOT_FOUND',
      'Quote request not found',
    );
    expectValidation(await admin.patch(`/api/greenrefit/quote-requests/${sent.id}`).send({ status: 'won' }), [
      { field: 'status', message: 'Invalid value' },
    ]);
    const [row] = await t.db
      .select()
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, [sent.id]));
    expect(row.status).toBe('sent');
  });
});
