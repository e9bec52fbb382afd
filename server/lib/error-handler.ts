import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from './database-unavailable';
import { AppError } from './errors';
import type { Logger } from './logger';

/** The one error handler: `{ message, code, issues?, requestId }`, never a stack, SQL or driver text. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    // The id of server/lib/request-log.ts, so a user can quote it and an operator find the log line.
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) res.set('Retry-After', String(err.extra.retryAfterSeconds));
      res
        .status(err.status)
        .json({ message: err.message, code: err.code, issues: err.extra.issues, requestId });
      return;
    }
    // Errors that http-errors marked with a 4xx status: body-parser (malformed JSON, too large, an unknown
    // or corrupt Content-Encoding) and the router's URIError for a malformed percent-escape in a path.
    // Their own messages can echo input or zlib internals, so each gets a fixed text.
    const status = typeof err?.status === 'number' ? err.status : 0;
    if (status >= 400 && status < 500 && (err.type || err.expose || err instanceof URIError)) {
      const [code, httpStatus, message] = clientFault(err);
      res.status(httpStatus).json({ message, code, requestId });
      return;
    }
    // PostgreSQL away (restart, failover, network): a temporary condition the client may retry, not a bug.
    if (isDatabaseUnavailable(err)) {
      logger.warn('database unavailable', {
        requestId,
        method: req.method,
        path: req.path,
        sqlState: sqlStateOf(err),
      });
      if (res.headersSent) return;
      res.set('Retry-After', String(RETRY_AFTER_SECONDS));
      res
        .status(503)
        .json({ message: 'Service temporarily unavailable', code: 'SERVICE_UNAVAILABLE', requestId });
      return;
    }
    // Drizzle wraps driver errors with the SQL and parameters in the message: log only the SQLSTATE.
    logger.error('unhandled error', {
      requestId,
      method: req.method,
      path: req.path,
      name: err?.name,
      sqlState: err?.cause?.code ?? err?.code,
      message: err?.cause ? undefined : String(err?.message ?? err).slice(0, 200),
    });
    if (res.headersSent) return;
    res.status(500).json({ message: 'Internal server error', code: 'INTERNAL', requestId });
  };
}

/** Recovery after PostgreSQL returns takes well under this (docs/RELIABILITY.md). */
const RETRY_AFTER_SECONDS = 5;

const sqlStateOf = (err: { code?: unknown; cause?: { code?: unknown } }) => err?.cause?.code ?? err?.code;

function clientFault(err: { type?: string }): [string, number, string] {
  if (err.type === 'entity.too.large') return ['PAYLOAD_TOO_LARGE', 413, 'Request body is too large'];
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return ['UNSUPPORTED_MEDIA_TYPE', 415, 'Unsupported content encoding or charset'];
  if (err instanceof URIError) return ['BAD_REQUEST', 400, 'Malformed URL'];
  if (err.type === 'json.too.deep') return ['BAD_REQUEST', 400, 'Request body is nested too deeply'];
  return ['BAD_REQUEST', 400, 'Malformed request body'];
}
