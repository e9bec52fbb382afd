import crypto from 'node:crypto';
import { MATCH_PROPOSAL_LIMIT } from '@shared/domain/matching/score';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, shipOfferings, users } from '../../db/schema';
import { setupTestApp, type TestApp } from '../../test/harness';
import { bookingBody, bookingRow, insertOffering, offeringRow } from '../../test/marketplace-factories';
import { answerDemoRequests } from './demo-answer.service';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let demoOwner: User;
let realOwner: User;
let shipper: User;
const deps = () => ({ database: t.database, clock: t.now, config: { MATCH_PROPOSAL_LIMIT } });
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

beforeAll(async () => {
  t = await setupTestApp();
  demoOwner = await t.createUser({
    role: 'shipowner',
    email: `demo-owner-${crypto.randomUUID().slice(0, 8)}@feederhub.local`,
  });
  realOwner = await t.createUser({ role: 'shipowner' });
  shipper = await t.createUser({ role: 'cargo_owner' });
});

describe('demo voyages answer booking requests (issue 13, PRODUCT.md 15)', () => {
  it('accepts a fitting request on a demo voyage after the delay, with a demo note; real voyages wait', async () => {
    const agent = await t.agentFor(shipper);
    const demo = await insertOffering(t.db, demoOwner.id, {
      shipName: 'Elbe Trader',
      availableCapacity: 100,
    });
    const real = await insertOffering(t.db, realOwner.id, { availableCapacity: 100 });
    const onDemo = await agent
      .post('/api/ship-booking-requests')
      .send(bookingBody(demo.id, { requestedTEU: 30 }));
    const onReal = await agent
      .post('/api/ship-booking-requests')
      .send(bookingBody(real.id, { requestedTEU: 30 }));
    expect(onDemo.status).toBe(201);
    expect(onReal.status).toBe(201);

    // Too early: a demo owner still "reads" the request.
    expect(await answerDemoRequests(deps(), 20)).toBe(0);
    expect((await bookingRow(t.db, onDemo.body.id)).status).toBe('pending');

    t.advanceClock(21_000);
    expect(await answerDemoRequests(deps(), 20)).toBe(1);
    expect((await bookingRow(t.db, onDemo.body.id)).status).toBe('accepted');
    expect((await offeringRow(t.db, demo.id)).availableCapacity).toBe(70);
    expect((await bookingRow(t.db, onReal.body.id)).status).toBe('pending');

    const note = (await notesOf(shipper.id)).find(
      (n) => n.title === 'Booking request accepted (demo voyage)',
    );
    expect(note).toMatchObject({ type: 'booking_update', priority: 'high', actionUrl: '/my-bookings' });
    expect(note?.message).toContain('demo voyage');
    expect(note?.message).toContain('30 TEU');

    // Answered once: the next round finds nothing.
    expect(await answerDemoRequests(deps(), 20)).toBe(0);
  });

  it('declines a request that no longer fits, with the reason in the requester language', async () => {
    const german = await t.createUser({ role: 'cargo_owner' });
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.id, german.id));
    const agent = await t.agentFor(german);
    const demo = await insertOffering(t.db, demoOwner.id, { availableCapacity: 50 });
    const res = await agent
      .post('/api/ship-booking-requests')
      .send(bookingBody(demo.id, { requestedTEU: 40 }));
    expect(res.status).toBe(201);
    // Somebody else took most of the capacity meanwhile.
    await t.db.update(shipOfferings).set({ availableCapacity: 10 }).where(eq(shipOfferings.id, demo.id));

    t.advanceClock(21_000);
    expect(await answerDemoRequests(deps(), 20)).toBe(1);
    const row = await bookingRow(t.db, res.body.id);
    expect(row.status).toBe('declined');
    expect(row.declineReason).toMatch(/^Demo-Reise/);
    expect((await offeringRow(t.db, demo.id)).availableCapacity).toBe(10);
    const note = (await notesOf(german.id)).find((n) => n.title === 'Buchungsanfrage abgelehnt (Demo-Reise)');
    expect(note?.message).toContain('Demo-Reise');
  });

  it('marks demo voyages in the public list, and only those', async () => {
    const demo = await insertOffering(t.db, demoOwner.id, { shipName: 'Demo Listed' });
    const real = await insertOffering(t.db, realOwner.id, { shipName: 'Real Listed' });
    const one = async (id: string) => (await t.request().get(`/api/ship-offerings/${id}`)).body;
    expect((await one(demo.id)).isDemo).toBe(true);
    expect((await one(real.id)).isDemo).toBe(false);
    const list = await t.request().get('/api/ship-offerings?pageSize=100');
    const byId = new Map(list.body.map((o: { id: string; isDemo: boolean }) => [o.id, o.isDemo]));
    expect(byId.get(demo.id)).toBe(true);
    expect(byId.get(real.id)).toBe(false);
  });
});
