// Cargo matching speed on PostgreSQL, beside a brute-force baseline measured in the same run (issue 8 §5).
// Run: npm run bench:matching  (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
// scratch database is created and dropped).
import crypto from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import pg from 'pg';
import supertest from 'supertest';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { cargoRequests, shipOfferings, users, vesselAvailabilities, vessels } from '../server/db/schema';
import { createLogger } from '../server/lib/logger';
import { createMailer } from '../server/lib/mailer';
import {
  asMatchableCapacity,
  asMatchableRequest,
  type Capacity,
  capacitiesFor,
  capacityColumns,
  capacityVesselJoin,
  freeTeuSql,
  openCapacityWhere,
  requestsFor,
} from '../server/modules/matching/candidates';
import { matchAvailability, matchRequest, score } from '../server/modules/matching/engine';
import { seaDistanceNm } from '../server/modules/matching/port-proximity';
import { rematchAll } from '../server/modules/matching/rematch.service';
import { hashPassword } from '../server/modules/users/passwords';
import { MATCH_PROPOSAL_LIMIT, scorePair } from '../shared/domain/matching/score';
import { PORTS } from '../shared/domain/ports';

const AVAILABILITIES = 10_000;
const REQUESTS = 20_000;
const REMATCH_REQUESTS = 5_000;
const DAY = 86_400_000;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `feederhub_bench_${crypto.randomBytes(4).toString('hex')}`;

// A deterministic pseudo-random stream, so every run measures the same data.
let seed = 42;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const ports = PORTS.filter((p) => p.region !== 'mediterranean').map((p) => p.code);
const now = new Date();
const at = (days: number) => new Date(now.getTime() + days * DAY);

const stats = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length * 0.5)], p95: s[Math.floor(s.length * 0.95)] };
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const database = await openPostgres(target.toString(), { max: 10 });
const { db } = database;
class Rollback extends Error {}
const rolledBack = async (fn: (tx: typeof db) => Promise<void>) => {
  try {
    await db.transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
};

try {
  await runMigrations(database);
  const hash = await hashPassword(crypto.randomBytes(12).toString('hex'));
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        email: `bench-${i}@example.com`,
        passwordHash: hash,
        firstName: 'Bench',
        lastName: String(i),
        approvalStatus: 'approved' as const,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const carriers = people.slice(0, 100);
  const shippers = people.slice(100);

  const availabilityRows = Array.from({ length: AVAILABILITIES }, () => {
    const origin = pick(ports);
    let destination = pick(ports);
    while (destination === origin) destination = pick(ports);
    const departure = at(1 + rand() * 60);
    const teu = between(20, 500);
    return {
      ownerId: pick(carriers).id,
      vesselName: 'Bench Feeder',
      originPort: origin,
      destinationPort: destination,
      departureDate: departure,
      arrivalDate: new Date(departure.getTime() + between(1, 4) * DAY),
      availableTeu: teu,
      teuCapacity: teu + between(0, 300),
      pricePerTeu: `${between(100, 300)}.00`,
      cargoTypes: rand() < 0.7 ? ['general', 'reefer'] : ['general'],
      contactName: 'Ops',
      contactEmail: 'ops@example.com',
    };
  });
  const requestRow = () => {
    const origin = pick(ports);
    let destination = pick(ports);
    while (destination === origin) destination = pick(ports);
    const earliest = at(1 + rand() * 60);
    return {
      userId: pick(shippers).id,
      originPort: origin,
      destinationPort: destination,
      alternativeOrigins: rand() < 0.3 ? [pick(ports)].filter((p) => p !== origin) : [],
      alternativeDestinations: rand() < 0.3 ? [pick(ports)].filter((p) => p !== destination) : [],
      requestedTeu: between(5, 200),
      cargoType: rand() < 0.85 ? ('general' as const) : ('reefer' as const),
      preferredDepartureDate: earliest,
      latestArrivalDate: new Date(earliest.getTime() + between(3, 10) * DAY),
      maxPricePerTeu: rand() < 0.2 ? null : `${between(120, 350)}.00`,
      contactName: 'Shipper',
      contactEmail: 'shipper@example.com',
    };
  };
  for (let i = 0; i < AVAILABILITIES; i += 1000)
    await db.insert(vesselAvailabilities).values(availabilityRows.slice(i, i + 1000));
  for (let i = 0; i < REQUESTS; i += 1000)
    await db.insert(cargoRequests).values(Array.from({ length: Math.min(1000, REQUESTS - i) }, requestRow));
  await database.pool.query('analyze');
  for (const p of ports) for (const q of ports) seaDistanceNm(p, q); // warm the distance cache like a running server
  console.log(
    `data: ${AVAILABILITIES} open availabilities, ${REQUESTS} pending requests, ${ports.length} ports (PostgreSQL)`,
  );

  // Brute force: every open availability read and scored in memory.
  const allCapacities = async (tx: typeof db): Promise<Capacity[]> =>
    tx
      .select(capacityColumns)
      .from(vesselAvailabilities)
      .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
      .leftJoin(vessels, capacityVesselJoin)
      .innerJoin(users, eq(users.id, vesselAvailabilities.ownerId))
      .where(and(openCapacityWhere(now), gt(freeTeuSql, 0)));
  const allRequests = async (tx: typeof db) =>
    tx.select().from(cargoRequests).where(eq(cargoRequests.status, 'pending'));

  const ROUNDS = 60;
  const requestFind: number[] = [];
  const availabilityFind: number[] = [];
  const requestStep: number[] = [];
  const requestBrute: number[] = [];
  const availabilityStep: number[] = [];
  const availabilityBrute: number[] = [];
  let proposalsPerRequest = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = { ...requestRow(), id: crypto.randomUUID(), status: 'pending' as const };
    await rolledBack(async (tx) => {
      const [row] = await tx.insert(cargoRequests).values(r).returning();
      const found = performance.now();
      (await capacitiesFor(tx, row, now)).filter((c) => score(c, row, null));
      requestFind.push(performance.now() - found);
      const run = await matchRequest(tx, row, now, { isNew: true, limit: MATCH_PROPOSAL_LIMIT });
      requestStep.push(run.ms);
      proposalsPerRequest += run.proposals.length;
      const started = performance.now();
      const caps = await allCapacities(tx);
      const matchable = asMatchableRequest(row, null);
      caps.filter((c) => scorePair(asMatchableCapacity(c, null), matchable, seaDistanceNm));
      requestBrute.push(performance.now() - started);
    });
    const a = availabilityRows[i];
    await rolledBack(async (tx) => {
      const [row] = await tx.insert(vesselAvailabilities).values(a).returning();
      const capacity = { row, free: row.availableTeu!, ship: null };
      const found = performance.now();
      (await requestsFor(tx, capacity, now)).filter((r) => score(capacity, r, null));
      availabilityFind.push(performance.now() - found);
      const run = await matchAvailability(tx, capacity, now, { isNew: true, limit: MATCH_PROPOSAL_LIMIT });
      availabilityStep.push(run.ms);
      const started = performance.now();
      const reqs = await allRequests(tx);
      const cap = asMatchableCapacity({ row, free: row.availableTeu!, ship: null }, null);
      reqs.filter((x) => scorePair(cap, asMatchableRequest(x, null), seaDistanceNm));
      availabilityBrute.push(performance.now() - started);
    });
  }
  const report = (what: string, find: number[], step: number[], brute: number[]) => {
    const f = stats(find.slice(5));
    const s = stats(step.slice(5));
    const b = stats(brute.slice(5));
    console.log(
      `${what}: candidates + scores p50 ${ms(f.p50)}, p95 ${ms(f.p95)} (budget 10 ms) | with proposals stored and ` +
        `notified p50 ${ms(s.p50)}, p95 ${ms(s.p95)} | brute force p95 ${ms(b.p95)}: ${(b.p95 / f.p95).toFixed(0)}× slower`,
    );
  };
  report(`one new request against ${AVAILABILITIES} availabilities`, requestFind, requestStep, requestBrute);
  report(
    `one new availability against ${REQUESTS} requests`,
    availabilityFind,
    availabilityStep,
    availabilityBrute,
  );
  console.log(`proposals per new request: ${(proposalsPerRequest / ROUNDS).toFixed(1)} on average`);

  // End to end: POST /api/algorithm/cargo-requests through the real app, session included.
  const config = loadConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://bench.test' });
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: '', from: config.MAIL_FROM, outboxDir: '', logger });
  const app = createApp({
    config,
    database,
    mailer,
    logger,
    sessionSecret: crypto.randomBytes(24).toString('hex'),
  });
  const [shipper] = await db
    .insert(users)
    .values({
      email: 'bench-shipper@example.com',
      passwordHash: await hashPassword('Harbour-Crane-42'),
      firstName: 'Bench',
      lastName: 'Shipper',
      approvalStatus: 'approved',
      emailVerifiedAt: now,
    })
    .returning();
  const agent = supertest.agent(app);
  await agent
    .post('/api/auth/login')
    .send({ email: shipper.email, password: 'Harbour-Crane-42' })
    .expect(200);
  const endToEnd: number[] = [];
  const createdIds: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = requestRow();
    const body = {
      originPort: r.originPort,
      destinationPort: r.destinationPort,
      alternativeOrigins: r.alternativeOrigins,
      alternativeDestinations: r.alternativeDestinations,
      requestedTEU: r.requestedTeu,
      cargoType: r.cargoType,
      preferredDepartureDate: r.preferredDepartureDate.toISOString(),
      latestArrivalDate: r.latestArrivalDate.toISOString(),
      maxPricePerTEU: r.maxPricePerTeu === null ? null : Number(r.maxPricePerTeu),
      contactName: 'Bench',
      contactEmail: 'bench@example.com',
    };
    const started = performance.now();
    const res = await agent.post('/api/algorithm/cargo-requests').send(body);
    endToEnd.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.text}`);
    createdIds.push(res.body.data.id);
  }
  const e2e = stats(endToEnd.slice(5));
  console.log(
    `create a request with its matches over HTTP: p50 ${ms(e2e.p50)}, p95 ${ms(e2e.p95)} (budget 150 ms)`,
  );

  // Full rematch: 10,000 availabilities × 5,000 requests.
  await db
    .update(cargoRequests)
    .set({ status: 'withdrawn' })
    .where(
      inArray(
        cargoRequests.id,
        (await allRequests(db)).slice(REMATCH_REQUESTS).map((r) => r.id),
      ),
    );
  const pending = await allRequests(db);
  const full = await rematchAll(db, now, MATCH_PROPOSAL_LIMIT);
  // Brute force on a tenth of the requests (every pair scored in memory), scaled to all of them.
  const caps = await allCapacities(db);
  const sample = pending.slice(0, REMATCH_REQUESTS / 10);
  const started = performance.now();
  for (const r of sample) {
    const m = asMatchableRequest(r, null);
    for (const c of caps) scorePair(asMatchableCapacity(c, null), m, seaDistanceNm);
  }
  const bruteFull = (performance.now() - started) * 10;
  console.log(
    `full rematch, ${full.capacities} × ${full.requests}: ${ms(full.totalMs)} (budget 5,000 ms; scoring ${ms(full.scoringMs)}, ` +
      `${full.pairsScored} pairs scored, ${full.proposals} proposals) | brute-force scoring alone ` +
      `${ms(bruteFull)} (measured on ${sample.length} requests × ${caps.length}, ×10): ${(bruteFull / full.scoringMs).toFixed(0)}× slower`,
  );
  mailer.close?.();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
