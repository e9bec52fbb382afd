import type { Response } from 'supertest';
import { expect } from 'vitest';

/** The full `name=value; attrs` Set-Cookie line for the session cookie, if the response set one. */
export function sessionSetCookie(res: Response, name = 'connect.sid'): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return lines.find((l) => l.startsWith(`${name}=`));
}

/** `name=value` of the session cookie, ready for `.set('Cookie', ...)`. */
export function sessionCookie(res: Response, name = 'connect.sid'): string {
  const line = sessionSetCookie(res, name);
  if (!line) throw new Error(`no ${name} cookie set`);
  return line.split(';')[0];
}

/** The session id (the `session.sid` primary key) inside a signed `connect.sid=s%3A<sid>.<signature>` cookie. */
export function sidOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  expect(value.startsWith('s:')).toBe(true);
  return value.slice(2, value.lastIndexOf('.'));
}

/** Error bodies never carry a stack trace, SQL or file paths. */
export function expectNoLeak(res: Response) {
  const text = (res.text ?? JSON.stringify(res.body)).toLowerCase();
  for (const needle of [
    'select ',
    'insert ',
    'delete from',
    'node_modules',
    'stack',
    '.ts:',
    '.js:',
    '\\n    at ',
  ]) {
    expect(text).not.toContain(needle);
  }
  // A stack frame (`at fn (file:line:col)`); plain English " at least" is fine.
  expect(text).not.toMatch(/ at \S+ \(|:\d+:\d+\)/);
}

/** The shape every error answers: `{ message, code, issues?, requestId? }` (the id when the app logs requests). */
export function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toMatchObject({ code, message: message ?? expect.any(String) });
  expect(Object.keys(res.body).every((k) => ['message', 'code', 'issues', 'requestId'].includes(k))).toBe(
    true,
  );
  expectNoLeak(res);
}

/** An error body without its per-request id, to compare two answers that must not tell each other apart. */
export function withoutRequestId(body: Record<string, unknown>) {
  const { requestId: _id, ...rest } = body;
  return rest;
}

/** A 400 validation answer, with one issue per listed field carrying the exact English message. */
export function expectValidation(
  res: Response,
  issues: Array<{ field: string; message: string; key?: string }>,
) {
  expectError(res, 400, 'VALIDATION_ERROR');
  for (const issue of issues) {
    expect(res.body.issues).toContainEqual({
      field: issue.field,
      key: issue.key ?? expect.stringMatching(/^validation\./),
      message: issue.message,
    });
  }
  expect(res.body.message).toBe(res.body.issues[0].message);
}

export const USER_KEYS = [
  'approvalStatus',
  'companyName',
  'createdAt',
  'displayCurrency',
  'email',
  'firstName',
  'id',
  'isEmailVerified',
  'lastLoginAt',
  'lastName',
  'preferences',
  'preferredLanguage',
  'profileImageUrl',
  'rejectionReason',
  'role',
  'userType',
];

/** A user as the API returns it: exactly the documented fields, never the password hash. */
export function expectUserDto(user: Record<string, unknown>) {
  expect(Object.keys(user).sort()).toEqual(USER_KEYS);
  expect(JSON.stringify(user)).not.toMatch(/passwordHash|password_hash|\$2[aby]\$/);
}
