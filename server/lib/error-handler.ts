import type { ErrorRequestHandler } from 'express';
import { AppError } from './errors';
import type { Logger } from './logger';

/** The one error handler: `{ message, code, issues? }`, never a stack, SQL or driver text. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) res.set('Retry-After', String(err.extra.retryAfterSeconds));
      res.status(err.status).json({ message: err.message, code: err.code, issues: err.extra.issues });
      return;
    }
    // body-parser errors carry a status and a type (malformed JSON, too large).
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500 && err.type) {
      const tooLarge = err.type === 'entity.too.large';
      res.status(tooLarge ? 413 : 400).json({
        message: tooLarge ? 'Request body is too large' : 'Malformed request body',
        code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      });
      return;
    }
    // Drizzle wraps driver errors with the SQL and parameters in the message: log only the SQLSTATE.
    logger.error('unhandled error', {
      method: req.method,
      path: req.path,
      name: err?.name,
      sqlState: err?.cause?.code ?? err?.code,
      message: err?.cause ? undefined : String(err?.message ?? err).slice(0, 200),
    });
    if (res.headersSent) return;
    res.status(500).json({ message: 'Internal server error', code: 'INTERNAL' });
  };
}
