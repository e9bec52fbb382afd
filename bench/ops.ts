// Operations check (issue 12 §3): two instances behind Debian's nginx with TLS on loopback, a private
// PostgreSQL cluster stopped and started under load, graceful stops, a rolling restart under load. Prints
// every figure; exit 1 if a check fails. Long (about 5 minutes): not part of CI. Run: npm run ops:check
// (docs/RELIABILITY.md).
// Ports: nginx 5251, instances 5252-5253, PostgreSQL 5259 (override with OPS_PORT_BASE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { openPostgres } from '../server/db/client';
import { users, vessels } from '../server/db/schema';
import { projectRoot } from '../server/lib/paths';
import { limits } from '../server/modules/rate-limit/rate-limit.service';
import { hashPassword } from '../server/modules/users/passwords';
import { type Check, check, rateLimitCheck, sessionChecks } from './ops/checks';
import { request, sessionCookieOf } from './ops/http';
import { type Instance, readyStatus, startInstance, stopInstance, waitReady } from './ops/instances';
import { runLoad } from './ops/load';
import { migrateWithoutLock, migrationCheck, migrationRows } from './ops/migrations';
import { makeCertificate, startNginx } from './ops/nginx';
import { createPrivatePostgres } from './ops/pg-cluster';
import { sleep } from './ops/run';

const base = Number(process.env.OPS_PORT_BASE ?? 5251);
const ports = { edge: base, a: base + 1, b: base + 2, pg: base + 8 };
const LOAD_MS = Number(process.env.OPS_LOAD_SECONDS ?? 60) * 1000;
const CONNECTIONS = Number(process.env.OPS_CONNECTIONS ?? 50);
const DOWN_MS = Number(process.env.OPS_DOWN_SECONDS ?? 10) * 1000;
const PASSWORD = 'Harbour-Crane-42';
const origin = `https://127.0.0.1:${ports.edge}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-ops-'));
fs.chmodSync(dir, 0o755);
const checks: Check[] = [];
const figures: Record<string, unknown> = {};
const say = (s: string) => console.log(`[ops ${new Date().toISOString().slice(11, 19)}] ${s}`);

let cleanup: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const f of cleanup.reverse()) await f().catch((e) => console.error('cleanup:', e?.message));
  cleanup = [];
  if (!process.env.OPS_KEEP) fs.rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function main() {
  say(`work dir ${dir}`);
  // Shared 2-core machines: the load average says how much of the figures is other people's work.
  figures.machine = { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => n.toFixed(2)) };
  const pg = await createPrivatePostgres(path.join(dir, 'pg'), ports.pg);
  cleanup.push(() => pg.destroy());
  const url = await pg.createDatabase('feederhub_ops');
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    SESSION_SECRET: 'ops-check-shared-secret-'.padEnd(48, 'x'),
    TRUST_PROXY: '1',
    APP_ORIGIN: origin,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
  };
  let instances: Instance[] = [];
  const startBoth = async () => {
    const t0 = Date.now();
    instances = [ports.a, ports.b].map((port) => startInstance({ root: projectRoot, dir, port, env }));
    cleanup.push(async () => {
      for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    });
    return Promise.all(
      instances.map(async (i) => {
        await waitReady(i);
        return { port: i.port, ready: true, startMs: Date.now() - t0 };
      }),
    );
  };

  // 1. Both instances start together on the fresh database: each migration applied once.
  say('starting two instances together on a fresh database');
  const starts = await startBoth();
  const expected = JSON.parse(
    fs.readFileSync(path.join(projectRoot, 'migrations/meta/_journal.json'), 'utf8'),
  ).entries.length;
  const control = await migrateWithoutLock(await pg.createDatabase('feederhub_ops_nolock'));
  checks.push(migrationCheck(expected, await migrationRows(url), starts, control));

  // 2. nginx with TLS in front of both.
  const tls = makeCertificate(dir);
  const nginx = await startNginx({
    dir: path.join(dir, 'nginx'),
    port: ports.edge,
    upstreams: [ports.a, ports.b],
    cert: tls.cert,
    key: tls.key,
    ca: tls.pem,
  });
  cleanup.push(() => nginx.stop());
  const edge = { port: ports.edge, ca: tls.pem, origin };

  // 3. Accounts for the checks and the load (approved, verified), written straight into the database.
  const db = await openPostgres(url, { max: 2 });
  cleanup.push(() => db.close());
  const passwordHash = await hashPassword(PASSWORD);
  const accounts = await db.db
    .insert(users)
    .values(
      Array.from({ length: 11 }, (_, i) => ({
        email: `ops-${i}-${Date.now()}@example.com`,
        passwordHash,
        firstName: 'Ops',
        lastName: `User ${i}`,
        approvalStatus: 'approved' as const,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ email: users.email });

  say('sessions, cookies and rate limits across instances');
  checks.push(
    ...(await sessionChecks(edge, { email: accounts[0].email, password: PASSWORD }, ports.a, ports.b)),
  );
  checks.push(await rateLimitCheck(edge, limits.registerPerIp.limit));

  const sessions: { cookie: string }[] = [];
  for (const a of accounts.slice(1)) {
    const r = await request({
      port: edge.port,
      ca: edge.ca,
      method: 'POST',
      path: '/api/auth/login',
      headers: { Origin: origin },
      body: { email: a.email, password: PASSWORD },
    });
    if (r.status !== 200) throw new Error(`load user login answered ${r.status}`);
    sessions.push({ cookie: sessionCookieOf(r).cookie as string });
  }
  /** Steady load through nginx for LOAD_MS, its vessels' IMO numbers counted from `firstImo`. */
  const load = (firstImo: number) =>
    runLoad({
      port: edge.port,
      ca: edge.ca,
      origin,
      sessions,
      connections: CONNECTIONS,
      durationMs: LOAD_MS,
      firstImo,
    });
  /** Statuses that count as failures: any 5xx (but a 503 where it is allowed) and failed connections (0). */
  const failures = (statuses: Record<string, number>, allow503 = false) =>
    Object.entries(statuses).filter(
      ([s]) => (Number(s) >= 500 && !(allow503 && Number(s) === 503)) || Number(s) === 0,
    );
  /** A load run for the figures: counts instead of the id and time lists. */
  const figuresOf = (run: Awaited<ReturnType<typeof load>>) => ({
    ...run,
    writtenIds: run.writtenIds.length,
    timeline: undefined,
    okWriteTimes: undefined,
  });
  const presentCount = async (ids: string[]) => {
    let found = 0;
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await db.db
        .select({ id: vessels.id })
        .from(vessels)
        .where(inArray(vessels.id, ids.slice(i, i + 1000)));
      found += rows.length;
    }
    return found;
  };
  const stopBoth = async (label: string) => {
    const stops = await Promise.all(instances.map((i) => stopInstance(i)));
    figures[`${label} graceful stops`] = stops;
    checks.push(
      check(
        `${label}: SIGTERM, both exit 0 within 10 s`,
        stops.every((s) => s.code === 0 && s.exitMs < 10_000),
        stops.map((s, k) => `:${instances[k].port} exit ${s.code} in ${s.exitMs} ms`).join(', '),
      ),
    );
    checks.push(
      check(
        `${label}: event-loop delay recorded`,
        stops.every((s) => s.eventLoopDelayMs !== undefined),
        stops.map((s, k) => `:${instances[k].port} ${JSON.stringify(s.eventLoopDelayMs)}`).join(', '),
      ),
    );
  };

  // 4. Steady load.
  say(`load: ${LOAD_MS / 1000} s, ${CONNECTIONS} connections, through nginx`);
  const steady = await load(0);
  const steady5xx = failures(steady.statuses);
  const steadyPresent = await presentCount(steady.writtenIds);
  figures.steady = figuresOf(steady);
  checks.push(
    check(
      'steady load: zero 5xx, no failed connection',
      steady5xx.length === 0 && steady.requests > 0,
      `${steady.requests} requests (${steady.perSecond}/s), statuses ${JSON.stringify(steady.statuses)}, ` +
        `latency ms p50 ${steady.latencyMs.p50} p90 ${steady.latencyMs.p90} p99 ${steady.latencyMs.p99} max ${steady.latencyMs.max}`,
    ),
    check(
      'steady load: every 2xx write in the database',
      steadyPresent === steady.writtenIds.length,
      `${steadyPresent} of ${steady.writtenIds.length} created vessels found (${steady.writesAttempted} attempted)`,
    ),
  );
  await stopBoth('after steady load');

  // 5. Load again, PostgreSQL stopped in the middle and started DOWN_MS later.
  say('restarting both instances for the fault run');
  await startBoth();
  const probes: { t: number; a: number; b: number; aliveA: boolean; aliveB: boolean }[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const [a, b] = await Promise.all([readyStatus(ports.a), readyStatus(ports.b)]);
      probes.push({
        t: Date.now(),
        a,
        b,
        aliveA: instances[0].child.exitCode === null,
        aliveB: instances[1].child.exitCode === null,
      });
      await sleep(100);
    }
  })();
  const fault = (async () => {
    await sleep(LOAD_MS / 3);
    const down = Date.now();
    say('stopping PostgreSQL (fast)');
    await pg.stop();
    const stopped = Date.now();
    await sleep(DOWN_MS);
    say('starting PostgreSQL');
    const startAt = Date.now();
    await pg.start();
    return { down, stopped, startAt, up: Date.now() };
  })();
  const faulty = await load(400_000);
  const f = await fault;
  probing = false;
  await probe;

  const readyAgain = (key: 'a' | 'b') => probes.find((p) => p.t > f.up && p[key] === 200)?.t ?? Number.NaN;
  const firstWrite = faulty.okWriteTimes.filter((t) => t > f.up).sort((x, y) => x - y)[0] ?? Number.NaN;
  const recoveryMs = Math.max(readyAgain('a'), readyAgain('b'), firstWrite) - f.up;
  const whileDown = probes.filter((p) => p.t > f.stopped && p.t < f.startAt);
  const faultyBad = failures(faulty.statuses, true);
  const faultyPresent = await presentCount(faulty.writtenIds);
  const downSeconds = faulty.timeline.map((b, s) => ({ s, ...b })).filter((b) => b.s503 > 0);
  figures.fault = {
    ...figuresOf(faulty),
    timeline: faulty.timeline.map((b, s) => `${s}s ok ${b.ok} 503 ${b.s503} 5xx ${b.s5xx} fail ${b.failed}`),
    postgres: { stopTookMs: f.stopped - f.down, downMs: f.up - f.stopped, startTookMs: f.up - f.startAt },
  };
  checks.push(
    check(
      'PostgreSQL down: servers stay up',
      probes.every((p) => p.aliveA && p.aliveB) && instances.every((i) => i.child.exitCode === null),
      `${probes.length} readiness probes every 100 ms, both processes alive throughout`,
    ),
    check(
      'PostgreSQL down: readiness 503 on both',
      whileDown.length > 0 && whileDown.every((p) => p.a === 503 && p.b === 503),
      `${whileDown.length} probes while down, all 503: ${whileDown.every((p) => p.a === 503 && p.b === 503)}`,
    ),
    check(
      'PostgreSQL down: calls answer 503, no other 5xx, no failed connection',
      faultyBad.length === 0 && (faulty.statuses['503'] ?? 0) > 0,
      `statuses ${JSON.stringify(faulty.statuses)}; 503 during seconds ${downSeconds[0]?.s}-${downSeconds.at(-1)?.s}`,
    ),
    check(
      'PostgreSQL back: recovery within 5 s',
      recoveryMs <= 5000,
      `both ready and first 2xx write ${Math.round(recoveryMs)} ms after PostgreSQL accepted connections ` +
        `(ready :${ports.a} +${Math.round(readyAgain('a') - f.up)} ms, :${ports.b} +${Math.round(readyAgain('b') - f.up)} ms, ` +
        `write +${Math.round(firstWrite - f.up)} ms); down ${((f.up - f.stopped) / 1000).toFixed(1)} s`,
    ),
    check(
      'fault run: every 2xx write in the database',
      faultyPresent === faulty.writtenIds.length,
      `${faultyPresent} of ${faulty.writtenIds.length} created vessels found (${faulty.writesAttempted} attempted); ` +
        `latency ms p50 ${faulty.latencyMs.p50} p99 ${faulty.latencyMs.p99} max ${faulty.latencyMs.max}`,
    ),
  );
  await stopBoth('after fault run');

  // 6. Rolling restart under load: each instance in turn gets SIGTERM and is started again while nginx keeps
  // sending; nginx has no readiness probe, it moves on when the stopped instance refuses connections.
  say('rolling restart under load');
  await startBoth();
  const roll = (async () => {
    const out: { port: number; exit: number | null; exitMs: number; backInMs: number }[] = [];
    for (const k of [0, 1]) {
      await sleep(LOAD_MS / 8);
      const old = instances[k];
      const stopped = await stopInstance(old);
      const restartedAt = Date.now();
      instances[k] = startInstance({ root: projectRoot, dir, port: old.port, env });
      await waitReady(instances[k]);
      out.push({
        port: old.port,
        exit: stopped.code,
        exitMs: stopped.exitMs,
        backInMs: Date.now() - restartedAt,
      });
    }
    return { out, doneAt: Date.now() };
  })();
  const rollStart = Date.now();
  const rolling = await load(800_000);
  const rolled = await roll;
  const rollingBad = failures(rolling.statuses);
  const rollingPresent = await presentCount(rolling.writtenIds);
  figures.rolling = { ...figuresOf(rolling), restarts: rolled.out };
  checks.push(
    check(
      'rolling restart under load: zero 5xx, every 2xx write stored',
      rollingBad.length === 0 &&
        rollingPresent === rolling.writtenIds.length &&
        rolled.doneAt < rollStart + LOAD_MS,
      `${rolled.out.map((r) => `:${r.port} exit ${r.exit} in ${r.exitMs} ms, ready again in ${(r.backInMs / 1000).toFixed(1)} s`).join('; ')}; ` +
        `${rolling.requests} requests, statuses ${JSON.stringify(rolling.statuses)}, p99 ${rolling.latencyMs.p99} ms; ` +
        `${rollingPresent} of ${rolling.writtenIds.length} created vessels found`,
    ),
  );
  await Promise.all(instances.map((i) => stopInstance(i)));

  figures.machine = {
    ...(figures.machine as object),
    loadAverageAtEnd: os.loadavg().map((n) => n.toFixed(2)),
  };
  if (process.env.OPS_JSON)
    fs.writeFileSync(process.env.OPS_JSON, JSON.stringify({ checks, figures }, null, 2));
  console.log('\nFigures:');
  console.log(JSON.stringify(figures, null, 2));
  console.log('\nChecks:');
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}\n      ${c.figure}`);
  return checks.every((c) => c.ok);
}

main()
  .then(async (ok) => {
    await cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (err) => {
    console.error('ops check failed to run:', err);
    await cleanUp();
    process.exit(2);
  });
