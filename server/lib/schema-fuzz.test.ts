import {
  adminActivityListQuerySchema,
  adminUserListQuerySchema,
  auditLogListQuerySchema,
} from '@shared/schemas/admin';
import { bookingRequestListQuerySchema } from '@shared/schemas/booking-requests';
import { contactMessageListQuerySchema } from '@shared/schemas/contact';
import { quoteRequestListQuerySchema, shipyardListQuerySchema } from '@shared/schemas/greenrefit';
import { mailKinds } from '@shared/schemas/mail-preferences';
import { matchingPageQuerySchema, matchListQuerySchema } from '@shared/schemas/matching';
import { notificationListQuerySchema } from '@shared/schemas/notifications';
import { ownOfferingListQuerySchema, shipOfferingListQuerySchema } from '@shared/schemas/ship-offerings';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargoMatches, contactMessages, quoteRequests } from '../db/schema';
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
import { listApiRoutes } from './route-table';

/**
 * Issue 12 §2: every request schema fuzzed through HTTP with fast-check. Bodies: arbitrary JSON, and the route's
 * valid body with one to three fields mutated (wrong types, huge strings, NUL and lone surrogates, numbers out of
 * range or beyond a double, deleted fields, extra keys such as `role` or `__proto__`), sent as an authorised
 * caller. Never a 5xx; and when the answer is a 4xx, not one row of any table changed (no partial write).
 * Query strings of the list routes: never a 5xx. The seed is fixed so a failure reproduces (fast-check prints it
 * with the shrunk counterexample); FUZZ_SEED=<n> and FUZZ_RUNS=<n> explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const BODY_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const QUERY_RUNS = Math.ceil(BODY_RUNS / 2);

let t: TestApp;
type Agent = TestAgent<Test>;
type Who = 'user' | 'superAdmin' | 'anon' | 'deleter';
const agents = {} as Record<Exclude<Who, 'anon'>, Agent>;
const f = {} as Record<string, string>; // fixture ids by name

// ---------- hostile values ----------

/** A number JSON.stringify cannot write (beyond a double, or more digits than one holds): sent verbatim. */
class Raw {
  constructor(readonly text: string) {}
  toJSON() {
    return `@@RAW:${this.text}@@`;
  }
}
const toJson = (v: unknown) => (JSON.stringify(v) ?? 'null').replace(/"@@RAW:([^@"]+)@@"/g, '$1');

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    'null',
    'NaN',
    '-Infinity',
    '1e309',
    '-0',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '2026-02-30',
    '2026-13-45T25:61:61Z',
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    'deham',
    'ZZZZZ',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 1_000, max: 30_000 }).map((n) => 'x'.repeat(n)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    0.001,
    0.005,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
  ),
  // Large but plausibly within a schema's bounds: sums and products of them must not overflow a column.
  fc.constantFrom(100, 25_000, 30_000, 99_999, 1_000_000, 99_999_999.99, 9_999_999_999.99, 2 ** 31 - 1),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    new Raw('1e309'),
    new Raw('-1e309'),
    new Raw('1e-400'),
    new Raw('123456789012345678901234567890'),
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);
const extraKey = fc.oneof(
  fc.constantFrom('role', 'approvalStatus', 'ownerId', 'id', 'userId', '__proto__', 'constructor', 'isAdmin'),
  fc.string({ maxLength: 12 }),
);

type Path = (string | number)[];
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => pathsOf((value as Record<string, unknown>)[k], [...prefix, k]))];
}
type Mutation =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'delete'; path: Path }
  | { kind: 'add'; path: Path; key: string; value: unknown };
const mutation = (paths: Path[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: hostileValue }),
    fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...paths) }),
    fc.record({
      kind: fc.constant('add' as const),
      path: fc.constantFrom(...paths),
      key: extraKey,
      value: hostileValue,
    }),
  );

function applyMutation(root: unknown, m: Mutation): unknown {
  if (m.path.length === 0) {
    if (m.kind === 'set') return m.value;
    if (m.kind === 'delete') return {};
  }
  const parentPath = m.kind === 'add' ? m.path : m.path.slice(0, -1);
  let parent = root as Record<string | number, unknown>;
  for (const k of parentPath) {
    if (parent === null || typeof parent !== 'object') return root;
    parent = parent[k] as Record<string | number, unknown>;
  }
  if (parent === null || typeof parent !== 'object') return root;
  const key = m.kind === 'add' ? m.key : m.path[m.path.length - 1];
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (!Array.isArray(parent) || m.kind === 'set') {
    // An own property even for `__proto__`, as JSON.parse makes it on the server.
    Object.defineProperty(parent, key, {
      value: m.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return root;
}

/** Arbitrary JSON, or the valid body with one to three mutations. */
function bodies(sample: unknown) {
  const paths = pathsOf(sample);
  return fc.oneof(
    { arbitrary: fc.anything({ maxDepth: 3 }), weight: 1 },
    {
      arbitrary: fc
        .array(mutation(paths), { minLength: 1, maxLength: 3 })
        .map((ms) => ms.reduce(applyMutation, structuredClone(sample))),
      weight: 3,
    },
  );
}

// ---------- what must not change ----------

/** Every table of records (not the session and rate-limit stores), as one hash each. */
const TABLES = [
  'users',
  'ship_offerings',
  'ship_booking_requests',
  'vessels',
  'vessel_availabilities',
  'cargo_requests',
  'cargo_matches',
  'greenrefit_assessments',
  'shipyards',
  'quote_requests',
  'notifications',
  'activities',
  'audit_logs',
  'contact_messages',
  'contact_replies',
  'smartfeeder_calculations',
  'email_tokens',
];
async function snapshot() {
  await t.drainTasks(); // work queued after an earlier answer writes before this one is measured
  const columns = TABLES.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) from ${sql.identifier(name)} r) as ${sql.identifier(name)}`,
  );
  const result = await t.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows[0];
}

// ---------- the routes ----------

type BodyTarget = {
  who: Who;
  url?: () => string;
  sample: () => unknown;
  sampleStatus?: number;
  /** Tables a refused request writes by design (the record of the refusal itself). */
  refusalWrites?: string[];
};

/** Every route that reads a body with a shared schema. */
const BODY_TARGETS: Record<string, BodyTarget> = {
  'POST /api/admin/reject-user/:id': {
    who: 'superAdmin',
    url: () => `/api/admin/reject-user/${f.pendingUser}`,
    sample: () => ({ reason: 'Not a shipping company' }),
  },
  'POST /api/admin/reject-ship-offering/:id': {
    who: 'superAdmin',
    url: () => `/api/admin/reject-ship-offering/${f.pendingOffering}`,
    sample: () => ({ reason: 'Dates do not add up' }),
  },
  'POST /api/admin/users/:id/suspend': {
    who: 'superAdmin',
    url: () => `/api/admin/users/${f.targetUser}/suspend`,
    sample: () => ({ reason: 'Spam' }),
  },
  'PATCH /api/admin/users/:id/role': {
    who: 'superAdmin',
    url: () => `/api/admin/users/${f.targetUser}/role`,
    sample: () => ({ role: 'shipowner' }),
  },
  'PATCH /api/admin/contact-messages/:id': {
    who: 'superAdmin',
    url: () => `/api/admin/contact-messages/${f.contactMessage}`,
    sample: () => ({ handled: true }),
  },
  'POST /api/admin/contact-messages/:id/reply': {
    who: 'superAdmin',
    url: () => `/api/admin/contact-messages/${f.contactMessage}/reply`,
    sample: () => ({ message: 'There is space on Monday.' }),
  },
  'POST /api/algorithm/cargo-requests': { who: 'user', sample: () => cargoRequestBody() },
  'PUT /api/algorithm/cargo-requests/:id': {
    who: 'user',
    url: () => `/api/algorithm/cargo-requests/${f.cargoRequest}`,
    sample: () => cargoRequestBody({ requestedTEU: 15 }),
  },
  'PUT /api/algorithm/matches/:id/accept': {
    who: 'user',
    url: () => `/api/algorithm/matches/${f.matchToAccept}/accept`,
    sample: () => ({ feedback: 'Good fit' }),
  },
  'PUT /api/algorithm/matches/:id/reject': {
    who: 'user',
    url: () => `/api/algorithm/matches/${f.matchToReject}/reject`,
    sample: () => ({ reason: 'Too expensive', feedback: 'Maybe next week' }),
  },
  'PUT /api/algorithm/matches/:id/counter': {
    who: 'user',
    url: () => `/api/algorithm/matches/${f.matchToCounter}/counter`,
    sample: () => ({ pricePerTEU: 123.45, note: 'Our budget for this lane' }),
  },
  'PUT /api/algorithm/matches/:id/decline-counter': {
    who: 'user',
    url: () => `/api/algorithm/matches/${f.matchCountered}/decline-counter`,
    sample: () => ({ reason: 'Too dear' }),
  },
  'PUT /api/mail/preferences': {
    who: 'user',
    sample: () => ({
      timeZone: 'Europe/Berlin',
      modes: Object.fromEntries(mailKinds.map((k, i) => [k, ['instant', 'digest', 'off'][i % 3]])),
    }),
  },
  'POST /api/mail/unsubscribe': { who: 'anon', sample: () => ({ token: f.unsubscribeToken }) },
  'POST /api/algorithm/parse-mail': {
    who: 'user',
    sample: () => ({
      text: 'MV Elbe Trader open Hamburg 12 Dec, 300 TEU free for Rotterdam, USD 150/TEU',
      mailDate: '2026-11-20',
    }),
  },
  'POST /api/algorithm/vessel-availabilities': { who: 'user', sample: () => availabilityBody() },
  'PUT /api/algorithm/vessel-availabilities/:id': {
    who: 'user',
    url: () => `/api/algorithm/vessel-availabilities/${f.availability}`,
    sample: () => availabilityBody({ availableTEU: 80 }),
  },
  // A failed sign-in is kept in the activity log (email, address, time) for the administrators: by design.
  'POST /api/auth/login': {
    who: 'anon',
    sample: () => ({ email: f.loginEmail, password: PASSWORD }),
    refusalWrites: ['activities'],
  },
  'POST /api/auth/register': {
    who: 'anon',
    sample: () => ({
      email: f.registerEmail,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Engines Ltd',
      userType: 'shipowner',
    }),
  },
  'POST /api/auth/verify-email': {
    who: 'anon',
    sample: () => ({ token: 'a'.repeat(64) }),
    sampleStatus: 400,
  },
  'POST /api/auth/resend-verification': { who: 'anon', sample: () => ({ email: f.loginEmail }) },
  'POST /api/auth/forgot-password': { who: 'anon', sample: () => ({ email: f.loginEmail }) },
  'POST /api/auth/reset-password': {
    who: 'anon',
    sample: () => ({ token: 'a'.repeat(64), password: PASSWORD }),
    sampleStatus: 400,
  },
  'POST /api/auth/mark-tour-completed': { who: 'user', sample: () => ({}) },
  'PUT /api/exchange-rate': {
    who: 'superAdmin',
    sample: () => ({
      rate: 1.0411,
      rateDate: '2025-02-28',
      source: 'ECB euro foreign exchange reference rate',
    }),
  },
  'PATCH /api/auth/user': {
    who: 'user',
    sample: () => ({
      preferredLanguage: 'de',
      displayCurrency: 'EUR',
      firstName: 'Fuzz',
      lastName: 'Tester',
      companyName: 'Co',
    }),
  },
  // A wrong password (400, then 429 once the 5 attempts are used): fuzzing must not delete the account it runs as.
  'DELETE /api/auth/user': {
    who: 'deleter',
    sample: () => ({ password: 'Wrong-Password-9' }),
    sampleStatus: 400,
  },
  'POST /api/contact': {
    who: 'anon',
    sample: () => ({ name: 'Grace', email: 'grace@example.com', subject: 'Slots', message: 'Any space?' }),
  },
  'POST /api/greenrefit/assessments': { who: 'user', sample: () => assessmentBody() },
  'PUT /api/greenrefit/assessments/:id': {
    who: 'user',
    url: () => `/api/greenrefit/assessments/${f.assessment}`,
    sample: () => assessmentBody({ name: 'Renamed' }),
  },
  'POST /api/greenrefit/quote-requests': {
    who: 'user',
    sample: () => ({ assessmentId: f.assessment, shipyardIds: [f.shipyard], message: 'Please quote.' }),
  },
  'PATCH /api/greenrefit/quote-requests/:id': {
    who: 'superAdmin',
    url: () => `/api/greenrefit/quote-requests/${f.quoteRequest}`,
    sample: () => ({ status: 'quoted', adminNote: 'EUR 1.2 million' }),
  },
  'POST /api/greenrefit/shipyards': { who: 'superAdmin', sample: () => shipyardBody() },
  'PATCH /api/greenrefit/shipyards/:id': {
    who: 'superAdmin',
    url: () => `/api/greenrefit/shipyards/${f.shipyard}`,
    sample: () => ({
      description: 'Two docks.',
      measures: ['hull_coating'],
      website: 'https://yard.example',
    }),
  },
  'POST /api/ship-booking-requests': {
    who: 'user',
    sample: () => bookingBody(f.othersOffering, { requestedTEU: 5, maxBudget: 1000.5, urgencyLevel: 'high' }),
  },
  'POST /api/ship-booking-requests/:id/decline': {
    who: 'user',
    url: () => `/api/ship-booking-requests/${f.bookingRequest}/decline`,
    sample: () => ({ reason: 'Fully booked' }),
  },
  'POST /api/ship-booking-requests/:id/counter': {
    who: 'user',
    url: () => `/api/ship-booking-requests/${f.requestToCounter}/counter`,
    sample: () => ({ pricePerTEU: 140, teu: 5, note: 'Five left' }),
  },
  'POST /api/ship-booking-requests/:id/decline-counter': {
    who: 'user',
    url: () => `/api/ship-booking-requests/${f.counteredRequest}/decline-counter`,
    sample: () => ({ reason: 'Too dear' }),
  },
  'POST /api/ship-offerings': { who: 'user', sample: () => offeringBody() },
  'PATCH /api/ship-offerings/:id/capacity': {
    who: 'user',
    url: () => `/api/ship-offerings/${f.ownOffering}/capacity`,
    sample: () => ({ availableCapacity: 100 }),
  },
  'POST /api/smartfeeder/quote': {
    who: 'user',
    sample: () => ({
      originPort: 'DEHAM',
      destinationPort: 'PLGDN',
      cargoWeight: 4200,
      speedKnots: 14,
      fuelType: 'vlsfo',
      avoidKielCanal: false,
      departureTime: '2026-12-01T08:00:00Z',
      assumptions: {},
    }),
  },
  'POST /api/smartfeeder-calculations': {
    who: 'user',
    sample: () => ({
      originPort: 'DEHAM',
      destinationPort: 'PLGDN',
      status: 'completed',
      calculationInputs: {
        originPort: 'DEHAM',
        destinationPort: 'PLGDN',
        cargoWeight: 4200,
        vesselType: null,
      },
    }),
  },
  'POST /api/vessels': { who: 'user', sample: () => vesselBody({ imoNumber: validImo('777001') }) },
  'PATCH /api/vessels/:id': {
    who: 'user',
    url: () => `/api/vessels/${f.vessel}`,
    sample: () => ({ name: 'Renamed Bay', teuCapacity: 900, serviceSpeedKnots: 16, fuelType: 'vlsfo' }),
  },
};

/** State-changing routes that read no body: nothing to fuzz (the matrix calls each of them). */
const NO_BODY = [
  'POST /api/ship-booking-requests/:id/accept-counter',
  'POST /api/admin/approve-ship-offering/:id',
  'POST /api/admin/approve-user/:id',
  'POST /api/admin/login',
  'POST /api/admin/users/:id/reactivate',
  'POST /api/algorithm/cargo-requests/:id/withdraw',
  'POST /api/algorithm/vessel-availabilities/:id/withdraw',
  'POST /api/auth/init-super-admin',
  'POST /api/auth/logout',
  'DELETE /api/greenrefit/assessments/:id',
  'DELETE /api/greenrefit/shipyards/:id',
  'PUT /api/notifications/:id/read',
  'PUT /api/notifications/read-all',
  'POST /api/ship-booking-requests/:id/accept',
  'DELETE /api/ship-offerings/:id',
  'DELETE /api/vessels/:id',
];

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
/** The list routes and the parameters their query schema reads (admin ones are called as the super admin). */
const QUERY_TARGETS: Record<string, { who: Who; keys: string[] }> = {
  'GET /api/ship-offerings': { who: 'anon', keys: keysOf(shipOfferingListQuerySchema) },
  'GET /api/ship-offerings/my': { who: 'user', keys: keysOf(ownOfferingListQuerySchema) },
  'GET /api/admin/users': { who: 'superAdmin', keys: keysOf(adminUserListQuerySchema) },
  'GET /api/admin/users/export': { who: 'superAdmin', keys: keysOf(adminUserListQuerySchema) },
  'GET /api/admin/activities': { who: 'superAdmin', keys: keysOf(adminActivityListQuerySchema) },
  'GET /api/admin/audit-logs': { who: 'superAdmin', keys: keysOf(auditLogListQuerySchema) },
  'GET /api/admin/analytics': { who: 'superAdmin', keys: ['from', 'to', 'granularity', 'days'] },
  'GET /api/admin/contact-messages': { who: 'superAdmin', keys: keysOf(contactMessageListQuerySchema) },
  'GET /api/ship-booking-requests/incoming': { who: 'user', keys: keysOf(bookingRequestListQuerySchema) },
  'GET /api/ship-booking-requests/my': { who: 'user', keys: keysOf(bookingRequestListQuerySchema) },
  'GET /api/ship-booking-requests/my/co2-statement': { who: 'user', keys: ['from', 'to', 'lang'] },
  'GET /api/ship-booking-requests/my/co2-statement.csv': { who: 'user', keys: ['from', 'to', 'lang'] },
  'GET /api/notifications': { who: 'user', keys: keysOf(notificationListQuerySchema) },
  'GET /api/algorithm/matches': { who: 'user', keys: keysOf(matchListQuerySchema) },
  'GET /api/algorithm/vessel-availabilities': { who: 'user', keys: keysOf(matchingPageQuerySchema) },
  'GET /api/algorithm/cargo-requests': { who: 'user', keys: keysOf(matchingPageQuerySchema) },
  'GET /api/greenrefit/assessments': { who: 'user', keys: ['page', 'pageSize'] },
  'GET /api/greenrefit/quote-requests': { who: 'user', keys: keysOf(quoteRequestListQuerySchema) },
  'GET /api/greenrefit/shipyards': { who: 'user', keys: keysOf(shipyardListQuerySchema) },
  'GET /api/smartfeeder-calculations': { who: 'user', keys: ['page', 'pageSize'] },
};

const queryValue = fc.oneof(
  hostileString.filter((s) => s.length <= 1_000),
  fc.constantFrom(
    ...['', '-1', '0', '1.5', '1e309', 'NaN', '99999999999999999999', 'asc', 'desc', 'true', 'approved'],
    ...['2026-11-01', '2026-11-01T00:00:00Z', 'DEHAM', 'NLRTM', 'week', 'month', 'pending', 'accepted'],
  ),
  fc.integer().map(String),
);
/** Every byte percent-encoded (a lone surrogate becomes U+FFFD's bytes, as a client's UTF-8 encoder sends it). */
const percent = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const queryString = (keys: string[]) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), queryValue), {
        maxLength: 6,
      }),
      fc.constantFrom('', '&%ZZ=%E0%A4%A', '&page=1&page=2', '&a[b]=c'),
    )
    .map(([pairs, tail]) => pairs.map(([k, v]) => `${percent(k)}=${percent(v)}`).join('&') + tail)
    // Node refuses request heads over 16 kB (431) before the app sees them: stay well below.
    .filter((q) => q.length <= 8_000);

// ---------- sending ----------

const ORIGIN = 'http://feederhub.test';
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
function send(who: Who, method: string, url: string, body?: string) {
  const client = who === 'anon' ? t.request() : agents[who];
  const req = client[method.toLowerCase() as 'get'](url)
    .set('X-Forwarded-For', uniqueIp())
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Origin', ORIGIN);
  return unsafe.has(method) ? req.type('application/json').send(body ?? '{}') : req;
}

const short = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);

describe('request schemas fuzzed through HTTP', () => {
  beforeAll(async () => {
    t = await setupTestApp();
    fc.configureGlobal({ seed: SEED });
    const user = await t.createUser({ role: 'shipowner' });
    const third = await t.createUser();
    agents.user = await t.agentFor(user);
    agents.superAdmin = await t.agentFor(await t.createUser({ role: 'super_admin' }));
    agents.deleter = await t.agentFor(await t.createUser());
    f.loginEmail = (await t.createUser()).email;
    f.registerEmail = uniqueEmail('register');
    f.pendingUser = (await t.createUser({ approvalStatus: 'pending' })).id;
    f.targetUser = (await t.createUser()).id;
    f.pendingOffering = (await insertOffering(t.db, third.id, { approvalStatus: 'pending' })).id;
    f.othersOffering = (
      await insertOffering(t.db, third.id, { teuCapacity: 20_000, availableCapacity: 20_000 })
    ).id;
    const own = await insertOffering(t.db, user.id, { teuCapacity: 20_000, availableCapacity: 5_000 });
    f.ownOffering = own.id;
    f.bookingRequest = (await insertBookingRequest(t.db, own.id, third.id)).id;
    f.requestToCounter = (await insertBookingRequest(t.db, own.id, third.id)).id;
    f.counteredRequest = (
      await insertBookingRequest(t.db, (await insertOffering(t.db, third.id)).id, user.id, {
        status: 'countered',
        counterTeu: 1,
        counterPricePerTeu: '100.00',
      })
    ).id;
    f.vessel = (await insertVessel(t.db, user.id, { imoNumber: validImo('777002') })).id;
    f.availability = (await insertAvailability(t.db, user.id)).id;
    f.cargoRequest = (await insertCargoRequest(t.db, user.id)).id;
    for (const name of ['matchToAccept', 'matchToReject', 'matchToCounter', 'matchCountered']) {
      const a = await insertAvailability(t.db, user.id);
      const r = await insertCargoRequest(t.db, third.id);
      const m = await insertMatch(
        t.db,
        { availabilityId: a.id, requestId: r.id },
        { carrierId: user.id, shipperId: third.id },
      );
      f[name] = m.id;
    }
    // The shipper's counter-offer, for the user (the carrier) to decline.
    await t.db
      .update(cargoMatches)
      .set({ counteredBy: 'shipper', counterPricePerTeu: '99.00' })
      .where(eq(cargoMatches.id, f.matchCountered));
    // Signed with the test app's session secret (no MAIL_LINK_SECRET in tests), as the matrix does.
    f.unsubscribeToken = signUnsubscribe('test-secret-'.padEnd(40, 'x'), {
      scope: 'user',
      userId: user.id,
      kind: 'matches',
    });
    const assessment = await agents.user.post('/api/greenrefit/assessments').send(assessmentBody());
    expect(assessment.status).toBe(201);
    f.assessment = assessment.body.id;
    const yard = await insertShipyard(t.db);
    f.shipyard = yard.id;
    const [quote] = await t.db
      .insert(quoteRequests)
      .values({
        requesterId: user.id,
        shipyardId: yard.id,
        assessmentName: 'Retrofit',
        shipName: 'Alster Bay',
        summary: { capexEur: 1000, paybackYears: 2, co2SavingT: 10, measures: ['hull_coating'] },
        shipyardName: yard.name,
        shipyardPort: yard.port,
        requesterName: 'Owner',
        requesterEmail: user.email,
        message: 'Please quote',
      })
      .returning();
    f.quoteRequest = quote.id;
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Grace', email: 'grace@example.com', subject: 'Slots', message: 'Any space?' })
      .returning();
    f.contactMessage = message.id;
  });

  it('covers every state-changing route of the router and every listed list route', () => {
    const routes = listApiRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    const stateChanging = routes.filter((k) => !k.startsWith('GET '));
    const covered = [...Object.keys(BODY_TARGETS), ...NO_BODY];
    expect(
      stateChanging.filter((k) => !covered.includes(k)),
      'neither fuzzed nor listed as body-less',
    ).toEqual([]);
    expect(
      covered.filter((k) => !routes.includes(k)),
      'no longer a route',
    ).toEqual([]);
    expect(Object.keys(QUERY_TARGETS).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it.each(Object.keys(BODY_TARGETS))('the valid sample body of %s is accepted', async (key) => {
    const target = BODY_TARGETS[key];
    const [method, path] = key.split(' ');
    const res = await send(target.who, method, target.url?.() ?? path, toJson(target.sample()));
    if (target.sampleStatus) expect(res.status).toBe(target.sampleStatus);
    else expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });

  it.each(Object.keys(BODY_TARGETS))(
    '%s: arbitrary and mutated bodies never answer 5xx, and a refused one writes nothing',
    async (key) => {
      const target = BODY_TARGETS[key];
      const [method, path] = key.split(' ');
      // The state after a refused request is the state before the next one: one snapshot per refusal.
      let known: Record<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(bodies(target.sample()), async (body) => {
          const text = toJson(body);
          const before = known ?? (await snapshot());
          known = undefined;
          const res = await send(target.who, method, target.url?.() ?? path, text);
          expect(res.status, `${res.status} for ${short(text)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body, short(text)).toMatchObject({
              code: expect.any(String),
              message: expect.any(String),
            });
            const after = await snapshot();
            const changed = TABLES.filter(
              (name) => before[name] !== after[name] && !target.refusalWrites?.includes(name),
            );
            expect(changed, `${res.status} ${res.body.code} for ${short(text)} changed`).toEqual([]);
            known = after;
          }
        }),
        { numRuns: BODY_RUNS },
      );
    },
    120_000,
  );

  it.each(Object.keys(QUERY_TARGETS))('%s: arbitrary query strings never answer 5xx', async (key) => {
    const target = QUERY_TARGETS[key];
    const path = key.split(' ')[1];
    await fc.assert(
      fc.asyncProperty(queryString(target.keys), async (query) => {
        const res = await send(target.who, 'GET', `${path}?${query}`);
        expect(res.status, `${res.status} for ?${short(query)}`).toBeLessThan(500);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: QUERY_RUNS },
    );
  });
});
