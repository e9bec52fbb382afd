import { pino } from 'pino';

export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type Logger = {
  debug: (msg: string, meta?: object) => void;
  info: (msg: string, meta?: object) => void;
  warn: (msg: string, meta?: object) => void;
  error: (msg: string, meta?: object) => void;
  /** The pino logger underneath (the request logger of server/lib/request-log.ts writes through it). */
  pino: pino.Logger;
};

/** Keys whose values never reach a log line, at any depth of what a caller logs. */
const SECRET_KEY = /pass(word)?|token|secret|hash|cookie|authorization|^sid$|session/i;
export const REDACTED = '[redacted]';

/** A copy of plain objects and arrays with secret-named keys censored; anything else is left to pino's serializers. */
function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? REDACTED : scrub(v, depth + 1);
  return out;
}

/**
 * One JSON line per event (`{"level":"info","time":"<ISO>","msg":...}`), through pino. Callers never pass driver
 * messages (they can hold SQL parameters); secret-named fields are censored here as a second line of defence, and
 * the header paths pino-http would log are redacted should anyone widen its serializers. `destination` lets a
 * test capture the lines.
 */
export function createLogger(level: Level = 'info', destination?: pino.DestinationStream): Logger {
  const base = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (obj) => scrub(obj) as Record<string, unknown>,
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'req.body',
          'err.config',
        ],
        censor: REDACTED,
      },
    },
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
  const log = (l: Exclude<Level, 'silent'>) => (msg: string, meta?: object) => base[l](meta ?? {}, msg);
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error'), pino: base };
}
