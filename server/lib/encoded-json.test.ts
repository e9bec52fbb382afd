import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendJson } from './encoded-json';

const big = Array.from({ length: 60 }, (_, i) => ({
  id: i,
  name: `Feeder ${i}`,
  port: 'DEHAM',
  teu: 1_000 + i,
}));
const small = { count: 3 };

// As in the app: the compression middleware in front, one route answering through res.json, one through sendJson.
const app = express();
app.use(compression());
app.get('/json/:size', (req, res) => {
  res.json(req.params.size === 'big' ? big : small);
});
app.get('/send/:size', (req, res) => {
  sendJson(req, res, req.params.size === 'big' ? big : small);
});

/** The body as text (supertest undoes the Content-Encoding; Content-Length is the size as sent). */
const raw = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const get = (path: string, encoding: string) =>
  request(app).get(path).set('Accept-Encoding', encoding).buffer(true).parse(raw);

describe('sendJson', () => {
  it('answers the same JSON and ETag as res.json, compressed in the encoding the client prefers', async () => {
    const reference = await get('/json/big', 'identity');
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, *', 'gzip'],
    ]) {
      const res = await get('/send/big', accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBeLessThan(JSON.stringify(big).length / 2);
      expect(res.headers['content-type']).toBe(reference.headers['content-type']);
      expect(res.headers.etag).toBe(reference.headers.etag);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect((res.body as Buffer).toString()).toBe((reference.body as Buffer).toString());
    }
    const plain = await get('/send/big', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(JSON.stringify(big));
  });

  it('leaves small answers uncompressed, and answers 304 to a matching If-None-Match', async () => {
    const res = await get('/send/small', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.body as Buffer).toString()).toBe(JSON.stringify(small));
    expect(res.headers.etag).toBe((await get('/json/small', 'identity')).headers.etag);
    const etag = (await get('/send/big', 'br')).headers.etag;
    const again = await request(app).get('/send/big').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });
});
