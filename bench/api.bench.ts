// `npm run bench:api` (issue 11 §1): the built server beside bare references on the same PostgreSQL, in one run.
// Read the ratios, not the absolute figures: the references run on the same machine, database and load.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created
// and dropped), BENCH_PORT (first of three ports, default 5201), BENCH_SECONDS per measurement (default 4),
// BENCH_CONNECTIONS (default 50), BENCH_ONLY (a regular expression on the case names), BENCH_LARGE=0 to skip
// the 10,000-offering phase, BENCH_PROFILE=DIR to write the server's CPU profile (.cpuprofile) into DIR.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { createOrPromoteAdmin } from '../server/modules/users/create-admin';
import { ApiClient, BENCH_PORTS, createApprovedOfferings, PASSWORD, registerApproved } from './api/seed';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const firstPort = Number(process.env.BENCH_PORT ?? 5201);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const large = process.env.BENCH_LARGE !== '0';
const root = path.join(import.meta.dirname, '..');
// Another build to measure (an export of an older commit, say): the references and seeding stay the same.
const appDir = path.resolve(process.env.BENCH_APP_DIR ?? root);

const dbName = `feederhub_bench_api_${crypto.randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-bench-'));
const secret = crypto.randomBytes(24).toString('hex');
const cookieName = 'feederhub.sid';
const [appPort, r1Port, r2Port] = [firstPort, firstPort + 1, firstPort + 2];
const base = `http://127.0.0.1:${appPort}`;
const children: ChildProcess[] = [];

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${dbName}`);
const target = new URL(url);
target.pathname = `/${dbName}`;
const dbUrl = target.toString();

async function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE afterwards (drop it by hand).
  if (process.env.BENCH_KEEP_DB === '1') console.log(`\nKept the database ${dbName}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function run() {
  if (!fs.existsSync(path.join(appDir, 'dist/server/index.js'))) {
    throw new Error('No build: run `npm run build` first (the benchmark measures the built server).');
  }
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    SESSION_SECRET: secret,
    SESSION_COOKIE_NAME: cookieName,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  };
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  const server = spawn(process.execPath, [...profile, 'dist/server/index.js'], {
    cwd: appDir,
    env: { ...env, PORT: String(appPort), APP_ORIGIN: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitForHealth();
  for (const [kind, port] of [
    ['r1', r1Port],
    ['r2', r2Port],
  ] as const) {
    const ref = fork(path.join(root, 'bench/api/reference-server.ts'), [kind, String(port)], {
      env,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.push(ref);
    await new Promise((resolve, reject) => {
      ref.once('message', resolve);
      ref.once('exit', reject);
    });
  }

  const startedAt = new Date();
  const seeding = Date.now();
  const { adminClient, owner, others } = await seedUsers();
  // Through the API as far as the owner's write budget allows (60 an hour, issue 22), the rest by SQL.
  await createApprovedOfferings(owner.client, adminClient, 0, 50);
  await insertMoreOfferings([owner.id], 950);
  const seeded1k = (Date.now() - seeding) / 1000;
  await printHeader(startedAt, seeded1k);

  await publicListGroup('1,000 offerings');
  await signedInGroup(owner.client.cookie);

  if (large) {
    const t0 = Date.now();
    await insertMoreOfferings(
      others.map((o) => o.id),
      9000,
    );
    console.log(`\nAdded 9,000 approved offerings by SQL in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    await publicListGroup('10,000 offerings');
    // Issue 28: the same owner with a long history of their own.
    const t1 = Date.now();
    await insertMoreOfferings([owner.id], 9000);
    await insertHistory(owner.id, 10_000);
    console.log(
      `\nGave the owner 10,000 own offerings, 10,000 booking requests and 10,000 notifications by SQL in ${((Date.now() - t1) / 1000).toFixed(0)} s`,
    );
    await signedInGroup(
      owner.client.cookie,
      'an owner with 10,000 own offerings, booking requests and notifications',
    );
  }
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

/**
 * Issue 28's profile: `count` booking requests the user made on other owners' voyages and `count` notifications
 * (a fifth unread), spread over the last year, so every read that counts a user's history has one to count.
 */
async function insertHistory(userId: string, count: number) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `insert into ship_booking_requests (ship_offering_id, requester_id, contact_name, contact_email, requested_teu,
         cargo_description, status, decline_reason, decided_at, created_at)
       select o.id, $1, 'Bench Merchant', 'merchant@bench.example', 1 + i % 20, 'Bench cargo ' || i,
         (array['pending','accepted','declined'])[1 + i % 3]::booking_status,
         case when i % 3 = 2 then 'Fully booked' end,
         case when i % 3 <> 0 then now() - make_interval(mins => i) + interval '1 minute' end,
         now() - make_interval(mins => i)
       from generate_series(0, $2 - 1) as i
       join lateral (select id from ship_offerings where owner_id <> $1 offset (i % 500) limit 1) o on true`,
      [userId, count],
    );
    await db.query(
      `insert into notifications (user_id, type, title, message, read, created_at)
       select $1, 'system_message', 'Bench notice ' || i, 'Bench message ' || i, i % 5 <> 0,
         now() - make_interval(mins => i)
       from generate_series(0, $2 - 1) as i`,
      [userId, count],
    );
    // Vacuumed as autovacuum would a minute after a bulk load: index-only scans need the visibility map.
    for (const table of [
      'ship_booking_requests',
      'notifications',
      'notification_count_deltas',
      'user_counters',
    ])
      await db.query(`vacuum analyze ${table}`);
  } finally {
    await db.end();
  }
}

/**
 * The 9,000 offerings beyond the first 1,000 are inserted directly: through the API (create + approve) they took
 * about 10 minutes on the loaded 2-core machine. Same columns and spread as the API-made ones, approved, listed.
 */
async function insertMoreOfferings(ownerIds: string[], count: number) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(
    `insert into ship_offerings (owner_id, ship_name, teu_capacity, available_capacity, origin_port, destination_port,
       departure_date, arrival_date, contact_name, contact_email, price_per_teu, cargo_types, approval_status,
       reviewed_at)
     select ($1::uuid[])[1 + i % cardinality($1::uuid[])], 'Bench Feeder ' || (1000 + i), 200 + (i * 53) % 2800,
       ((200 + (i * 53) % 2800) * ((i * 31) % 100)) / 100,
       ($2::text[])[1 + i % cardinality($2::text[])], ($2::text[])[1 + (i * 7 + 3) % cardinality($2::text[])],
       now() + make_interval(days => 1 + i % 180, hours => i % 24),
       now() + make_interval(days => 3 + i % 180, hours => i % 24),
       'Bench Operator', 'ops@bench.example', (5000 + (i * 7919) % 85000) / 100.0, '{Dry,Reefer}', 'approved', now()
     from generate_series(0, $3 - 1) as i
     where ($2::text[])[1 + i % cardinality($2::text[])] <> ($2::text[])[1 + (i * 7 + 3) % cardinality($2::text[])]`,
    [ownerIds, BENCH_PORTS, count],
  );
  await db.query('vacuum analyze ship_offerings');
  await db.end();
}

/** Waits until the server answers at once again: a slow call's backlog must not land on the next measurement. */
async function settle() {
  for (let i = 0; i < 600; i++) {
    const t0 = Date.now();
    try {
      await fetch(`${base}/api/health`);
      if (Date.now() - t0 < 100) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function seedUsers() {
  const database = await openPostgres(dbUrl, { max: 2 });
  // The first administrator is made the way an operator does it (npm run admin:create), not over HTTP.
  await createOrPromoteAdmin(database.db, {
    email: 'admin@bench.example',
    password: PASSWORD,
    role: 'admin',
  });
  await database.close();
  const adminClient = new ApiClient(base);
  await adminClient.login('admin@bench.example');
  const outboxDir = path.join(dataDir, 'outbox');
  const register = (email: string) =>
    registerApproved({ base, admin: adminClient, outboxDir, email, userType: 'shipowner' });
  const owner = await register('owner@bench.example');
  const others = [await register('owner2@bench.example'), await register('owner3@bench.example')];
  return { adminClient, owner, others };
}

type Result = { rps: number; p99: number; p50: number; note: string };

async function measure(opts: { url: string; cookie?: string; method?: 'GET' | 'POST'; bodies?: unknown[] }) {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.bodies) headers['content-type'] = 'application/json';
  // Each connection cycles through the bodies in order.
  const requests = opts.bodies?.map((body) => ({ method: 'POST' as const, body: JSON.stringify(body) }));
  const common = { url: opts.url, method: opts.method ?? 'GET', headers, requests };
  await autocannon({ ...common, connections: 10, duration: 1 }); // warm-up, discarded
  const r = await autocannon({ ...common, connections, duration: seconds });
  const failed = r.non2xx + r.errors + r.timeouts;
  // Answers that failed or took over autocannon's 10 s do not count as throughput; the row says how many.
  const note =
    r.requests.total === 0
      ? ' (no answer within the run)'
      : failed > 0
        ? ` (${r.non2xx} non-2xx, ${r.errors} errors incl. ${r.timeouts} timeouts)`
        : '';
  const rps = failed > 0 ? (r.requests.total - failed) / seconds : r.requests.average;
  return { rps, p99: r.latency.p99, p50: r.latency.p50, note } satisfies Result;
}

/**
 * Each call is measured between two runs of its reference and compared with their mean: on a shared machine the
 * load drifts within a minute, and a reference measured once at the start would lend its drift to every ratio.
 */
async function group(title: string, refName: 'R1' | 'R2', cookie: string | undefined, cases: Case[]) {
  const selected = cases.filter((c) => !only || only.test(`${title} ${c.name}`));
  if (selected.length === 0) return;
  const refUrl = `http://127.0.0.1:${refName === 'R1' ? r1Port : r2Port}/ref`;
  console.log(`\n### ${title}\n`);
  console.log(`| Call | req/s vs ${refName} | req/s | p99 | p50 | ${refName} req/s | ${refName} p99 |`);
  console.log('|---|---|---|---|---|---|---|');
  let before = await measure({ url: refUrl, cookie });
  for (const c of selected) {
    const r = await measure({ url: base + c.url, cookie, method: c.method, bodies: c.bodies });
    await settle();
    const after = await measure({ url: refUrl, cookie });
    const ref = { rps: (before.rps + after.rps) / 2, p99: Math.max(before.p99, after.p99) };
    console.log(
      `| ${c.name}${r.note} | ${(r.rps / ref.rps).toFixed(2)}× | ${r.rps.toFixed(0)} | ${r.p99} ms | ${r.p50} ms | ` +
        `${ref.rps.toFixed(0)} | ${ref.p99} ms |`,
    );
    before = after;
  }
}

type Case = { name: string; url: string; method?: 'GET' | 'POST'; bodies?: unknown[] };
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const listCases = (prefix: string): Case[] =>
  [
    ['default (departure ↑)', ''],
    ['origin', 'origin=DEHAM'],
    ['destination', 'destination=NLRTM'],
    ['origin + destination', 'origin=DEHAM&destination=NLRTM'],
    ['departure window', `departureFrom=${day(10)}&departureTo=${day(40)}`],
    ['minTeu', 'minTeu=1500'],
    ['maxPrice', 'maxPrice=300'],
    ['sort price ↑', 'sort=price'],
    ['sort price ↓', 'sort=price&order=desc'],
    ['sort availableTeu ↓', 'sort=availableTeu&order=desc'],
    ['sort departure ↓', 'sort=departure&order=desc'],
    ['all filters, sort price', `origin=DEHAM&minTeu=200&maxPrice=800&departureFrom=${day(1)}&sort=price`],
    ['page 10', 'page=10'],
  ].map(([name, q]) => ({ name: `${prefix}${name}`, url: `/api/ship-offerings${q ? `?${q}` : ''}` }));

const publicListGroup = (size: string) =>
  group(`GET /api/ship-offerings, anonymous, ${size}`, 'R1', undefined, listCases(''));

const quotePairs = [
  ['DEHAM', 'NLRTM'],
  ['DEHAM', 'SEGOT'],
  ['NLRTM', 'GBFXT'],
  ['BEANR', 'PLGDN'],
  ['DKAAR', 'FIHEL'],
  ['DEBRV', 'NOOSL'],
].map(([originPort, destinationPort], i) => ({ originPort, destinationPort, cargoWeight: 1000 + i * 500 }));

const signedInGroup = (cookie: string, who = 'an owner with 1,000 approved offerings') =>
  group(`Signed in (${who})`, 'R2', cookie, [
    { name: 'GET /api/ship-offerings', url: '/api/ship-offerings' },
    {
      name: 'GET /api/ship-offerings?origin=DEHAM&sort=price',
      url: '/api/ship-offerings?origin=DEHAM&sort=price',
    },
    { name: 'GET /api/auth/user', url: '/api/auth/user' },
    { name: 'GET /api/notifications/unread-count', url: '/api/notifications/unread-count' },
    { name: 'GET /api/vessels/stats', url: '/api/vessels/stats' },
    { name: 'GET /api/marketplace/summary', url: '/api/marketplace/summary' },
    { name: 'GET /api/algorithm/stats', url: '/api/algorithm/stats' },
    { name: 'GET /api/algorithm/matches', url: '/api/algorithm/matches' },
    {
      name: 'POST /api/smartfeeder/quote (6 port pairs)',
      url: '/api/smartfeeder/quote',
      method: 'POST',
      bodies: quotePairs,
    },
    { name: 'GET /api/notifications', url: '/api/notifications' },
    { name: 'GET /api/notifications?unread=true', url: '/api/notifications?unread=true' },
    { name: 'GET /api/ship-booking-requests/my', url: '/api/ship-booking-requests/my' },
    { name: 'GET /api/ship-booking-requests/incoming', url: '/api/ship-booking-requests/incoming' },
    { name: 'GET /api/ship-offerings/my/summary', url: '/api/ship-offerings/my/summary' },
    // Last: before issue 11 it answered all 1,000 offerings at once and left a backlog behind.
    { name: 'GET /api/ship-offerings/my', url: '/api/ship-offerings/my' },
    // A numbered page deep in the history (page 800 of 834 at 10,000; past the end at 1,000, where the answer is
    // the total alone): its offset is walked in the owner's index.
    { name: 'GET /api/ship-offerings/my?page=800', url: '/api/ship-offerings/my?page=800' },
  ]);

async function printHeader(startedAt: Date, seededSeconds: number) {
  const cpus = os.cpus();
  const version = (await admin.query('show server_version')).rows[0].server_version;
  console.log(`# npm run bench:api`);
  console.log(
    `Date ${startedAt.toISOString()} · ${cpus.length} × ${cpus[0]?.model.trim()} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB · ` +
      `Node ${process.version} · PostgreSQL ${version} · load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `${connections} connections, ${seconds} s per measurement after a 1 s warm-up; seeded 3 users and 1,000 offerings through the API in ${seededSeconds.toFixed(0)} s`,
  );
}

try {
  await run();
} finally {
  await cleanUp();
}
