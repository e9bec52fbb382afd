import { registerSchema } from '@shared/schemas/auth';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError, expectNoLeak } from '../test/http';
import { errorHandler } from './error-handler';
import { AppError, notFound } from './errors';
import { createLogger, type Logger } from './logger';
import { parse } from './validate';

function appThrowing(err: unknown) {
  const logged: Array<{ msg: string; meta?: object }> = [];
  const noop = () => {};
  const logger: Logger = {
    ...createLogger('silent'),
    debug: noop,
    info: noop,
    warn: noop,
    error: (msg, meta) => logged.push({ msg, meta }),
  };
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.all('/boom', () => {
    throw err;
  });
  app.use(errorHandler(logger));
  return { request: supertest(app), logged };
}

/** What drizzle throws for a failed query: the SQL and parameters in the message, the driver error as cause. */
class DrizzleQueryError extends Error {
  constructor(public cause: unknown) {
    super('Failed query: select * from users where email = $1\nparams: secret@example.com');
  }
}

describe('AppError', () => {
  it.each([
    ['VALIDATION_ERROR', 400],
    ['BAD_REQUEST', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['PENDING_APPROVAL', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['GONE', 410],
    ['PAYLOAD_TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
  ] as const)('%s maps to %i', (code, status) => {
    expect(new AppError(code, 'x').status).toBe(status);
  });

  it('notFound names the resource', () => {
    expect(notFound('Ship')).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Ship not found' });
  });
});

describe('errorHandler', () => {
  it('answers an AppError as { message, code, issues } with Retry-After when given', async () => {
    const issues = [{ field: 'email', key: 'validation.invalidEmail', message: 'Invalid email address' }];
    const v = await appThrowing(
      new AppError('VALIDATION_ERROR', 'Invalid email address', { issues }),
    ).request.get('/boom');
    expect(v.status).toBe(400);
    expect(v.body).toEqual({ message: 'Invalid email address', code: 'VALIDATION_ERROR', issues });

    const r = await appThrowing(
      new AppError('RATE_LIMITED', 'Too many', { retryAfterSeconds: 42 }),
    ).request.get('/boom');
    expectError(r, 429, 'RATE_LIMITED', 'Too many');
    expect(r.headers['retry-after']).toBe('42');
  });

  it('answers an unexpected error as a bare 500 and logs no SQL or parameters', async () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      { code: '23505' },
    );
    const { request, logged } = appThrowing(new DrizzleQueryError(driverError));
    const res = await request.get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expectNoLeak(res);
    expect(logged).toHaveLength(1);
    expect(logged[0].meta).toMatchObject({ method: 'GET', path: '/boom', sqlState: '23505' });
    expect(JSON.stringify(logged)).not.toMatch(/select|secret@example\.com|users_email_unique/);
  });

  it('answers a plain Error without its message', async () => {
    const res = await appThrowing(
      new TypeError('Cannot read properties of undefined (reading "id")'),
    ).request.get('/boom');
    expect(res.body).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expectNoLeak(res);
  });

  it('answers malformed and oversized JSON bodies as 400 and 413', async () => {
    const { request } = appThrowing(new Error('not reached'));
    const bad = await request.post('/boom').set('Content-Type', 'application/json').send('{"a":');
    expectError(bad, 400, 'BAD_REQUEST', 'Malformed request body');
    const big = await request.post('/boom').send({ a: 'x'.repeat(2000) });
    expectError(big, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  });
});

describe('parse', () => {
  it('returns the parsed value on success', () => {
    expect(parse(z.strictObject({ n: z.coerce.number() }), { n: '3' })).toEqual({ n: 3 });
  });

  it('names every failing field with its key and English message, and every unknown field', () => {
    let caught: AppError | undefined;
    try {
      parse(registerSchema, {
        email: 'x',
        password: 'short',
        firstName: '',
        lastName: 'L',
        role: 'admin',
        id: 1,
      });
    } catch (err) {
      caught = err as AppError;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught!.code).toBe('VALIDATION_ERROR');
    expect(caught!.extra.issues).toEqual(
      expect.arrayContaining([
        { field: 'email', key: 'validation.invalidEmail', message: 'Invalid email address' },
        {
          field: 'password',
          key: 'validation.passwordMin8',
          message: 'Password must be at least 8 characters',
        },
        { field: 'firstName', key: 'validation.firstNameRequired', message: 'First name is required' },
        { field: 'role', key: 'validation.unknownField', message: 'Unknown field' },
        { field: 'id', key: 'validation.unknownField', message: 'Unknown field' },
      ]),
    );
    expect(caught!.message).toBe(caught!.extra.issues![0].message);
  });

  it('gives a generic key to messages that are not translation keys, and treats a missing body as {}', () => {
    expect(() => parse(z.strictObject({ n: z.number() }), { n: 'x' })).toThrow(
      expect.objectContaining({
        extra: { issues: [{ field: 'n', key: 'validation.invalid', message: 'Invalid value' }] },
      }),
    );
    expect(() => parse(z.strictObject({ n: z.number() }), undefined)).toThrow(AppError);
    expect(parse(z.strictObject({}), undefined)).toEqual({});
  });
});
