import { mailKinds } from '@shared/schemas/mail-preferences';
import { eq } from 'drizzle-orm';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGroups } from '../api-routes';
import {
  cargoMatches,
  contactMessages,
  notifications,
  quoteRequests,
  shipBookingRequests,
  users,
} from '../db/schema';
import { type Access, type ApiRoute, declaredRoutes, type Scope } from '../lib/route-declaration';
import { listApiRoutes } from '../lib/route-table';
import { signUnsubscribe } from '../modules/mail/unsubscribe-token';
import { insertAvailability, insertCargoRequest, insertMatch } from '../test/analytics-factories';
import { assessmentBody, insertShipyard, shipyardBody } from '../test/greenrefit-factories';
import { PASSWORD, setupTestApp, type TestApp, uniqueEmail, uniqueIp } from '../test/harness';
import {
  bookingBody,
  insertBookingRequest,
  insertOffering,
  insertVessel,
  offeringBody,
  validImo,
  vesselBody,
} from '../test/marketplace-factories';
import { availabilityBody, cargoRequestBody } from '../test/matching-factories';

/**
 * Issue 12 §2, issue 21: every API route of the live router × every kind of caller, with the answer each must get,
 * read from the route's own declaration (its `access` and `scope`). Columns: anonymous, pending user, rejected user,
 * the approved owner of the record the route names, another approved user, admin, super admin. `ok` is a 2xx (or a
 * redirect); a number is that exact status.
 */
const CALLERS = ['anon', 'pending', 'rejected', 'owner', 'other', 'admin', 'superAdmin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = 'ok' | number;
type Row = Record<Caller, Expected>;

const row = (...cells: Expected[]) => Object.fromEntries(CALLERS.map((c, i) => [c, cells[i]])) as Row;
/** What the guard of each access answers (server/auth/guards.ts). */
const BY_ACCESS: Record<Access, Row> = {
  public: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  signedIn: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  approved: row(401, 403, 403, 'ok', 'ok', 'ok', 'ok'),
  admin: row(401, 403, 403, 403, 403, 'ok', 'ok'),
  superAdmin: row(401, 403, 403, 403, 403, 403, 'ok'),
};
/** Who, among the callers let in, reaches the owner's record the route names; the others get 404. */
const REACHES: Record<Scope, Caller[]> = { own: ['owner'], ownOrAdmin: ['owner', 'admin', 'superAdmin'] };

function expectedFor(r: Pick<ApiRoute, 'access' | 'scope'>): Row {
  const expected = { ...BY_ACCESS[r.access] };
  if (r.scope)
    for (const c of CALLERS) if (expected[c] === 'ok' && !REACHES[r.scope].includes(c)) expected[c] = 404;
  return expected;
}

/**
 * The cells where a route answers other than its access and scope say, each with its reason: business rules
 * inside a service, or a call that is valid for nobody. A line here that the declaration already implies fails.
 */
const EXCEPTIONS: Record<string, { why: string; cells: Partial<Row> }> = {
  'POST /api/admin/login': {
    why: 'the legacy admin login exists only to refuse (PRODUCT.md 4)',
    cells: row(410, 410, 410, 410, 410, 410, 410),
  },
  'POST /api/auth/reset-password': {
    why: 'a bogus token is refused for everyone',
    cells: row(400, 400, 400, 400, 400, 400, 400),
  },
  'POST /api/auth/verify-email': {
    why: 'a bogus token is refused for everyone',
    cells: row(400, 400, 400, 400, 400, 400, 400),
  },
  'DELETE /api/auth/user': {
    why: 'administrators cannot delete their own account; only another super admin removes them',
    cells: { admin: 403, superAdmin: 403 },
  },
  'GET /api/ship-offerings/:id': {
    why: 'the cell calls it for an offering awaiting approval: listed for nobody, its owner and admins see it',
    cells: { anon: 404, pending: 404, rejected: 404, other: 404 },
  },
  'POST /api/ship-booking-requests': {
    why: 'nobody books their own offering',
    cells: { owner: 403 },
  },
  'PUT /api/algorithm/matches/:id/accept': {
    why: 'administrators see every match but do not take a side in it',
    cells: { admin: 403, superAdmin: 403 },
  },
  'PUT /api/algorithm/matches/:id/reject': {
    why: 'administrators see every match but do not take a side in it',
    cells: { admin: 403, superAdmin: 403 },
  },
  'PUT /api/algorithm/matches/:id/counter': {
    why: 'administrators see every match but do not take a side in it',
    cells: { admin: 403, superAdmin: 403 },
  },
  'PUT /api/algorithm/matches/:id/decline-counter': {
    why: 'administrators see every match but do not take a side in it',
    cells: { admin: 403, superAdmin: 403 },
  },
};

const DECLARED = declaredRoutes(apiGroups);
const EXPECTED = new Map(
  [...DECLARED].map(([key, r]) => [key, { ...expectedFor(r), ...EXCEPTIONS[key]?.cells }] as const),
);

type Agent = TestAgent<Test>;
type User = Awaited<ReturnType<TestApp['createUser']>>;
/** What a request needs: the URL with its parameters filled, a body, and whether it ends the caller's session. */
type Call = { url?: string; body?: unknown; ownSession?: boolean };
type Ctx = { caller: Caller };

let t: TestApp;
const people = {} as Record<Exclude<Caller, 'anon'> | 'third', User>;
const agents = {} as Record<Caller, Agent>;
let calculationId: string;
let seq = 0;

const ORIGIN = 'http://feederhub.test'; // the harness's APP_ORIGIN
const userOf: Record<Exclude<Caller, 'anon'>, Parameters<TestApp['createUser']>[0]> = {
  pending: { approvalStatus: 'pending' },
  rejected: { approvalStatus: 'rejected' },
  owner: { role: 'shipowner' },
  other: { role: 'cargo_owner' },
  admin: { role: 'admin' },
  superAdmin: { role: 'super_admin' },
};
const nextImo = () => validImo(String(300_000 + ++seq));

// Records owned by the owner, made fresh for every cell so that one caller's delete or decision cannot change
// what the next caller meets.
const offering = (o: Parameters<typeof insertOffering>[2] = {}) =>
  insertOffering(t.db, people.owner.id, { teuCapacity: 100, availableCapacity: 50, ...o });
const bookingRequest = async () =>
  insertBookingRequest(t.db, (await offering()).id, people.third.id, { requestedTeu: 10 });
/** The owner caller's own request, countered by the third user who owns the voyage. */
const counteredRequest = async () =>
  insertBookingRequest(t.db, (await insertOffering(t.db, people.third.id)).id, people.owner.id, {
    requestedTeu: 10,
    status: 'countered',
    counterTeu: 8,
    counterPricePerTeu: '140.00',
  });
const vessel = () => insertVessel(t.db, people.owner.id, { imoNumber: nextImo() });
const ownAvailability = () => insertAvailability(t.db, people.owner.id);
const ownCargoRequest = () => insertCargoRequest(t.db, people.owner.id);
async function match() {
  const availability = await ownAvailability();
  const request = await insertCargoRequest(t.db, people.third.id);
  return insertMatch(
    t.db,
    { availabilityId: availability.id, requestId: request.id },
    { carrierId: people.owner.id, shipperId: people.third.id },
  );
}
/** An agreed booking of the owner caller's voyage: its reference. */
async function agreedReference() {
  const request = await bookingRequest();
  const reference = `FH-2026-${String(900_000 + ++seq).padStart(6, '0')}`;
  await t.db
    .update(shipBookingRequests)
    .set({ status: 'accepted', reference, agreedAt: new Date(), agreedTeu: 10, agreedPricePerTeu: '150.00' })
    .where(eq(shipBookingRequests.id, request.id));
  return reference;
}
async function assessment() {
  const res = await agents.owner.post('/api/greenrefit/assessments').send(assessmentBody());
  expect(res.status).toBe(201);
  return res.body as { id: string };
}
const targetUser = (o: Parameters<TestApp['createUser']>[0] = {}) =>
  t.createUser({ approvalStatus: 'pending', ...o });
async function contactMessage() {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name: 'Grace', email: uniqueEmail('contact'), subject: 'Slots', message: 'Any space?' })
    .returning();
  return row;
}
async function quoteRequest() {
  const yard = await insertShipyard(t.db);
  const [row] = await t.db
    .insert(quoteRequests)
    .values({
      requesterId: people.owner.id,
      shipyardId: yard.id,
      assessmentName: 'Retrofit',
      shipName: 'Alster Bay',
      summary: { capexEur: 1000, paybackYears: 2, co2SavingT: 10, measures: ['hull_coating'] },
      shipyardName: yard.name,
      shipyardPort: yard.port,
      requesterName: 'Owner',
      requesterEmail: people.owner.email,
      message: 'Please quote',
    })
    .returning();
  return row;
}

const mailToken = () =>
  signUnsubscribe('test-secret-'.padEnd(40, 'x'), {
    scope: 'user',
    userId: people.owner.id,
    kind: 'matches',
  });

/** How to call each route whose path has parameters or whose body matters; others are called as listed, with `{}`. */
const CALLS: Record<string, (ctx: Ctx) => Promise<Call> | Call> = {
  'POST /api/admin/approve-ship-offering/:id': async () => ({
    url: `/api/admin/approve-ship-offering/${(await offering({ approvalStatus: 'pending' })).id}`,
  }),
  'POST /api/admin/reject-ship-offering/:id': async () => ({
    url: `/api/admin/reject-ship-offering/${(await offering({ approvalStatus: 'pending' })).id}`,
    body: { reason: 'Dates do not add up' },
  }),
  'POST /api/admin/approve-user/:id': async () => ({
    url: `/api/admin/approve-user/${(await targetUser()).id}`,
  }),
  'POST /api/admin/reject-user/:id': async () => ({
    url: `/api/admin/reject-user/${(await targetUser()).id}`,
    body: { reason: 'Not a shipping company' },
  }),
  'POST /api/admin/users/:id/suspend': async () => ({
    url: `/api/admin/users/${(await targetUser({ approvalStatus: 'approved' })).id}/suspend`,
    body: { reason: 'Spam' },
  }),
  'POST /api/admin/users/:id/reactivate': async () => {
    const user = await targetUser({ approvalStatus: 'approved' });
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Spam' })
      .where(eq(users.id, user.id));
    return { url: `/api/admin/users/${user.id}/reactivate` };
  },
  'PATCH /api/admin/users/:id/role': async () => ({
    url: `/api/admin/users/${(await targetUser({ approvalStatus: 'approved' })).id}/role`,
    body: { role: 'shipowner' },
  }),
  'GET /api/admin/contact-messages/:id': async () => ({
    url: `/api/admin/contact-messages/${(await contactMessage()).id}`,
  }),
  'PATCH /api/admin/contact-messages/:id': async () => ({
    url: `/api/admin/contact-messages/${(await contactMessage()).id}`,
    body: { handled: true },
  }),
  'POST /api/admin/contact-messages/:id/reply': async () => ({
    url: `/api/admin/contact-messages/${(await contactMessage()).id}/reply`,
    body: { message: 'There is space on Monday.' },
  }),
  'PUT /api/exchange-rate': () => ({
    body: {
      rate: 1.0411,
      rateDate: '2025-02-28',
      source: 'ECB euro foreign exchange reference rate, 28 February 2025',
    },
  }),

  'POST /api/algorithm/cargo-requests': () => ({ body: cargoRequestBody() }),
  'PUT /api/algorithm/cargo-requests/:id': async () => ({
    url: `/api/algorithm/cargo-requests/${(await ownCargoRequest()).id}`,
    body: cargoRequestBody({ requestedTEU: 15 }),
  }),
  'POST /api/algorithm/cargo-requests/:id/withdraw': async () => ({
    url: `/api/algorithm/cargo-requests/${(await ownCargoRequest()).id}/withdraw`,
  }),
  'POST /api/algorithm/vessel-availabilities': () => ({ body: availabilityBody() }),
  'PUT /api/algorithm/vessel-availabilities/:id': async () => ({
    url: `/api/algorithm/vessel-availabilities/${(await ownAvailability()).id}`,
    body: availabilityBody({ availableTEU: 80 }),
  }),
  'POST /api/algorithm/vessel-availabilities/:id/withdraw': async () => ({
    url: `/api/algorithm/vessel-availabilities/${(await ownAvailability()).id}/withdraw`,
  }),
  'PUT /api/algorithm/matches/:id/accept': async () => ({
    url: `/api/algorithm/matches/${(await match()).id}/accept`,
  }),
  'PUT /api/algorithm/matches/:id/reject': async () => ({
    url: `/api/algorithm/matches/${(await match()).id}/reject`,
    body: { reason: 'Too expensive' },
  }),
  'PUT /api/algorithm/matches/:id/counter': async () => ({
    url: `/api/algorithm/matches/${(await match()).id}/counter`,
    body: { pricePerTEU: 123.45 },
  }),
  // The shipper's counter-offer, for the owner caller (the carrier) to decline.
  'PUT /api/algorithm/matches/:id/decline-counter': async () => {
    const m = await match();
    await t.db
      .update(cargoMatches)
      .set({ counteredBy: 'shipper', counterPricePerTeu: '99.00' })
      .where(eq(cargoMatches.id, m.id));
    return { url: `/api/algorithm/matches/${m.id}/decline-counter`, body: {} };
  },
  'POST /api/algorithm/parse-mail': () => ({
    body: { text: 'MV Elbe Trader open Hamburg 12 Dec, 300 TEU free for Rotterdam, USD 150/TEU' },
  }),

  'POST /api/auth/forgot-password': () => ({ body: { email: uniqueEmail('forgot') } }),
  'POST /api/auth/resend-verification': () => ({ body: { email: uniqueEmail('resend') } }),
  'POST /api/auth/register': () => ({
    body: {
      email: uniqueEmail('register'),
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      userType: 'shipowner',
    },
  }),
  // Signing in as someone else, signing out and deleting the account end the caller's session: such a cell
  // runs on a session of its own, for a user of the same kind made for it.
  'POST /api/auth/login': async () => ({
    body: { email: (await t.createUser()).email, password: PASSWORD },
    ownSession: true,
  }),
  'POST /api/auth/logout': () => ({ ownSession: true }),
  'GET /api/logout': () => ({ ownSession: true }),
  'DELETE /api/auth/user': () => ({ body: { password: PASSWORD }, ownSession: true }),
  'POST /api/auth/reset-password': () => ({ body: { token: 'a'.repeat(64), password: PASSWORD } }),
  'POST /api/auth/verify-email': () => ({ body: { token: 'a'.repeat(64) } }),
  'PATCH /api/auth/user': () => ({ body: { preferredLanguage: 'en' } }),

  'POST /api/contact': () => ({
    body: { name: 'Grace', email: uniqueEmail('contact'), subject: 'Slots', message: 'Any space?' },
  }),

  'PUT /api/mail/preferences': () => ({
    body: {
      timeZone: 'Europe/Berlin',
      modes: Object.fromEntries(mailKinds.map((k) => [k, 'instant'])),
    },
  }),
  // A genuine link of the owner's (the mails' links are signed with the session secret the harness uses).
  'GET /api/mail/unsubscribe': () => ({ url: `/api/mail/unsubscribe?token=${mailToken()}` }),
  'POST /api/mail/unsubscribe': () => ({ body: { token: mailToken() } }),

  'POST /api/greenrefit/assessments': () => ({ body: assessmentBody() }),
  'GET /api/greenrefit/assessments/:id': async () => ({
    url: `/api/greenrefit/assessments/${(await assessment()).id}`,
  }),
  'PUT /api/greenrefit/assessments/:id': async () => ({
    url: `/api/greenrefit/assessments/${(await assessment()).id}`,
    body: assessmentBody({ name: 'Renamed' }),
  }),
  'DELETE /api/greenrefit/assessments/:id': async () => ({
    url: `/api/greenrefit/assessments/${(await assessment()).id}`,
  }),
  'POST /api/greenrefit/quote-requests': async () => ({
    body: {
      assessmentId: (await assessment()).id,
      shipyardIds: [(await insertShipyard(t.db)).id],
      message: 'Please quote a hull coating.',
    },
  }),
  'PATCH /api/greenrefit/quote-requests/:id': async () => ({
    url: `/api/greenrefit/quote-requests/${(await quoteRequest()).id}`,
    body: { status: 'in_discussion', adminNote: 'Forwarded' },
  }),
  'POST /api/greenrefit/shipyards': () => ({ body: shipyardBody() }),
  'PATCH /api/greenrefit/shipyards/:id': async () => ({
    url: `/api/greenrefit/shipyards/${(await insertShipyard(t.db)).id}`,
    body: { description: 'Now with a second dock.' },
  }),
  'DELETE /api/greenrefit/shipyards/:id': async () => ({
    url: `/api/greenrefit/shipyards/${(await insertShipyard(t.db)).id}`,
  }),
  'GET /api/greenrefit/vessels/:vesselId/profile': async () => ({
    url: `/api/greenrefit/vessels/${(await vessel()).id}/profile`,
  }),

  'PUT /api/notifications/:id/read': async () => {
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: people.owner.id, type: 'booking_update', title: 'Booked', message: 'Booked' })
      .returning();
    return { url: `/api/notifications/${row.id}/read` };
  },

  'POST /api/ship-booking-requests': async () => ({
    body: bookingBody((await offering()).id, { requestedTEU: 5 }),
  }),
  'POST /api/ship-booking-requests/:id/accept': async () => ({
    url: `/api/ship-booking-requests/${(await bookingRequest()).id}/accept`,
  }),
  'POST /api/ship-booking-requests/:id/decline': async () => ({
    url: `/api/ship-booking-requests/${(await bookingRequest()).id}/decline`,
    body: { reason: 'Fully booked' },
  }),
  'POST /api/ship-booking-requests/:id/counter': async () => ({
    url: `/api/ship-booking-requests/${(await bookingRequest()).id}/counter`,
    body: { pricePerTEU: 140, teu: 8 },
  }),
  'POST /api/ship-booking-requests/:id/accept-counter': async () => ({
    url: `/api/ship-booking-requests/${(await counteredRequest()).id}/accept-counter`,
  }),
  'POST /api/ship-booking-requests/:id/decline-counter': async () => ({
    url: `/api/ship-booking-requests/${(await counteredRequest()).id}/decline-counter`,
    body: { reason: 'Too dear' },
  }),
  'GET /api/bookings/confirmation': async () => ({
    url: `/api/bookings/confirmation?reference=${await agreedReference()}`,
  }),
  'GET /api/bookings/confirmation.pdf': async () => ({
    url: `/api/bookings/confirmation.pdf?reference=${await agreedReference()}`,
  }),
  'GET /api/bookings/agreed': () => ({ url: '/api/bookings/agreed?side=carrier' }),
  'GET /api/bookings/agreed.csv': () => ({ url: '/api/bookings/agreed.csv?side=merchant' }),
  'POST /api/ship-offerings': () => ({ body: offeringBody() }),
  // An offering still awaiting approval: listed for nobody, visible to its owner and administrators only.
  'GET /api/ship-offerings/:id': async () => ({
    url: `/api/ship-offerings/${(await offering({ approvalStatus: 'pending' })).id}`,
  }),
  'GET /api/ship-offerings/:id/booking-requests': async () => ({
    url: `/api/ship-offerings/${(await bookingRequest()).shipOfferingId}/booking-requests`,
  }),
  'GET /api/ship-booking-requests/my/co2-statement': () => ({
    url: '/api/ship-booking-requests/my/co2-statement?from=2026-11-01&to=2026-11-30',
  }),
  'GET /api/ship-booking-requests/my/co2-statement.csv': () => ({
    url: '/api/ship-booking-requests/my/co2-statement.csv?from=2026-11-01&to=2026-11-30&lang=de',
  }),
  'PATCH /api/ship-offerings/:id/capacity': async () => ({
    url: `/api/ship-offerings/${(await offering()).id}/capacity`,
    body: { availableCapacity: 40 },
  }),
  'DELETE /api/ship-offerings/:id': async () => ({ url: `/api/ship-offerings/${(await offering()).id}` }),

  'POST /api/smartfeeder/quote': () => ({ body: { originPort: 'DEHAM', destinationPort: 'PLGDN' } }),
  'POST /api/smartfeeder-calculations': () => ({
    body: { calculationInputs: { originPort: 'DEHAM', destinationPort: 'PLGDN', cargoWeight: 4200 } },
  }),
  'GET /api/smartfeeder-calculations/:id': () => ({ url: `/api/smartfeeder-calculations/${calculationId}` }),

  'POST /api/vessels': () => ({ body: vesselBody({ imoNumber: nextImo() }) }),
  'GET /api/vessels/:id': async () => ({ url: `/api/vessels/${(await vessel()).id}` }),
  'PATCH /api/vessels/:id': async () => ({
    url: `/api/vessels/${(await vessel()).id}`,
    body: { name: 'Renamed Bay' },
  }),
  'DELETE /api/vessels/:id': async () => ({ url: `/api/vessels/${(await vessel()).id}` }),
  'GET /api/vessels/user/:userId': () => ({ url: `/api/vessels/user/${people.owner.id}` }),
};

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** As the browser sends it: same-origin signals on every request, a JSON body on every state-changing one. */
function send(agent: Agent, method: string, url: string, body: unknown, stream = false) {
  const req = agent[method.toLowerCase() as 'get'](url)
    .set('X-Forwarded-For', uniqueIp())
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Origin', ORIGIN);
  // An event stream never ends by itself: its status is all a cell needs, then the connection is dropped.
  if (stream)
    return req.buffer(true).parse((res, done) => {
      (res as unknown as { destroy: () => void }).destroy();
      done(null, {});
    });
  return unsafe.has(method) ? req.type('application/json').send(JSON.stringify(body ?? {})) : req;
}

async function ownSessionAgent(caller: Caller) {
  const agent = t.agent();
  if (caller === 'anon') return agent;
  const { email } = await t.createUser(userOf[caller]);
  // Each from an address of its own: many sign-ins from one address at once are throttled (by design).
  const res = await send(agent, 'POST', '/api/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return agent;
}

const matches = (status: number, expected: Expected) =>
  expected === 'ok' ? status >= 200 && status < 400 : status === expected;

describe('authorization matrix (every API route × every kind of caller)', () => {
  beforeAll(async () => {
    t = await setupTestApp();
    for (const caller of CALLERS) {
      if (caller === 'anon') continue;
      people[caller] = await t.createUser(userOf[caller]);
      agents[caller] = await t.agentFor(people[caller]);
    }
    people.third = await t.createUser();
    agents.anon = t.agent();
    const calc = await agents.owner.post('/api/smartfeeder-calculations').send({
      calculationInputs: { originPort: 'DEHAM', destinationPort: 'NLRTM', cargoWeight: 1000 },
    });
    expect(calc.status).toBe(201);
    calculationId = calc.body.id;
  });

  it('has a declaration for every route of the router, and a route for every declaration', () => {
    const served = listApiRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(
      served.filter((k) => !EXPECTED.has(k)),
      'routes with no declaration',
    ).toEqual([]);
    expect(
      [...EXPECTED.keys()].filter((k) => !served.includes(k)),
      'declarations naming no route',
    ).toEqual([]);
    const stale = Object.entries(EXCEPTIONS)
      .filter(([key, e]) => {
        const declared = DECLARED.get(key);
        if (!declared) return true;
        const implied = expectedFor(declared);
        return Object.entries(e.cells).every(([c, v]) => implied[c as Caller] === v);
      })
      .map(([key]) => key);
    expect(stale, 'exceptions naming no route, or that the declaration already implies').toEqual([]);
    const needsCall = served.filter((k) => k.includes(':') && !CALLS[k]);
    expect(needsCall, 'parameterised routes with no way to call them').toEqual([]);
    expect(Object.keys(CALLS).filter((k) => !served.includes(k))).toEqual([]);
  });

  it('answers each caller as the table says, and never with a 5xx', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const { method, path } of listApiRoutes(t.app)) {
      const key = `${method} ${path}`;
      const row = EXPECTED.get(key);
      if (!row) continue; // reported by the test above
      // The seven callers of one route at once: each cell has records of its own.
      await Promise.all(
        CALLERS.map(async (caller) => {
          const call = (await CALLS[key]?.({ caller })) ?? {};
          const agent = call.ownSession ? await ownSessionAgent(caller) : agents[caller];
          const stream = DECLARED.get(key)?.produces === 'text/event-stream';
          const res = await send(agent, method, call.url ?? path, call.body, stream);
          cells++;
          if (res.status >= 500 || !matches(res.status, row[caller]))
            wrong.push(`${key} as ${caller}: ${res.status} ${res.body?.code ?? ''}, expected ${row[caller]}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(EXPECTED.size * CALLERS.length);
  }, 120_000);
});
