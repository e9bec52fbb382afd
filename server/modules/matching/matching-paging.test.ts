import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/http';
import { availabilityBody, cargoRequestBody, hoursFromNow } from '../../test/matching-factories';

/** Issue 11: the matching lists answer one page with X-Total-Count instead of a silent cap of 500 rows. */
let t: TestApp;
type Agent = Awaited<ReturnType<TestApp['agentFor']>>;
let carrier: Agent;
let shipper: Agent;
let stranger: Agent;
let carrierId: string;
let shipperId: string;

beforeAll(async () => {
  t = await setupTestApp();
  const c = await t.createUser({ role: 'shipowner' });
  const s = await t.createUser();
  carrierId = c.id;
  shipperId = s.id;
  carrier = await t.agentFor(c);
  shipper = await t.agentFor(s);
  stranger = await t.agentFor(await t.createUser());
  for (let i = 0; i < 3; i++)
    await carrier
      .post('/api/algorithm/vessel-availabilities')
      .send(availabilityBody({ vesselName: `Carrier ${i}`, availableTEU: 200 }))
      .expect(201);
  for (let i = 0; i < 7; i++)
    await shipper
      .post('/api/algorithm/cargo-requests')
      .send(cargoRequestBody({ requestedTEU: 5 + i }))
      .expect(201);
  // Someone else's request on another route: never in the carrier's or shipper's lists.
  await stranger
    .post('/api/algorithm/cargo-requests')
    .send(cargoRequestBody({ originPort: 'SESTO', destinationPort: 'FIHEL' }))
    .expect(201);
});

type Row = { id: string; createdAt?: string; matchScore?: number; vesselDetails?: { departureDate: string } };

async function allPages(
  agent: Agent,
  path: string,
  unwrap: (body: unknown) => Row[],
  pageSize = 3,
  extra: Record<string, string> = {},
) {
  const rows: Row[] = [];
  let total = -1;
  for (let page = 1; page < 50; page++) {
    const res = await agent.get(path).query({ ...extra, page, pageSize });
    expect(res.status).toBe(200);
    const pageTotal = Number(res.headers['x-total-count']);
    if (total === -1) total = pageTotal;
    expect(pageTotal).toBe(total);
    const items = unwrap(res.body);
    expect(items.length).toBeLessThanOrEqual(pageSize);
    rows.push(...items);
    if (items.length < pageSize) break;
  }
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  return rows;
}

const data = (body: unknown) => (body as { data: Row[] }).data;
const plain = (body: unknown) => body as Row[];

describe('matching lists (paged)', () => {
  it('pages the caller’s matches, newest first, in both the { data } and the plain-array call', async () => {
    const matches = await allPages(shipper, '/api/algorithm/matches', data);
    // Seven requests, each proposed on each of the three voyages.
    expect(matches).toHaveLength(21);
    const dates = matches.map((m) => m.createdAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    const plainList = await allPages(shipper, '/api/cargo/matches/user', plain, 5);
    expect(plainList.map((m) => m.id)).toEqual(matches.map((m) => m.id));
    const carrierSide = await allPages(carrier, '/api/algorithm/matches', data, 10);
    expect(new Set(carrierSide.map((m) => m.id))).toEqual(new Set(matches.map((m) => m.id)));
    const none = await stranger.get('/api/algorithm/matches');
    expect(none.body.data).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages the caller’s own availabilities and cargo requests only', async () => {
    const capacity = await allPages(carrier, '/api/algorithm/vessel-availabilities', data, 2);
    expect(capacity).toHaveLength(3);
    expect(capacity.every((a) => (a as { ownerId?: string }).ownerId === carrierId)).toBe(true);
    const requests = await allPages(shipper, '/api/algorithm/cargo-requests', data);
    expect(requests).toHaveLength(7);
    expect(requests.every((r) => (r as { userId?: string }).userId === shipperId)).toBe(true);
    const plainRequests = await allPages(shipper, '/api/cargo/requests/user', plain);
    expect(plainRequests.map((r) => r.id)).toEqual(requests.map((r) => r.id));
    const theirs = await carrier.get('/api/algorithm/cargo-requests');
    expect(theirs.headers['x-total-count']).toBe('0');
  });

  it('keeps the former first 500 as the default page', async () => {
    const res = await shipper.get('/api/algorithm/matches');
    expect(res.headers['x-total-count']).toBe('21');
    expect(res.body.data).toHaveLength(21);
  });

  it('sorts every page of the matches by score or by departure on the server', async () => {
    // Their own route, so the lists above stay as they are: voyages leaving at different hours, budgets that
    // score the same voyage differently.
    const route = { originPort: 'PLGDN', destinationPort: 'SESTO' };
    const owner = await t.agentFor(await t.createUser({ role: 'shipowner' }));
    const buyer = await t.agentFor(await t.createUser());
    for (const [departure, arrival] of [
      [80, 100],
      [60, 84],
      [72, 90],
    ])
      await owner
        .post('/api/algorithm/vessel-availabilities')
        .send(
          availabilityBody({
            ...route,
            departureDate: hoursFromNow(departure),
            arrivalDate: hoursFromNow(arrival),
            availableTEU: 200,
          }),
        )
        .expect(201);
    for (const maxPricePerTEU of [200, 140, 120, 100])
      await buyer
        .post('/api/algorithm/cargo-requests')
        .send(cargoRequestBody({ ...route, maxPricePerTEU, requestedTEU: 10 }))
        .expect(201);

    const newest = await allPages(buyer, '/api/algorithm/matches', data, 5);
    expect(newest).toHaveLength(12);
    const byScore = await allPages(buyer, '/api/algorithm/matches', data, 5, { sort: 'score' });
    expect(new Set(byScore.map((m) => m.id))).toEqual(new Set(newest.map((m) => m.id)));
    const scores = byScore.map((m) => m.matchScore!);
    expect(new Set(scores).size).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byDeparture = await allPages(owner, '/api/cargo/matches/user', plain, 5, { sort: 'departure' });
    expect(byDeparture).toHaveLength(12);
    const departures = byDeparture.map((m) => Date.parse(m.vesselDetails!.departureDate));
    expect(new Set(departures).size).toBe(3);
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
  });

  it.each([
    ['/api/algorithm/matches', 'page', '0'],
    ['/api/algorithm/matches', 'pageSize', '501'],
    ['/api/algorithm/vessel-availabilities', 'pageSize', '0'],
    ['/api/algorithm/cargo-requests', 'page', 'two'],
    ['/api/cargo/requests/user', 'pageSize', '1000'],
    ['/api/cargo/matches/user', 'page', '-1'],
    ['/api/algorithm/matches', 'sort', 'price'],
  ])('%s refuses %s=%s with a 400 naming the field', async (path, field, value) => {
    const res = await shipper.get(path).query({ [field]: value });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual([field]);
  });
});
