import { type Reply, request, sessionCookieOf, upstreamOf } from './http';

export type Check = { name: string; ok: boolean; figure: string };
export const check = (name: string, ok: boolean, figure: string): Check => ({ name, ok, figure });

type Edge = { port: number; ca: string; origin: string };

const login = (edge: Edge, email: string, password: string, port = edge.port, direct = false) =>
  request({
    port,
    ca: direct ? undefined : edge.ca,
    method: 'POST',
    path: '/api/auth/login',
    // Straight to an instance, the script plays nginx's part (TRUST_PROXY=1): the scheme it was reached by.
    headers: direct ? { Origin: edge.origin, 'X-Forwarded-Proto': 'https' } : { Origin: edge.origin },
    body: { email, password },
  });

/** A session made on instance A is honoured by instance B, directly and through nginx; its cookie is Secure. */
export async function sessionChecks(
  edge: Edge,
  user: { email: string; password: string },
  a: number,
  b: number,
) {
  const onA = await login(edge, user.email, user.password, a, true);
  const { cookie } = sessionCookieOf(onA);
  const onB = await request({ port: b, path: '/api/auth/user', cookie });
  const sameUser = onB.status === 200 && JSON.parse(onB.body).email === user.email;

  const viaEdge = await login(edge, user.email, user.password);
  const { line, cookie: edgeCookie } = sessionCookieOf(viaEdge);
  const served = new Map<string, number>();
  let allOk = true;
  for (let i = 0; i < 20; i++) {
    const r = await request({ port: edge.port, ca: edge.ca, path: '/api/auth/user', cookie: edgeCookie });
    allOk &&= r.status === 200 && JSON.parse(r.body).email === user.email;
    served.set(upstreamOf(r), (served.get(upstreamOf(r)) ?? 0) + 1);
  }
  const attrs = (line ?? '')
    .split(';')
    .slice(1)
    .map((s) => s.trim());
  const flags = ['Secure', 'HttpOnly'].every((f) => attrs.includes(f));
  return [
    check(
      'session made on A works on B',
      onA.status === 200 && sameUser,
      `login on :${a} ${onA.status}, GET /api/auth/user on :${b} ${onB.status}`,
    ),
    check(
      'session through nginx on both instances',
      viaEdge.status === 200 && allOk && served.size === 2,
      `20 x GET /api/auth/user: ${[...served].map(([u, n]) => `${u} ${n}`).join(', ')}, all 200: ${allOk}`,
    ),
    check(
      'session cookie Secure over TLS (TRUST_PROXY=1)',
      flags,
      `Set-Cookie attributes: ${attrs.join('; ')}`,
    ),
    check(
      'HSTS over TLS',
      String(viaEdge.headers['strict-transport-security'] ?? '').includes('max-age'),
      `Strict-Transport-Security: ${viaEdge.headers['strict-transport-security'] ?? '(none)'}`,
    ),
  ];
}

/**
 * Registrations from one address through nginx (round robin over both instances) until the first 429:
 * with counters per instance, each would allow `limit` on its own (2 x limit in all).
 */
export async function rateLimitCheck(edge: Edge, limit: number) {
  const served: Record<string, number> = {};
  let firstRefused = 0;
  let last: Reply | undefined;
  for (let i = 1; i <= limit * 2 + 1; i++) {
    last = await request({
      port: edge.port,
      ca: edge.ca,
      method: 'POST',
      path: '/api/auth/register',
      headers: { Origin: edge.origin },
      body: {
        email: `ops-limit-${Date.now()}-${i}@example.com`,
        password: 'Harbour-Crane-42',
        firstName: 'Rate',
        lastName: 'Limit',
      },
    });
    if (last.status === 429) {
      firstRefused = i;
      break;
    }
    if (last.status !== 201) break;
    served[upstreamOf(last)] = (served[upstreamOf(last)] ?? 0) + 1;
  }
  const split = Object.entries(served)
    .map(([u, n]) => `${u} ${n}`)
    .join(', ');
  return check(
    'rate limit shared by both instances',
    firstRefused === limit + 1 && Object.keys(served).length === 2,
    `registrations per address: ${limit} accepted (${split}), #${firstRefused || 'none'} refused ${last?.status}`,
  );
}
