import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  notifications,
  shipBookingRequests,
  shipOfferings,
  smartfeederCalculations,
  users,
  vessels,
} from '../../db/schema';
import { PASSWORD, setupTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation, sessionSetCookie } from '../../test/http';
import {
  bookingRow,
  insertBookingRequest,
  insertOffering,
  insertVessel,
  offeringRow,
} from '../../test/marketplace-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const saveCalculation = (agent: Awaited<ReturnType<TestApp['agentFor']>>) =>
  agent.post('/api/smartfeeder-calculations').send({
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    routeDistance: 1,
    estimatedDuration: 1,
    co2Estimation: 1,
    fuelEstimation: 1,
    suggestedVesselType: 'Small Feeder',
    calculationInputs: { originPort: 'DEHAM', destinationPort: 'NLRTM', cargoWeight: 1000 },
    calculationResults: {},
    status: 'completed',
  });

describe('account calls need a session', () => {
  it('answers 401 signed out', async () => {
    expectError(await t.request().get('/api/auth/user/export'), 401, 'UNAUTHORIZED');
    expectError(await t.request().delete('/api/auth/user').send({ password: PASSWORD }), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/auth/user: the profile', () => {
  it('changes names and company, trims them, clears an empty company and records the change', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    const res = await agent
      .patch('/api/auth/user')
      .send({ firstName: '  Hanna ', lastName: 'Nielsen', companyName: 'Nordic Feeders ApS' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Hanna',
      lastName: 'Nielsen',
      companyName: 'Nordic Feeders ApS',
    });
    expect((await agent.patch('/api/auth/user').send({ companyName: '  ' })).body.companyName).toBeNull();
    expect(await userRow(user.id)).toMatchObject({
      firstName: 'Hanna',
      companyName: null,
      preferredLanguage: 'en',
    });
    const logged = await t.db.select().from(activities).where(eq(activities.userId, user.id));
    expect(logged.filter((a) => a.activityType === 'update_profile')).toHaveLength(2);
  });

  it('refuses an empty name or an unknown field with field messages, and changes nothing', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    expectValidation(
      await agent.patch('/api/auth/user').send({ firstName: ' ', lastName: 'x'.repeat(101) }),
      [
        { field: 'firstName', key: 'validation.firstNameRequired', message: 'First name is required' },
        { field: 'lastName', key: 'validation.tooLong', message: 'This value is too long' },
      ],
    );
    expectValidation(
      await agent.patch('/api/auth/user').send({ firstName: 'Eve', email: 'eve@example.com' }),
      [{ field: 'email', message: 'Unknown field' }],
    );
    expect(await userRow(user.id)).toMatchObject({ firstName: 'Test', lastName: 'User', email: user.email });
  });
});

describe('GET /api/auth/user/export', () => {
  it("downloads the user's own data as JSON, without the password hash or anyone else's data", async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const shipper = await t.createUser();
    const other = await t.createUser();
    const agent = await t.agentFor(owner);
    const vessel = await insertVessel(t.db, owner.id, { name: 'Alster Bay' });
    const offering = await insertOffering(t.db, owner.id, { shipName: 'Alster Bay' });
    const received = await insertBookingRequest(t.db, offering.id, shipper.id, { requestedTeu: 12 });
    const elsewhere = await insertOffering(t.db, other.id);
    const made = await insertBookingRequest(t.db, elsewhere.id, owner.id);
    await insertVessel(t.db, other.id, { name: 'Not Mine' });
    expect((await saveCalculation(agent)).status).toBe(201);

    const res = await agent.get('/api/auth/user/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?feederhub-account-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    const body = res.body;
    expect(body.user).toMatchObject({ id: owner.id, email: owner.email });
    expect(body.vessels.map((v: { id: string }) => v.id)).toEqual([vessel.id]);
    expect(body.shipOfferings).toHaveLength(1);
    expect(body.shipOfferings[0].bookingRequests.map((r: { id: string }) => r.id)).toEqual([received.id]);
    expect(body.bookingRequests.map((r: { id: string }) => r.id)).toEqual([made.id]);
    expect(body.smartfeederCalculations).toHaveLength(1);
    expect(body.activity.length).toBeGreaterThan(0);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/passwordHash|password_hash|\$2[aby]\$/);
    expect(text).not.toContain('Not Mine');
  });
});

describe('DELETE /api/auth/user', () => {
  it('refuses a wrong or missing password with a field message, and keeps the account', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    expectValidation(await agent.delete('/api/auth/user').send({ password: 'not-the-password' }), [
      { field: 'password', key: 'validation.passwordIncorrect', message: 'The password is not correct.' },
    ]);
    expectValidation(await agent.delete('/api/auth/user').send({}), [
      { field: 'password', key: 'validation.passwordRequired', message: 'Password is required' },
    ]);
    expect(await userRow(user.id)).toBeDefined();
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('stops password guessing: after five wrong passwords even the right one waits', async () => {
    const user = await t.createUser();
    const agent = await t.agentFor(user);
    for (let i = 0; i < 5; i++)
      expect((await agent.delete('/api/auth/user').send({ password: `wrong-${i}-password` })).status).toBe(
        400,
      );
    const res = await agent.delete('/api/auth/user').send({ password: PASSWORD });
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userRow(user.id)).toBeDefined();
  });

  it('refuses an administrator', async () => {
    const admin = await t.createUser({ role: 'super_admin' });
    const agent = await t.agentFor(admin);
    expectError(await agent.delete('/api/auth/user').send({ password: PASSWORD }), 403, 'FORBIDDEN');
    expect(await userRow(admin.id)).toBeDefined();
  });

  it('deletes the account and its data, keeps the business records of others without it, and ends the session', async () => {
    const owner = await t.createUser({ role: 'shipowner' });
    const shipper = await t.createUser();
    const other = await t.createUser();
    const agent = await t.agentFor(owner);
    const secondSession = await t.agentFor(owner);
    const vessel = await insertVessel(t.db, owner.id);
    expect((await saveCalculation(agent)).status).toBe(201);
    // On the owner's offerings: one with an accepted booking (a business record), one with only a pending request.
    const carried = await insertOffering(t.db, owner.id);
    const acceptedOn = await insertBookingRequest(t.db, carried.id, shipper.id, { status: 'accepted' });
    const pendingOnCarried = await insertBookingRequest(t.db, carried.id, shipper.id);
    const open = await insertOffering(t.db, owner.id);
    await insertBookingRequest(t.db, open.id, other.id);
    // The owner's own requests on someone else's offering.
    const elsewhere = await insertOffering(t.db, other.id);
    const ownPending = await insertBookingRequest(t.db, elsewhere.id, owner.id);
    const ownAccepted = await insertBookingRequest(t.db, elsewhere.id, owner.id, { status: 'accepted' });

    const res = await agent.delete('/api/auth/user').send({ password: PASSWORD });
    expect(res.status).toBe(204);
    expect(sessionSetCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect(await userRow(owner.id)).toBeUndefined();
    expect(await t.db.select().from(vessels).where(eq(vessels.id, vessel.id))).toHaveLength(0);
    expect(
      await t.db.select().from(smartfeederCalculations).where(eq(smartfeederCalculations.userId, owner.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(0);
    // The offering that carries an accepted booking stays, ownerless (off the public list), with that booking.
    expect(await offeringRow(t.db, carried.id)).toMatchObject({ ownerId: null });
    expect(await bookingRow(t.db, acceptedOn.id)).toMatchObject({
      status: 'accepted',
      requesterId: shipper.id,
    });
    expect(await bookingRow(t.db, pendingOnCarried.id)).toBeUndefined();
    expect(await offeringRow(t.db, open.id)).toBeUndefined();
    const listed = (await t.request().get('/api/ship-offerings')).body.map((o: { id: string }) => o.id);
    expect(listed).not.toContain(carried.id);
    // Requesters whose pending requests went are told.
    for (const u of [shipper, other]) {
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, u.id));
      expect(notes.some((n) => n.title === 'Ship offering withdrawn')).toBe(true);
    }
    // Its own pending request is withdrawn; the accepted one stays with the offering's owner, anonymised.
    expect(await bookingRow(t.db, ownPending.id)).toBeUndefined();
    expect(await bookingRow(t.db, ownAccepted.id)).toMatchObject({ status: 'accepted', requesterId: null });
    expect(await offeringRow(t.db, elsewhere.id)).toMatchObject({ ownerId: other.id });
    // Every session of the account is over.
    expectError(await agent.get('/api/auth/user'), 401, 'UNAUTHORIZED');
    expectError(await secondSession.get('/api/auth/user'), 401, 'UNAUTHORIZED');
    expect(
      (
        await t.db
          .select()
          .from(activities)
          .where(eq(activities.resource, `user:${owner.id}`))
      ).map((a) => a.activityType),
    ).toEqual(['delete_account']);
    expect(await t.db.select().from(shipOfferings).where(eq(shipOfferings.ownerId, owner.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(shipBookingRequests).where(eq(shipBookingRequests.requesterId, owner.id)),
    ).toHaveLength(0);
  });
});
