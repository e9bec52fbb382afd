import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/http';

// Issue 22: a caller who may not call a route costs no more than its headers; JSON nesting is bounded.
let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await setupTestApp();
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const TWO_MB = 2 * 1024 * 1024;
const nested = (pairs: number) => '['.repeat(pairs) + ']'.repeat(pairs);

/** Sends the headers of a `bytes`-long JSON POST and `body` (possibly less than announced); resolves with the status. */
function post(path: string, bytes: number, body: string, cookie?: string) {
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(bytes),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (err) =>
      (err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err),
    );
    if (body) req.write(body);
    req.flushHeaders();
  });
}

const healthMs = async () => {
  const started = performance.now();
  const res = await t.request().get('/api/health');
  expect(res.status).toBe(200);
  return performance.now() - started;
};

describe('an anonymous large body', () => {
  it('is refused from its headers alone: 401 while the announced 2 MB were never sent', async () => {
    const res = await post('/api/algorithm/parse-mail', TWO_MB, '');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('twenty in parallel, each a million brackets deep, are refused while the health check keeps answering', async () => {
    const body = nested(TWO_MB / 2 - 16);
    const floods = Array.from({ length: 20 }, () => post('/api/algorithm/parse-mail', body.length, body));
    const samples: number[] = [];
    let done = false;
    const all = Promise.all(floods).finally(() => (done = true));
    while (!done) samples.push(await healthMs());
    for (const res of await all) expect(res.status).toBe(401);
    // Before issue 22 the health check waited 14.8 s behind these; the figure on a quiet machine
    // (docs/RELIABILITY.md) is far under 50 ms, the bound here allows for a busy shared test machine.
    expect(Math.max(...samples)).toBeLessThan(1000);
  });
});

describe('a deeply nested body from a signed-in member', () => {
  it('is a 400 with a clear message before it is parsed', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    const res = await agent
      .post('/api/algorithm/parse-mail')
      .set('Content-Type', 'application/json')
      .send(`{"text":${nested(TWO_MB / 2 - 16)}}`);
    expectError(res, 400, 'BAD_REQUEST', 'Request body is nested too deeply');
  });

  it('brackets inside strings do not count, and ordinary nesting is judged by the schema', async () => {
    const user = await t.createUser({ role: 'shipowner' });
    const agent = await t.agentFor(user);
    const inString = await agent
      .post('/api/algorithm/parse-mail')
      .send({ text: `Position MV ALSTER ${'[{'.repeat(2000)} opn Hamburg` });
    expect(inString.status).toBe(200);
    const shallow = await agent
      .post('/api/vessels')
      .set('Content-Type', 'application/json')
      .send(`{"name":${'['.repeat(20)}1${']'.repeat(20)}}`);
    expectError(shallow, 400, 'VALIDATION_ERROR');
  });
});
