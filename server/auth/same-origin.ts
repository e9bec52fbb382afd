import type { Request, RequestHandler } from 'express';
import { AppError } from '../lib/errors';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Our origins: the configured APP_ORIGIN and the origin the request itself was addressed to. */
const ourOrigins = (req: Request, appOrigin: string) => [appOrigin, `${req.protocol}://${req.get('host')}`];

/**
 * Where a request comes from, by the strongest signal the client sent: Sec-Fetch-Site (set by the browser,
 * page script cannot forge it), else Origin, else Referer. 'none' means no signal at all.
 */
export function requestSource(req: Request, appOrigin: string): 'ours' | 'foreign' | 'none' {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none' ? 'ours' : 'foreign';
  const claimed = req.get('origin') ?? req.get('referer');
  if (claimed === undefined) return 'none';
  const origin = originOf(claimed); // Origin 'null' (sandboxed frames, redirects) parses to 'null': foreign
  return origin !== undefined && ourOrigins(req, appOrigin).includes(origin) ? 'ours' : 'foreign';
}

const hasBody = (req: Request) =>
  req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;

/**
 * CSRF defence for every state-changing /api request (ADR 002). A browser always sends Sec-Fetch-Site or
 * Origin with a cross-site POST, so a request with none of the three headers is a non-browser client (curl,
 * tests, scripts), which carries no victim's cookie by accident and is allowed. A body must be JSON: HTML
 * forms and `text/plain` cannot send it without a CORS preflight, which this API never grants.
 */
export function requireSameOrigin(appOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (!unsafeMethods.has(req.method)) return next();
    if (requestSource(req, appOrigin) === 'foreign') {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    if (hasBody(req) && !req.is('application/json')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    }
    next();
  };
}
