import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipBookingRequests, shipOfferings, users } from '../db/schema';
import { setupTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/http';
import { insertBookingRequest, insertOffering } from '../test/marketplace-factories';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const EVIL = 'https://evil.example';
const OURS = 'http://feederhub.test'; // the harness's APP_ORIGIN

async function pendingUserAndAdmin() {
  const pending = await t.createUser({ approvalStatus: 'pending' });
  const admin = await t.createUser({ role: 'admin' });
  return { pending, adminAgent: await t.agentFor(admin) };
}
const statusOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0].approvalStatus;

async function bookingToAccept() {
  const owner = await t.createUser({ role: 'shipowner' });
  const shipper = await t.createUser();
  const o = await insertOffering(t.db, owner.id, { teuCapacity: 100, availableCapacity: 100 });
  const r = await insertBookingRequest(t.db, o.id, shipper.id, { requestedTeu: 40 });
  return { o, r, ownerAgent: await t.agentFor(owner) };
}
const bookingState = async (offeringId: string, requestId: string) => ({
  capacity: (await t.db.select().from(shipOfferings).where(eq(shipOfferings.id, offeringId)))[0]
    .availableCapacity,
  status: (await t.db.select().from(shipBookingRequests).where(eq(shipBookingRequests.id, requestId)))[0]
    .status,
});

// Seen to succeed with a valid cookie (issue 12 §1): a cross-site form could approve users and accept bookings.
describe('CSRF: state-changing requests must come from our origin, as JSON', () => {
  it('refuses an admin approve from a foreign Origin, Sec-Fetch-Site or Referer, and changes nothing', async () => {
    const { pending, adminAgent } = await pendingUserAndAdmin();
    const url = `/api/admin/approve-user/${pending.id}`;
    expectError(await adminAgent.post(url).set('Origin', EVIL), 403, 'FORBIDDEN');
    expectError(await adminAgent.post(url).set('Origin', 'null'), 403, 'FORBIDDEN');
    expectError(await adminAgent.post(url).set('Sec-Fetch-Site', 'cross-site'), 403, 'FORBIDDEN');
    expectError(await adminAgent.post(url).set('Sec-Fetch-Site', 'same-site'), 403, 'FORBIDDEN');
    expectError(await adminAgent.post(url).set('Referer', `${EVIL}/page`), 403, 'FORBIDDEN');
    expectError(
      await adminAgent.post(url).set('Origin', EVIL).type('form').send('reason=x'),
      403,
      'FORBIDDEN',
    );
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('refuses a booking accept from a foreign Origin with a text/plain body, and changes nothing', async () => {
    const { o, r, ownerAgent } = await bookingToAccept();
    const url = `/api/ship-booking-requests/${r.id}/accept`;
    const res = await ownerAgent.post(url).set('Origin', EVIL).set('Content-Type', 'text/plain').send('{}');
    expectError(res, 403, 'FORBIDDEN');
    expect(await bookingState(o.id, r.id)).toEqual({ capacity: 100, status: 'pending' });
  });

  it('refuses a non-JSON body even from our origin (415), and changes nothing', async () => {
    const { o, r, ownerAgent } = await bookingToAccept();
    const url = `/api/ship-booking-requests/${r.id}/accept`;
    const plain = ownerAgent.post(url).set('Origin', OURS).set('Content-Type', 'text/plain');
    expectError(await plain.send('{}'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = ownerAgent.post(url).set('Sec-Fetch-Site', 'same-origin').type('form');
    expectError(await form.send('a=b'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await bookingState(o.id, r.id)).toEqual({ capacity: 100, status: 'pending' });
  });

  it('accepts same-origin requests as the client sends them (JSON bodies, bodiless POSTs)', async () => {
    const { o, r, ownerAgent } = await bookingToAccept();
    const res = await ownerAgent
      .post(`/api/ship-booking-requests/${r.id}/accept`)
      .set('Origin', OURS)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(res.status).toBe(200);
    expect(await bookingState(o.id, r.id)).toEqual({ capacity: 60, status: 'accepted' });

    const { pending, adminAgent } = await pendingUserAndAdmin();
    const viaReferer = await adminAgent
      .post(`/api/admin/approve-user/${pending.id}`)
      .set('Referer', `${OURS}/admin`)
      .send({});
    expect(viaReferer.status).toBe(200);
    // The request's own host counts as ours too (a deployment reached by another name than APP_ORIGIN).
    const other = await t.createUser();
    const own = await adminAgent
      .post(`/api/admin/reject-user/${other.id}`)
      .set('Host', 'feeder.internal:8080')
      .set('Origin', 'http://feeder.internal:8080')
      .send({ reason: 'Not a shipping company' });
    expect(own.status).not.toBe(403);
  });

  it('GET /api/logout from another site does not sign out', async () => {
    const user = await t.createUser();
    const a = await t.agentFor(user);
    const res = await a.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?logout=1');
    expect((await a.get('/api/auth/user')).status).toBe(200);
    const none = await a.get('/api/logout').redirects(0); // no signal at all (an old browser, no-referrer)
    expect(none.headers.location).toBe('/login?logout=1');
    expect((await a.get('/api/auth/user')).status).toBe(200);
  });
});
