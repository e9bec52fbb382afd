import type { AdminStatistics } from '@shared/schemas/admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  insertActivity,
  insertAvailability,
  insertCargoRequest,
  insertMatch,
} from '../../test/analytics-factories';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { insertBookingRequest, insertOffering, insertVessel } from '../../test/marketplace-factories';
import { adminStatistics } from './admin.responses';

const DAY = 86_400_000;
let t: TestApp;
let adminAgent: TestAgent;
let superAgent: TestAgent;
let userAgent: TestAgent;
let pendingAgent: TestAgent;
beforeAll(async () => {
  t = await setupTestApp();
  adminAgent = await t.agentFor(await t.createUser({ role: 'admin' }));
  superAgent = await t.agentFor(await t.createUser({ role: 'super_admin' }));
  userAgent = await t.agentFor(await t.createUser({ role: 'shipowner' }));
  pendingAgent = await t.agentFor(await t.createUser({ approvalStatus: 'pending' }));
});

const ago = (ms: number) => new Date(t.now().getTime() - ms);
const statistics = async () =>
  (await adminAgent.get('/api/admin/statistics').expect(200)).body as AdminStatistics;

/** Every number of `after` minus the same number of `before`, keeping the shape. */
function delta<T>(after: T, before: T): T {
  if (typeof after === 'number') return (after - (before as number)) as T;
  return Object.fromEntries(
    Object.entries(after as object).map(([k, v]) => [k, delta(v, (before as Record<string, unknown>)[k])]),
  ) as T;
}

async function addUser(opts: Parameters<TestApp['createUser']>[0] & { lastLoginAt?: Date | null }) {
  const { lastLoginAt = null, ...rest } = opts;
  const user = await t.createUser(rest);
  await t.db.update(users).set({ lastLoginAt }).where(eq(users.id, user.id));
  return user;
}

describe('GET /api/admin/statistics: who may read it', () => {
  it('answers only administrators and super administrators', async () => {
    expectError(await t.request().get('/api/admin/statistics'), 401, 'UNAUTHORIZED');
    expectError(await pendingAgent.get('/api/admin/statistics'), 403, 'PENDING_APPROVAL');
    expectError(await userAgent.get('/api/admin/statistics'), 403, 'FORBIDDEN');
    expect((await adminAgent.get('/api/admin/statistics')).status).toBe(200);
    expect((await superAgent.get('/api/admin/statistics')).status).toBe(200);
  });
});

describe('GET /api/admin/statistics: figures', () => {
  it('names every field of SPEC.md §3 and agrees with itself', async () => {
    const s = await statistics();
    // Exactly the documented figures (admin.responses.ts), none missing and none more.
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(s)).toEqual(keys(adminStatistics.shape));
    expect(keys(s.users)).toEqual(['active', 'approved', 'pending', 'rejected', 'total', 'verified']);
    expect(keys(s.activity)).toEqual(['last24Hours', 'total']);
    expect(s.totalUsers).toBe(s.users.total);
    expect(s.users.approved + s.users.pending + s.users.rejected).toBe(s.users.total);
    // The four agents signed in a moment ago.
    expect(s.users.active).toBeGreaterThanOrEqual(4);
    expect(s.activity.last24Hours).toBeGreaterThanOrEqual(4);
  });

  it('counts the rows this test adds, exactly as counted by hand', async () => {
    const before = await statistics();

    // Users: total +4, verified +3, active (signed in within 30 days) +2, pending +1, approved +2, rejected +1.
    const owner = await addUser({ role: 'shipowner', lastLoginAt: ago(29 * DAY) });
    const shipper = await addUser({ role: 'cargo_owner', lastLoginAt: ago(60_000) });
    await addUser({ approvalStatus: 'pending', verified: false, lastLoginAt: null });
    await addUser({ approvalStatus: 'rejected', lastLoginAt: ago(30 * DAY + 60_000) });

    // Activity: three within the last 24 hours, one older.
    await insertActivity(t.db, owner.id, ago(60_000));
    await insertActivity(t.db, owner.id, ago(23 * 3_600_000), 'create_ship_offering');
    await insertActivity(t.db, null, ago(3_600_000), 'logout');
    await insertActivity(t.db, shipper.id, ago(25 * 3_600_000));

    // Offerings: one listed, one awaiting approval, one departed (+3 in total).
    const listed = await insertOffering(t.db, owner.id);
    await insertOffering(t.db, owner.id, { approvalStatus: 'pending' });
    await insertOffering(t.db, owner.id, { departureDate: ago(DAY) });
    // Bookings: one pending, one accepted on a voyage not yet ended (a live charter).
    await insertBookingRequest(t.db, listed.id, shipper.id);
    await insertBookingRequest(t.db, listed.id, shipper.id, { status: 'accepted', decidedAt: t.now() });
    // Fleet: an active ship counts, a laid-up one does not.
    await insertVessel(t.db, owner.id);
    await insertVessel(t.db, owner.id, { status: 'laid_up', imoNumber: '9176187' });

    // Matching: three requests (one pending), three matches (proposed, accepted, rejected).
    const capacity = await insertAvailability(t.db, owner.id);
    const open = await insertCargoRequest(t.db, shipper.id);
    const matched = await insertCargoRequest(t.db, shipper.id, { status: 'matched' });
    const third = await insertCargoRequest(t.db, shipper.id, { status: 'withdrawn' });
    await insertMatch(t.db, { availabilityId: capacity.id, requestId: open.id });
    await insertMatch(
      t.db,
      { availabilityId: capacity.id, requestId: matched.id },
      { status: 'accepted', reservedTeu: 20 },
    );
    await insertMatch(t.db, { availabilityId: capacity.id, requestId: third.id }, { status: 'rejected' });

    expect(delta(await statistics(), before)).toEqual({
      users: { total: 4, verified: 3, active: 2, pending: 1, approved: 2, rejected: 1 },
      activity: { last24Hours: 3, total: 4 },
      totalUsers: 4,
      totalShipOfferings: 3,
      totalCargoRequests: 3,
      totalMatches: 3,
      totalVessels: 1,
      activeCharters: 1,
      totalBookingRequests: 2,
      listedShipOfferings: 1,
      pendingShipOfferings: 1,
      pendingBookingRequests: 1,
      pendingCargoRequests: 1,
      activeMatches: 2,
      acceptedMatches: 1,
    } satisfies AdminStatistics);
  });

  it('lets a sign-in move a user into the active count and an hour-old activity out of the last 24 hours', async () => {
    const dormant = await addUser({ lastLoginAt: ago(45 * DAY) });
    await insertActivity(t.db, dormant.id, ago(24 * 3_600_000 - 60_000));
    const before = await statistics();
    t.advanceClock(2 * 60_000);
    await t.agentFor(dormant);
    const after = await statistics();
    // The sign-in adds one activity inside the window while the old one leaves it.
    expect(delta(after, before).users.active).toBe(1);
    expect(delta(after, before).activity).toEqual({ last24Hours: 0, total: 1 });
  });
});
