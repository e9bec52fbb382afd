import type { Match } from '@shared/schemas/matching';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, type vessels } from '../../db/schema';
import { insertCargoRequest } from '../../test/analytics-factories';
import { setupTestApp, type TestAgent, type TestApp } from '../../test/harness';
import { insertOffering, insertVessel, validImo } from '../../test/marketplace-factories';
import { availabilityBody, cargoRequestBody, linkedAvailabilityBody } from '../../test/matching-factories';

const DAY = 86_400_000;
const reefers = (count: number) => ({
  count,
  size: '40',
  type: 'reefer',
  grossWeightKg: 25_000,
  temperatureC: -18,
});
const dg = (imoClass: string) => ({
  count: 1,
  size: '20',
  type: 'dry',
  grossWeightKg: 12_000,
  dangerous: true,
  imoClass,
  unNumber: '1993',
});
/** Noon UTC on the first `month` (0-based) / `date` at least a week from now. */
function next(month: number, date: number) {
  const now = new Date(Date.now() + 7 * DAY);
  let d = Date.UTC(now.getUTCFullYear(), month, date, 12);
  if (d < now.getTime()) d = Date.UTC(now.getUTCFullYear() + 1, month, date, 12);
  return d;
}
const iso = (ms: number) => new Date(ms).toISOString();

describe('matching refuses what the ship cannot carry (issue 23)', () => {
  let t: TestApp;
  let imo = 713_000;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  async function carrierWith(particulars: Partial<typeof vessels.$inferInsert>) {
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    const vessel = await insertVessel(t.db, user.id, {
      imoNumber: validImo(String(++imo)),
      teuCapacity: 400,
      ...particulars,
    });
    return { user, agent, vessel };
  }
  const shipper = async () => t.agentFor(await t.createUser());
  const capacityOf = (agent: TestAgent, vesselId: string, o: Record<string, unknown> = {}) =>
    agent
      .post('/api/algorithm/vessel-availabilities')
      .send(
        availabilityBody({
          vesselId,
          vesselName: undefined,
          cargoTypes: ['general', 'reefer', 'dangerous'],
          ...o,
        }),
      )
      .expect(201);
  const proposed = async (agent: TestAgent, body: Record<string, unknown>) => {
    const res = await agent.post('/api/algorithm/cargo-requests').send(body).expect(201);
    return res.body.matchingResult.matches as Match[];
  };
  const request = (boxMix: unknown[], o: Record<string, unknown> = {}) =>
    cargoRequestBody({ requestedTEU: undefined, boxMix, ...o });

  it('proposes reefer boxes up to the plugs, and not one box more', async () => {
    const carrier = await carrierWith({ reeferPlugs: 10 });
    await capacityOf(carrier.agent, carrier.vessel.id);
    const a = await shipper();
    expect(await proposed(a, request([reefers(10)]))).toHaveLength(1);
    expect(await proposed(a, request([reefers(11)]))).toHaveLength(0);
  });

  it('matches the vessel’s open capacity again when the owner changes its particulars', async () => {
    const carrier = await carrierWith({ reeferPlugs: 10 });
    await capacityOf(carrier.agent, carrier.vessel.id, { originPort: 'DEBRV', destinationPort: 'SEGOT' });
    const [m] = await proposed(
      await shipper(),
      request([reefers(8)], { originPort: 'DEBRV', destinationPort: 'SEGOT' }),
    );
    expect(m.status).toBe('proposed');
    const statusOf = async () => (await t.db.select().from(cargoMatches).where(eq(cargoMatches.id, m.id)))[0];

    await carrier.agent.patch(`/api/vessels/${carrier.vessel.id}`).send({ reeferPlugs: 6 }).expect(200);
    expect(await statusOf()).toMatchObject({ status: 'expired', expiredReason: 'changed' });
    await carrier.agent.patch(`/api/vessels/${carrier.vessel.id}`).send({ name: 'Renamed' }).expect(200);
    expect((await statusOf()).status).toBe('expired');
    await carrier.agent.patch(`/api/vessels/${carrier.vessel.id}`).send({ reeferPlugs: null }).expect(200);
    expect((await statusOf()).status).toBe('proposed');
  });

  it('proposes only DG classes the ship accepts; a ship that states none is not filtered', async () => {
    const strict = await carrierWith({ dgClasses: ['3', '9'] });
    await capacityOf(strict.agent, strict.vessel.id, { originPort: 'BEANR', destinationPort: 'GBFXT' });
    const open = await carrierWith({ dgClasses: null });
    await capacityOf(open.agent, open.vessel.id, { originPort: 'BEANR', destinationPort: 'GBFXT' });
    const a = await shipper();
    const route = { originPort: 'BEANR', destinationPort: 'GBFXT' };
    const forClass3 = await proposed(a, request([dg('3')], route));
    expect(forClass3).toHaveLength(2);
    const forClass8 = await proposed(a, request([dg('8')], route));
    expect(forClass8.map((m) => m.vesselDetails.vesselName)).toEqual([open.vessel.name]);
  });

  it('checks a request already waiting when the voyage is offered, through a linked ship offering too', async () => {
    const carrier = await carrierWith({ reeferPlugs: 5, dgClasses: [] });
    const shipperUser = await t.createUser();
    const route = { originPort: 'NLRTM', destinationPort: 'DKCPH' };
    const window = {
      preferredDepartureDate: new Date(Date.now() + 2 * DAY),
      latestArrivalDate: new Date(Date.now() + 6 * DAY),
    };
    const base = { ...route, ...window, requestedTeu: 12, cargoType: 'reefer' as const };
    await insertCargoRequest(t.db, shipperUser.id, {
      ...base,
      boxMix: [
        { ...reefers(6), size: '40', dangerous: false, imoClass: null, unNumber: null, oog: null },
      ] as never,
    });
    await insertCargoRequest(t.db, shipperUser.id, {
      ...base,
      boxMix: [
        { ...reefers(5), size: '40', dangerous: false, imoClass: null, unNumber: null, oog: null },
      ] as never,
    });
    await insertCargoRequest(t.db, shipperUser.id, {
      ...base,
      cargoType: 'dangerous',
      requestedTeu: 1,
      boxMix: [{ ...dg('9'), temperatureC: null, oog: null }] as never,
    });
    const offering = await insertOffering(t.db, carrier.user.id, {
      ...route,
      vesselId: carrier.vessel.id,
      departureDate: new Date(Date.now() + 3 * DAY),
      arrivalDate: new Date(Date.now() + 4 * DAY),
    });
    const res = await carrier.agent
      .post('/api/algorithm/vessel-availabilities')
      .send(linkedAvailabilityBody(offering.id, { cargoTypes: ['general', 'reefer', 'dangerous'] }))
      .expect(201);
    const matches: Match[] = res.body.matchingResult.matches;
    expect(matches.map((m) => m.requestDetails.requiredTEU)).toEqual([12]);
    expect(matches[0].requestDetails.boxMix).toEqual([expect.objectContaining({ count: 5, type: 'reefer' })]);
  });

  it('refuses a ship without ice class to Helsinki from 1 December to 31 March, not in summer', async () => {
    const route = { originPort: 'DEHAM', destinationPort: 'FIHEL' };
    const voyage = (start: number) => ({
      ...route,
      departureDate: iso(start),
      arrivalDate: iso(start + 2 * DAY),
    });
    const wants = (start: number) =>
      cargoRequestBody({
        ...route,
        preferredDepartureDate: iso(start - DAY),
        latestArrivalDate: iso(start + 3 * DAY),
      });
    const winter = next(0, 15);
    const summer = next(6, 15);
    const plain = await carrierWith({ iceClass: 'none' });
    const unstated = await carrierWith({ iceClass: null });
    const iced = await carrierWith({ iceClass: '1A' });
    for (const c of [plain, unstated, iced]) {
      await capacityOf(c.agent, c.vessel.id, voyage(winter));
      await capacityOf(c.agent, c.vessel.id, voyage(summer));
    }
    // A capacity made by hand without a fleet vessel has no particulars: it passes.
    const byHand = await t.agentFor(await t.createUser());
    await byHand
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselName: 'No Fleet', ...voyage(winter) }))
      .expect(201);

    const a = await shipper();
    const inWinter = await proposed(a, wants(winter));
    expect(inWinter.map((m) => m.vesselDetails.vesselName).sort()).toEqual(
      [iced.vessel.name, 'No Fleet'].sort(),
    );
    const inSummer = await proposed(a, wants(summer));
    expect(inSummer).toHaveLength(3);
  });
});
