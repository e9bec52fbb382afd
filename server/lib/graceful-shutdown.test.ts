import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createServerDatabase } from '../test/database';
import { PASSWORD, uniqueEmail } from '../test/harness';
import { getStatus, type SpawnedServer, spawnServer } from '../test/spawn-server';

// A real process: tsx compiles the server and opens its own database, which takes a while on a busy machine.
const STARTUP_MS = 90_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feederhub-shutdown-'));
let server: SpawnedServer | undefined;
afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A registration whose body arrives slowly, as from a client on a poor connection: the request is in flight
 * on the server (headers read, body pending) for as long as the test holds the rest of the body back. No
 * test-only slow path is needed in the server.
 */
function slowRegistration(port: number, origin: string, email: string) {
  const body = JSON.stringify({ email, password: PASSWORD, firstName: 'Slow', lastName: 'Client' });
  const half = Math.floor(body.length / 2);
  let sentFirstHalf!: () => void;
  const firstHalfSent = new Promise<void>((resolve) => (sentFirstHalf = resolve));
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/auth/register',
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Origin: origin,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, half), () => sentFirstHalf());
  return { firstHalfSent, finish: () => req.end(body.slice(half)), response };
}

describe('SIGTERM during a slow request', () => {
  it('finishes the request, reports not ready meanwhile, and exits 0 within 10 s', {
    timeout: 180_000,
  }, async () => {
    const database = await createServerDatabase(dataDir);
    server = await spawnServer(database.env);
    const { port, origin } = server;
    await expect
      .poll(() => getStatus(port, '/api/health/ready'), { timeout: STARTUP_MS, interval: 250 })
      .toBe(200);

    const email = uniqueEmail('slow');
    const slow = slowRegistration(port, origin, email);
    await slow.firstHalfSent;
    // A full round trip on another connection, answered after the server has read the slow request's headers
    // (sent before this one was even opened), so the request is known to be in flight when the signal comes.
    expect(await getStatus(port, '/api/health')).toBe(200);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // Still accepting while the slow request runs: readiness says 503 (a balancer moves away), liveness 200.
    await expect.poll(() => getStatus(port, '/api/health/ready'), { timeout: 5000, interval: 50 }).toBe(503);
    expect(await getStatus(port, '/api/health')).toBe(200);
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    const res = await slow.response;
    expect(res.status, res.body).toBe(201);

    const exit = await server.exited;
    expect({ code: exit.code, signal: exit.signal }, server.output()).toEqual({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    // The listener is gone after the drain.
    expect(await getStatus(port, '/api/health')).toBe(0);

    // The write answered 201 during the shutdown is in the database.
    const db = await database.open();
    try {
      const rows = await db.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
