// Live event streams (issue 24 §2, docs/RELIABILITY.md): 1,000 open streams on one instance, their memory and
// the delay of a change reaching all of them; then two instances behind nginx, a change made through one
// reaching a stream held by the other. Uses the PostgreSQL at BENCH_PG_URL (default 127.0.0.1:5432, a database
// of its own, dropped at the end). Run: npm run bench:live. Ports 5271-5273 (LIVE_PORT_BASE).
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { shipBookingRequests, shipOfferings, users } from '../server/db/schema';
import { projectRoot } from '../server/lib/paths';
import { LIVE_CHANNEL } from '../server/modules/events/live-publish';
import { hashPassword } from '../server/modules/users/passwords';
import { type Instance, startInstance, stopInstance, waitReady } from './ops/instances';
import { makeCertificate, startNginx } from './ops/nginx';

const STREAMS = Number(process.env.LIVE_STREAMS ?? 1000);
const PER_USER = 5; // the cap per user and instance
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 10);
const base = Number(process.env.LIVE_PORT_BASE ?? 5271);
const ports = { edge: base, a: base + 1, b: base + 2 };
const SECRET = 'live-bench-shared-secret-'.padEnd(48, 'x');
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const say = (s: string) => console.log(`[live ${new Date().toISOString().slice(11, 19)}] ${s}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-live-'));
fs.chmodSync(dir, 0o755);

/** express-session's signed cookie value (cookie-signature: HMAC-SHA256, base64 without padding). */
const signed = (sid: string) =>
  `${sid}.${createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '')}`;

type Stream = { userId: string; times: number[]; ended: boolean; upstream: string; close: () => void };

/** Opens GET /api/events and records when each `change` arrives (ms, performance clock). */
function openStream(o: { port: number; cookie: string; userId: string; ca?: string }) {
  return new Promise<Stream>((resolve, reject) => {
    const lib = o.ca ? https : http;
    const req = lib.get({
      host: '127.0.0.1',
      port: o.port,
      path: '/api/events',
      headers: { Cookie: o.cookie },
      ca: o.ca,
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      const s: Stream = {
        userId: o.userId,
        times: [],
        ended: false,
        upstream: String(res.headers['x-upstream'] ?? ''),
        close: () => req.destroy(),
      };
      let ready = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!ready && chunk.includes('event: ready')) {
          ready = true;
          resolve(s);
        }
        const n = chunk.split('event: change').length - 1;
        for (let i = 0; i < n; i++) s.times.push(performance.now());
      });
      res.on('close', () => {
        s.ended = true;
      });
    });
  });
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const until = async (check: () => boolean, timeoutMs: number) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

async function main() {
  const name = `feederhub_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const instances: Instance[] = [];
  let stopNginx: (() => Promise<void>) | undefined;
  try {
    const database = await openPostgres(url.toString(), { max: 4 });
    await runMigrations(database);
    const { db } = database;

    // Users and their sessions, written directly (as the store writes them), so no sign-in is timed.
    const userCount = Math.ceil(STREAMS / PER_USER);
    const passwordHash = await hashPassword('Harbour-Crane-42');
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: userCount + 1 }, (_, i) => ({
          email: `live-${i}@example.com`,
          passwordHash,
          firstName: 'Live',
          lastName: `User ${i}`,
          role: i === userCount ? ('shipowner' as const) : ('cargo_owner' as const),
          approvalStatus: 'approved' as const,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const owner = people.pop()!;
    const expire = new Date(Date.now() + 3600_000);
    const sessionOf = async (userId: string) => {
      const sid = `live-${userId}-${Math.random().toString(36).slice(2)}`;
      const sess = {
        cookie: { originalMaxAge: 7200_000, expires: expire.toISOString(), httpOnly: true, path: '/' },
        passport: { user: userId },
        signedInAt: Date.now(),
      };
      await database.pool.query('insert into session (sid, sess, expire) values ($1, $2, $3)', [
        sid,
        JSON.stringify(sess),
        expire,
      ]);
      return `connect.sid=${encodeURIComponent(`s:${signed(sid)}`)}`;
    };

    const cert = makeCertificate(dir);
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      SESSION_SECRET: SECRET,
      TRUST_PROXY: '1',
      APP_ORIGIN: `https://127.0.0.1:${ports.edge}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    for (const port of [ports.a, ports.b])
      instances.push(startInstance({ root: projectRoot, dir, port, env }));
    await Promise.all(instances.map((i) => waitReady(i)));
    const [a, b] = instances;
    say(
      `two instances ready (${a.port}, ${b.port}); ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
    );

    // 1. STREAMS open streams on instance A.
    const rssBefore = rssKb(a.child.pid!);
    const streams: Stream[] = [];
    const opening = performance.now();
    for (const person of people) {
      const cookie = await sessionOf(person.id);
      const batch = [];
      for (let k = 0; k < PER_USER && streams.length + batch.length < STREAMS; k++)
        batch.push(openStream({ port: a.port, cookie, userId: person.id }));
      streams.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - opening;
    await new Promise((r) => setTimeout(r, 2000)); // let the instance settle before reading its memory
    const rssAfter = rssKb(a.child.pid!);
    say(
      `${streams.length} streams open in ${Math.round(openMs)} ms; instance RSS ${Math.round(rssBefore / 1024)} MB -> ${Math.round(rssAfter / 1024)} MB (${((rssAfter - rssBefore) / streams.length).toFixed(1)} kB a stream)`,
    );

    // 2. A change for every one of those users at once (the channel carries 100 users a message).
    const notifier = new pg.Client({ connectionString: url.toString() });
    await notifier.connect();
    const delays: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const seen = streams.map((s) => s.times.length);
      const sent = performance.now();
      await notifier.query('begin');
      for (let i = 0; i < people.length; i += 100) {
        const message = { k: 'change', u: people.slice(i, i + 100).map((p) => p.id), t: ['bookings'] };
        await notifier.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(message)]);
      }
      await notifier.query('commit');
      await until(() => streams.every((s, i) => s.times.length > seen[i]), 30_000);
      for (const [i, s] of streams.entries()) delays.push(s.times[seen[i]] - sent);
    }
    say(
      `a change to all ${streams.length} streams, ${ROUNDS} rounds: delay p50 ${pct(delays, 50).toFixed(1)} ms, p99 ${pct(delays, 99).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
    );
    for (const s of streams) s.close();
    await notifier.end();

    // 3. Two instances behind nginx: a stream held by one instance hears an answer made through the other.
    // Debian's nginx (apt-get install nginx-light); without it the stream is opened on each instance directly.
    const viaNginx = spawnSync('nginx', ['-v']).status === 0;
    if (viaNginx) {
      const nginx = await startNginx({
        dir: path.join(dir, 'nginx'),
        port: ports.edge,
        upstreams: [ports.a, ports.b],
        cert: cert.cert,
        key: cert.key,
        ca: cert.pem,
      });
      stopNginx = nginx.stop;
    } else say('nginx not installed: streams opened on each instance directly');
    const shipper = people[0];
    const held: Stream[] = [];
    if (viaNginx)
      while (new Set(held.map((s) => s.upstream)).size < 2 && held.length < 10)
        held.push(
          await openStream({
            port: ports.edge,
            cookie: await sessionOf(shipper.id),
            userId: shipper.id,
            ca: cert.pem,
          }),
        );
    else
      for (const i of [a, b])
        held.push({
          ...(await openStream({ port: i.port, cookie: await sessionOf(shipper.id), userId: shipper.id })),
          upstream: `127.0.0.1:${i.port}`,
        });
    const ownerCookie = await sessionOf(owner.id);
    const crossDelays: string[] = [];
    for (const stream of held.slice(-2)) {
      const other = stream.upstream.endsWith(String(a.port)) ? b : a;
      const [offering] = await db
        .insert(shipOfferings)
        .values({
          ownerId: owner.id,
          shipName: 'MV Bench',
          teuCapacity: 700,
          availableCapacity: 100,
          originPort: 'DEHAM',
          destinationPort: 'NLRTM',
          departureDate: new Date(Date.now() + 7 * 86_400_000),
          contactName: 'Owner',
          contactEmail: 'owner@example.com',
          pricePerTeu: '150.00',
          approvalStatus: 'approved',
        })
        .returning();
      const [request] = await db
        .insert(shipBookingRequests)
        .values({
          shipOfferingId: offering.id,
          requesterId: shipper.id,
          contactName: 'Shipper',
          contactEmail: 'shipper@example.com',
          requestedTeu: 10,
          cargoDescription: 'Dry goods',
        })
        .returning();
      const before = stream.times.length;
      const answered = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: other.port,
            method: 'POST',
            path: `/api/ship-booking-requests/${request.id}/accept`,
            headers: { Cookie: ownerCookie, 'Content-Type': 'application/json', 'Content-Length': 2 },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(performance.now())
                : reject(new Error(`accept ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
      await until(() => stream.times.length > before, 5000);
      crossDelays.push(
        `stream on ${stream.upstream}, answer through 127.0.0.1:${other.port}: change heard ${(stream.times[before] - answered).toFixed(1)} ms after the answer reached its caller (negative: before)`,
      );
    }
    for (const line of crossDelays) say(line);
    for (const s of held) s.close();

    for (const i of instances) {
      const stop = await stopInstance(i);
      say(`instance ${i.port} stopped with ${stop.code} in ${stop.exitMs} ms`);
    }
    await database.close();
  } finally {
    await stopNginx?.().catch(() => {});
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (!process.env.LIVE_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
