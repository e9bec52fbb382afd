import http from 'node:http';
import https from 'node:https';

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

type RequestInput = {
  port: number;
  path: string;
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** The run's certificate: TLS to nginx is verified against it. Without it, plain HTTP to an instance. */
  ca?: string;
  agent?: http.Agent;
};

/** One request; status 0 when the connection failed. */
export function request(input: RequestInput): Promise<Reply> {
  const started = performance.now();
  const payload = input.body === undefined ? undefined : JSON.stringify(input.body);
  const headers: Record<string, string> = { ...input.headers };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  if (input.cookie) headers.Cookie = input.cookie;
  const options = {
    host: '127.0.0.1',
    port: input.port,
    path: input.path,
    method: input.method ?? 'GET',
    headers,
    agent: input.agent,
    ca: input.ca,
  };
  return new Promise((resolve, reject) => {
    const req = (input.ca ? https : http).request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `name=value` part of the session cookie a reply set. */
export function sessionCookieOf(reply: Reply, name = 'connect.sid') {
  const line = (reply.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${name}=`));
  return { line, cookie: line?.split(';')[0] };
}

export const upstreamOf = (reply: Reply) => String(reply.headers['x-upstream'] ?? '');
