import https from 'node:https';
import { withImoCheckDigit } from '../../shared/domain/imo';
import { type Reply, request } from './http';

export type Session = { cookie: string };
type Bucket = { ok: number; s503: number; s5xx: number; s4xx: number; failed: number; writesOk: number };

export type LoadResult = {
  seconds: number;
  requests: number;
  perSecond: number;
  statuses: Record<string, number>;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Ids of vessels whose creation was answered 2xx: each must be in the database afterwards. */
  writtenIds: string[];
  writesAttempted: number;
  /** Per second since the start: what came back. */
  timeline: Bucket[];
  /** Epoch ms of every 2xx write, to find the first one after PostgreSQL returned. */
  okWriteTimes: number[];
};

// A valid IMO number, unique per n.
const imo = (n: number) => withImoCheckDigit(String(100000 + (n % 900000)));

const reads = [
  '/api/ship-offerings?pageSize=12',
  '/api/auth/user',
  '/api/notifications/unread-count',
  '/api/vessels/stats',
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Closed-loop load through nginx: `connections` workers, each sending its next request when the last one
 * answered; one in four is a write (a new vessel, id kept when answered 2xx), the others reads of lists,
 * the session user and counters.
 */
export async function runLoad(o: {
  port: number;
  ca: string;
  origin: string;
  sessions: Session[];
  connections: number;
  durationMs: number;
  firstImo: number;
}): Promise<LoadResult> {
  const agent = new https.Agent({ keepAlive: true, maxSockets: o.connections, ca: o.ca });
  const started = Date.now();
  const end = started + o.durationMs;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const timeline: Bucket[] = [];
  const writtenIds: string[] = [];
  const okWriteTimes: number[] = [];
  let writesAttempted = 0;
  let seq = o.firstImo;

  const record = (reply: Reply | undefined, isWrite: boolean) => {
    const second = Math.floor((Date.now() - started) / 1000);
    timeline[second] ??= { ok: 0, s503: 0, s5xx: 0, s4xx: 0, failed: 0, writesOk: 0 };
    const b = timeline[second];
    const status = reply?.status ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (!reply) b.failed++;
    else if (status < 400) {
      b.ok++;
      if (isWrite) b.writesOk++;
    } else if (status === 503) b.s503++;
    else if (status >= 500) b.s5xx++;
    else b.s4xx++;
    if (reply) latencies.push(reply.ms);
  };

  async function worker(w: number) {
    const { cookie } = o.sessions[w % o.sessions.length];
    for (let i = 0; Date.now() < end; i++) {
      const isWrite = (w + i) % 4 === 0;
      let reply: Reply | undefined;
      try {
        if (isWrite) {
          writesAttempted++;
          const n = seq++;
          reply = await request({
            port: o.port,
            ca: o.ca,
            agent,
            cookie,
            method: 'POST',
            path: '/api/vessels',
            headers: { Origin: o.origin },
            body: { name: `Load vessel ${n}`, imoNumber: imo(n), teuCapacity: 1000 + (n % 500) },
          });
          if (reply.status >= 200 && reply.status < 300) {
            writtenIds.push(JSON.parse(reply.body).id);
            okWriteTimes.push(Date.now());
          }
        } else {
          reply = await request({
            port: o.port,
            ca: o.ca,
            agent,
            cookie,
            path: reads[(w + i) % reads.length],
          });
        }
      } catch {
        reply = undefined;
      }
      record(reply, isWrite);
    }
  }

  await Promise.all(Array.from({ length: o.connections }, (_, w) => worker(w)));
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds: round(seconds),
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    statuses,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    writtenIds,
    writesAttempted,
    timeline,
    okWriteTimes,
  };
}
