import { measureIds } from '@shared/domain/greenrefit';
import { isValidImo } from '@shared/domain/imo';
import { CALCULATOR_PORT_CODES, findPort } from '@shared/domain/ports';
import { roleForUserType } from '@shared/domain/roles';
import { type Shipyard, shipyardFieldsSchema } from '@shared/schemas/greenrefit';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, vessels } from '../db/schema';
import { setupTestApp, type TestApp } from '../test/harness';
import { getMatchingStats } from '../modules/matching/list-matching.service';
import { seedDemoMarketplace } from './seed-marketplace';
import { seedDemoShipyards } from './seed-shipyards';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('demo marketplace seed', () => {
  it('creates approved demo owners with fleets and approved offerings visible in the public list', async () => {
    const result = await seedDemoMarketplace(t.db);
    expect(result.owners).toBeGreaterThanOrEqual(3);
    const res = await t.request().get('/api/ship-offerings').query({ pageSize: 100 });
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(result.offerings);
    const ports = new Set<string>(CALCULATOR_PORT_CODES);
    for (const o of res.body) {
      expect(ports.has(o.originPort) && ports.has(o.destinationPort)).toBe(true);
      expect(Date.parse(o.departureDate)).toBeGreaterThan(Date.now());
      expect(o.availableCapacity).toBeLessThanOrEqual(o.teuCapacity);
    }
    const owners = await t.db.select().from(users).where(eq(users.role, 'shipowner'));
    expect(owners.every((u) => u.approvalStatus === 'approved')).toBe(true);
    const fleet = await t.db.select().from(vessels);
    expect(fleet.length).toBeGreaterThanOrEqual(3);
    expect(fleet.every((v) => isValidImo(v.imoNumber))).toBe(true);
    // The demo shipper's requests meet the demo voyages: the matching screen is live from the first look.
    expect(result.proposals).toBeGreaterThanOrEqual(3);
    const stats = await getMatchingStats(t.db, new Date());
    expect(stats.proposedMatches).toBe(result.proposals);
    expect(stats.activeCapacities).toBe(result.offerings);
  });

  it('gives every demo user the role their account type gives at registration (PRODUCT.md 20, issue 27)', async () => {
    const demo = await t.db.select().from(users);
    expect(demo.length).toBeGreaterThan(0);
    for (const u of demo) if (u.userType) expect(u.role, u.email).toBe(roleForUserType(u.userType));
    // The demo forwarder is a user, as a forwarder who registers is, not a cargo owner.
    expect(demo.find((u) => u.userType === 'freight_forwarder')?.role).toBe('user');
  });

  it('demo owners cannot be signed in to with a guessable password', async () => {
    const [owner] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo-owner-north@feederhub.local'));
    for (const password of ['password', 'demo1234', 'Harbour-Crane-42', '']) {
      const res = await t.request().post('/api/auth/login').send({ email: owner.email, password });
      expect(res.status).not.toBe(200);
    }
  });
});

describe('demo retrofit shipyards', () => {
  it('lists invented yards, flagged as demo, in catalogue ports that an administrator could save as they are', async () => {
    const result = await seedDemoShipyards(t.db);
    expect(result.shipyards).toBeGreaterThanOrEqual(4);
    const user = await t.agentFor(await t.createUser());
    const res = await user.get('/api/greenrefit/shipyards').expect(200);
    const yards: Shipyard[] = res.body;
    expect(yards).toHaveLength(result.shipyards);
    for (const y of yards) {
      expect(y.isDemo).toBe(true);
      expect(findPort(y.port)).toMatchObject({ country: y.country, region: y.region });
      expect(y.contactEmail).toMatch(/@[a-z-]+\.example\.com$/);
      const { id, country, region, isDemo, createdAt, updatedAt, ...fields } = y;
      expect(shipyardFieldsSchema.safeParse(fields).success).toBe(true);
    }
    expect(new Set(yards.map((y) => y.region))).toEqual(new Set(['north-sea', 'baltic', 'mediterranean']));
    // Every retrofit in the catalogue can be quoted by at least one of them.
    const offered = new Set(yards.flatMap((y) => y.measures));
    expect(offered.size).toBe(measureIds.length);
    const coating = await user
      .get('/api/greenrefit/shipyards?measure=hull_coating&region=baltic')
      .expect(200);
    expect(coating.body.length).toBeGreaterThanOrEqual(2);
  });
});
