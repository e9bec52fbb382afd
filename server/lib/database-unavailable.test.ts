import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// How Drizzle wraps a driver error: its own message holds the SQL, the driver's error is the cause.
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused connection', withCode('ECONNREFUSED')],
    ['reset connection', withCode('ECONNRESET')],
    [
      'server shutting down (57P01)',
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
    ],
    ['server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection exception class 08', withCode('08006')],
    ['dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    [
      'several addresses refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined }),
    ],
  ])('%s: yes', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', wrapped(withCode('23505'))],
    ['syntax error', wrapped(withCode('42601'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['SQL text mentioning a connection', new Error('Failed query: select "Connection terminated"')],
    ['nothing', undefined],
  ])('%s: no', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
