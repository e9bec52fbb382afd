import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { PASSWORD, uniqueIp } from './harness';

export type SseEvent = { event: string; data: unknown };

/** The app on a real port (a stream needs a socket of its own, which supertest does not give). */
export async function listen(app: Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs in through the API and answers the `name=value` session cookie. */
export async function signIn(base: string, email: string, password = PASSWORD) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueIp() },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('connect.sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

/** Polls `check` until it holds (a condition, never a fixed sleep); fails after `timeoutMs`. */
export async function until(what: string, check: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Opens GET /api/events with the cookie and parses what arrives: `events` in order, `comments` (heartbeats),
 * `ended` once the server closed it. Resolves when the answer's headers arrive; `ready()` waits for the
 * server's `ready` event.
 */
export function openStream(base: string, cookie?: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: () => string;
    events: SseEvent[];
    comments: string[];
    isEnded: () => boolean;
    ready: () => Promise<void>;
    next: (event: string, after?: number) => Promise<SseEvent>;
    close: () => void;
  }>((resolve, reject) => {
    const req = http.get(`${base}/api/events`, {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      let raw = '';
      let buffer = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) events.push({ event, data: JSON.parse(data) });
        }
      });
      const done = () => {
        ended = true;
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: () => raw,
        events,
        comments,
        isEnded: () => ended,
        ready: () => until('the ready event', () => events.some((e) => e.event === 'ready')),
        /** The first `event` at index `after` or later. */
        next: async (event, after = 0) => {
          const find = () => events.slice(after).find((e) => e.event === event);
          await until(`a ${event} event`, () => find() !== undefined);
          return find()!;
        },
        close: () => req.destroy(),
      });
    });
  });
}
