/**
 * Errors that mean "PostgreSQL cannot be reached right now", as opposed to a bad query: socket errors,
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (server shutting down, crashed, starting up),
 * 53300 (too many connections), and node-postgres' own texts for a dropped or never-made connection.
 */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const sqlStates = new Set(['57P01', '57P02', '57P03', '53300']);
// Only node-postgres' fixed texts, matched from the start: a DrizzleQueryError's own message (with SQL) never matches.
const driverTexts =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed and is not queryable)/;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorLike;
  if (
    typeof e.code === 'string' &&
    (socketCodes.has(e.code) || sqlStates.has(e.code) || e.code.startsWith('08'))
  )
    return true;
  if (typeof e.message === 'string' && driverTexts.test(e.message)) return true;
  // Node's connect to several addresses fails with an AggregateError of the single attempts.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
