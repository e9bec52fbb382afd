import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';
import { routeMatcherOf } from './route-match';

/** An id a proxy or client sent is kept only when it cannot smuggle anything into a header or a log line. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Query parameters whose values are secrets; none exists today, but a link pasted into a URL must not leak. */
const SECRET_PARAM = /([?&][^=&]*(?:token|pass|secret|key|code|sid)[^=&]*=)[^&#]*/gi;
export const safeUrl = (url: string) => url.replace(SECRET_PARAM, '$1[redacted]');

/** The API route template that answered (`/api/ship-offerings/:id`); undefined for pages and files. */
function routeOf(req: IncomingMessage) {
  const r = req as Request;
  const path = (r.originalUrl ?? '').split('?')[0];
  if (!r.app || !path.startsWith('/api/')) return undefined;
  // HEAD is served by the GET route.
  return routeMatcherOf(r.app as Express)(r.method === 'HEAD' ? 'GET' : r.method, path);
}

/**
 * One JSON line per request with its id, method, URL (secret query values censored), route, status and time.
 * Headers and bodies are never logged (so neither cookies nor passwords nor tokens can be). The id comes back
 * in `X-Request-Id` and in error bodies (server/lib/error-handler.ts) so a user can quote it.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({ method: req.method, url: safeUrl(req.originalUrl ?? req.url ?? '') }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: (err: Error) => ({ type: err?.name }),
    },
    customProps: (req: IncomingMessage) => {
      const route = routeOf(req);
      return route ? { route } : {};
    },
    // A level the logger drops is 'silent' to pino-http: no route lookup nor child logger for a line never written.
    customLogLevel: (_req, res, err) => {
      const level = err || res.statusCode >= 500 ? 'error' : 'info';
      return logger.pino.isLevelEnabled(level) ? level : 'silent';
    },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  }) as unknown as RequestHandler;
}
