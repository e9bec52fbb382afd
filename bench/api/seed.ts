// Seeds the benchmark's database through the HTTP API of the running server (issue 11 §1).
import fs from 'node:fs';
import path from 'node:path';
import { PORTS } from '../../shared/domain/ports';

export const PASSWORD = 'Bench-Harbour-Crane-42';
const DAY = 86_400_000;

/** A signed-in (or anonymous) API caller: one cookie, JSON in and out. */
export class ApiClient {
  cookie = '';
  constructor(readonly base: string) {}

  async call(method: string, url: string, body?: unknown) {
    const res = await fetch(this.base + url, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }

  login(email: string, password = PASSWORD) {
    return this.call('POST', '/api/auth/login', { email, password });
  }
}

/** Runs `task` over `items` with at most `width` in flight. */
export async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

// A deterministic pseudo-random stream: every run seeds the same offerings.
let seed = 7;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
export const BENCH_PORTS = PORTS.filter((p) => p.region !== 'mediterranean').map((p) => p.code);
const northern = BENCH_PORTS;

/** A valid POST /api/ship-offerings body; the busiest lane (DEHAM → NLRTM) gets about one in ten. */
export function offeringBody(i: number) {
  const busy = rand() < 0.1;
  const origin = busy ? 'DEHAM' : northern[between(0, northern.length - 1)];
  let destination = busy ? 'NLRTM' : northern[between(0, northern.length - 1)];
  if (destination === origin) destination = origin === 'NLRTM' ? 'DEHAM' : 'NLRTM';
  const departure = Date.now() + between(1, 180) * DAY + between(0, 23) * 3600_000;
  const teu = between(200, 3000);
  return {
    shipName: `Bench Feeder ${i}`,
    teuCapacity: teu,
    originPort: origin,
    destinationPort: destination,
    departureDate: new Date(departure).toISOString(),
    arrivalDate: new Date(departure + between(1, 6) * DAY).toISOString(),
    contactName: 'Bench Operator',
    contactEmail: 'ops@bench.example',
    contactPhone: '+49 40 123456',
    companyName: 'Bench Feeder Lines',
    pricePerTEU: between(5000, 90000) / 100,
    availableCapacity: between(0, teu),
    cargoTypes: ['Dry', 'Reefer'],
    specialRequirements: null,
  };
}

/**
 * Registers a user through the API, verifies the email with the link the server wrote to its outbox (no SMTP in
 * the benchmark), and has the administrator approve the account through the admin API.
 */
export async function registerApproved(opts: {
  base: string;
  admin: ApiClient;
  outboxDir: string;
  email: string;
  userType: string;
}) {
  const anon = new ApiClient(opts.base);
  await anon.call('POST', '/api/auth/register', {
    email: opts.email,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'User',
    userType: opts.userType,
  });
  const token = verificationToken(opts.outboxDir, opts.email);
  await anon.call('POST', '/api/auth/verify-email', { token });
  const pending = (await opts.admin.call('GET', '/api/admin/pending-users')) as {
    id: string;
    email: string;
  }[];
  const user = pending.find((u) => u.email === opts.email);
  if (!user) throw new Error(`${opts.email} is not pending`);
  await opts.admin.call('POST', `/api/admin/approve-user/${user.id}`);
  const client = new ApiClient(opts.base);
  await client.login(opts.email);
  return { client, id: user.id };
}

function verificationToken(outboxDir: string, email: string) {
  for (const file of fs.readdirSync(outboxDir)) {
    const text = fs.readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, '');
    if (!text.includes(email)) continue;
    const token = /verify-email\?token=3D([A-Za-z0-9_-]+)|verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (token) return token[1] ?? token[2];
  }
  throw new Error(`no verification mail for ${email} in ${outboxDir}`);
}

/** `count` offerings created by `owner` and approved by `admin`, all through the API. */
export async function createApprovedOfferings(
  owner: ApiClient,
  admin: ApiClient,
  from: number,
  count: number,
) {
  const indexes = Array.from({ length: count }, (_, k) => from + k);
  const bodies = indexes.map(offeringBody);
  await inParallel(bodies, 8, async (body) => {
    const created = (await owner.call('POST', '/api/ship-offerings', body)) as { id: string };
    await admin.call('POST', `/api/admin/approve-ship-offering/${created.id}`);
  });
}
