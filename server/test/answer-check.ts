import zlib from 'node:zlib';
import type { Express, Response } from 'express';
import { listApiRoutes } from '../lib/route-table';
import { apiGroups } from '../api-routes';
import { createAnswerCheck } from '../modules/openapi/answer-check';
import { answerProblems as problems } from './per-file';

/** The text of a body as sent: a kept answer goes out already compressed (server/lib/encoded-json.ts). */
function decoded(body: unknown, encoding: string | undefined) {
  if (!Buffer.isBuffer(body)) return String(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Every 2xx JSON answer of this app in the integration tests is checked against the API document
 * (the routes' declarations, docs/adr/011-route-declarations.md): documented status, and the documented response schema. A mismatch fails
 * the running test (server/test/setup.ts). The schemas are zod objects built once; a check costs well under a millisecond.
 */
export function checkAnswers(app: Express) {
  const check = createAnswerCheck(listApiRoutes(app), apiGroups);
  const send = app.response.send;
  app.response.send = function (this: Response, body?: unknown) {
    const type = String(this.get('Content-Type') ?? '');
    if (this.statusCode >= 200 && this.statusCode < 300 && type.includes('json') && body !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(decoded(body, this.get('Content-Encoding')));
      } catch {
        problems.push(`${this.req.method} ${this.req.originalUrl}: answered invalid JSON`);
      }
      const problem = check(this.req.method, this.req.originalUrl, this.statusCode, parsed);
      if (problem) problems.push(problem);
    }
    return send.call(this, body);
  } as Response['send'];
  return app;
}
