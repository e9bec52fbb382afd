// Abuse check (issue 22): two instances on one PostgreSQL database (the local server, a scratch database) with
// one SESSION_SECRET, against the findings of the scan: anonymous 2 MB bodies in parallel beside the health check,
// a flood of creations from one user across both instances, a new request facing more fitting voyages than the
// proposal cap, and the parser's worst inputs. Prints every figure; exit 1 if a check fails. About a minute.
// Run: npm run bench:abuse  (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../server/db/client';
import { users, vesselAvailabilities } from '../server/db/schema';
import { projectRoot } from '../server/lib/paths';
import { writeBudgets } from '../server/modules/rate-limit/rate-limit.service';
import { hashPassword } from '../server/modules/users/passwords';
import { availabilityRowFor, cargoRequestFor } from './abuse/fixtures';
import { type Check, check } from './ops/checks';
import { request, sessionCookieOf } from './ops/http';
import { startInstance, stopInstance, waitReady } from './ops/instances';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = Number(process.env.ABUSE_PORT_BASE ?? 5271);
const PASSWORD = 'Harbour-Crane-42';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-abuse-'));
const checks: Check[] = [];
const figures: Record<string, unknown> = {
  machine: { cpus: os.cpus().length, load: os.loadavg()[0].toFixed(2) },
};
const say = (s: string) => console.log(`[abuse ${new Date().toISOString().slice(11, 19)}] ${s}`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
};

/**
 * 20 anonymous POSTs of a 2 MB body a million brackets deep, sent from a worker thread so that writing 40 MB
 * does not delay this thread's own health-check timings; resolves with their statuses.
 */
function anonymousFlood(port: number) {
  const code = `
    const http = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const body = Buffer.from('['.repeat(1048560) + ']'.repeat(1048560));
    const one = () => new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: workerData.port, path: '/api/algorithm/parse-mail',
        method: 'POST', agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', () => resolve(0));
      req.end(body);
    });
    Promise.all(Array.from({ length: 20 }, one)).then((statuses) => parentPort.postMessage(statuses));
  `;
  const worker = new Worker(code, { eval: true, workerData: { port } });
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', (statuses: number[]) => resolve(statuses));
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

/** Health-check latencies, one after another, until `until` settles. */
async function healthWhile(port: number, until: Promise<unknown>) {
  let done = false;
  until.finally(() => (done = true));
  const ms: number[] = [];
  do ms.push((await request({ port, path: '/api/health' })).ms);
  while (!done);
  return ms;
}

async function main() {
  const name = `feederhub_abuse_${Date.now()}`;
  const admin = await openPostgres(adminUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    SESSION_SECRET: 'abuse-check-shared-secret-'.padEnd(48, 'x'),
    APP_ORIGIN: `http://127.0.0.1:${base}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const [a, b] = [base, base + 1].map((port) => startInstance({ root: projectRoot, dir, port, env }));
  try {
    await Promise.all([waitReady(a), waitReady(b)]);
    const db = await openPostgres(url, { max: 2 });
    const passwordHash = await hashPassword(PASSWORD);
    const [owner, shipper] = await db.db
      .insert(users)
      .values(
        ['shipowner', 'cargo_owner'].map((role, i) => ({
          email: `abuse-${i}-${Date.now()}@example.com`,
          passwordHash,
          firstName: 'Abuse',
          lastName: role,
          role: role as 'shipowner' | 'cargo_owner',
          approvalStatus: 'approved' as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    const login = async (email: string, port: number) => {
      const r = await request({
        port,
        method: 'POST',
        path: '/api/auth/login',
        body: { email, password: PASSWORD },
      });
      return sessionCookieOf(r).cookie as string;
    };
    const ownerCookie = await login(owner.email, a.port);

    // 1. Anonymous bodies: 20 × 2 MB, each a million brackets deep, beside the health check.
    say('health check: quiet, then beside 20 parallel anonymous 2 MB bodies');
    const quiet: number[] = [];
    for (let i = 0; i < 200; i++) quiet.push((await request({ port: a.port, path: '/api/health' })).ms);
    const flood = anonymousFlood(a.port);
    const busy = await healthWhile(a.port, flood);
    const statuses = await flood;
    figures.anonymousBodies = {
      statuses: [...new Set(statuses)],
      healthQuietMs: { p50: pct(quiet, 50), p99: pct(quiet, 99) },
      healthBesideFloodMs: {
        samples: busy.length,
        p50: pct(busy, 50),
        p99: pct(busy, 99),
        max: pct(busy, 100),
      },
    };
    checks.push(
      check(
        '20 anonymous 2 MB bodies all refused 401',
        statuses.every((s) => s === 401),
        String(statuses[0]),
      ),
    );
    checks.push(check('health p99 beside them < 50 ms', pct(busy, 99) < 50, `${pct(busy, 99)} ms`));

    // 2. A flood of creations from one user, alternating the two instances (one session, one shared budget).
    say('flood of vessel creations across both instances');
    const limit = writeBudgets.vessels.limit;
    const counts: Record<number, number> = {};
    for (let i = 0; i < limit + 30; i++) {
      const r = await request({
        port: i % 2 ? b.port : a.port,
        method: 'POST',
        path: '/api/vessels',
        cookie: ownerCookie,
        body: { name: `Flood ${i}`, teuCapacity: 500 },
      });
      counts[r.status] = (counts[r.status] ?? 0) + 1;
    }
    figures.writeFlood = { attempts: limit + 30, budget: limit, statuses: counts };
    checks.push(
      check(
        `exactly ${limit} attempts pass, the rest 429 on both instances`,
        counts[429] === 30,
        JSON.stringify(counts),
      ),
    );

    // 3. A new request facing 200 fitting voyages of one carrier.
    say('a new transport request facing 200 fitting voyages');
    await db.db
      .insert(vesselAvailabilities)
      .values(Array.from({ length: 200 }, (_, i) => availabilityRowFor(owner.id, i)));
    const shipperCookie = await login(shipper.email, b.port);
    const created = await request({
      port: b.port,
      method: 'POST',
      path: '/api/algorithm/cargo-requests',
      cookie: shipperCookie,
      body: cargoRequestFor(),
    });
    const proposals = JSON.parse(created.body).matchingResult?.matches?.length;
    const result = await db.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${owner.id}`,
    );
    const notices = (result as unknown as { rows: { n: number }[] }).rows[0].n;
    figures.fanOut = {
      status: created.status,
      fitting: 200,
      proposals,
      carrierNotices: notices,
      answerBytes: created.body.length,
    };
    checks.push(
      check(
        'one request: ≤ 20 proposals, one notice to the carrier',
        proposals <= 20 && notices === 1,
        `${proposals} / ${notices}`,
      ),
    );

    // 4. The parser's worst inputs, timed through the API (the answer time includes the HTTP round trip).
    say('parser worst inputs');
    const parse = async (text: string) =>
      (
        await request({
          port: a.port,
          method: 'POST',
          path: '/api/algorithm/parse-mail',
          cookie: ownerCookie,
          body: { text },
        })
      ).ms;
    const repeated = 'M\n'.repeat(10_000);
    const times = [] as number[];
    for (let i = 0; i < 5; i++) times.push(await parse(repeated));
    figures.parser = { 'M\\n × 10,000 (ms, 5 runs)': times.map((x) => Math.round(x)) };
    checks.push(
      check('M\\n × 10,000 answered < 200 ms (median)', pct(times, 50) < 200, `${pct(times, 50)} ms`),
    );

    await db.close();
  } finally {
    for (const i of [a, b]) if (i.child.exitCode === null) await stopInstance(i);
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(figures, null, 2));
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.figure}`);
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
