import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedStatic } from './precompressed';

const source = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let root: string;
let app: express.Express;

/** The body as text (supertest undoes the Content-Encoding); the marker line tells which file was sent. */
const raw = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets/x.js'), source);
  // Marked copies: the answer must be these files, not the original compressed on the fly.
  fs.writeFileSync(path.join(root, 'assets/x.js.br'), brotliCompressSync(`${source}// br\n`));
  fs.writeFileSync(path.join(root, 'assets/x.js.gz'), gzipSync(`${source}// gz\n`));
  fs.writeFileSync(path.join(root, 'assets/plain.css'), 'a{}');
  app = express();
  app.use('/assets', precompressedStatic(path.join(root, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use('/assets', express.static(path.join(root, 'assets')));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('precompressed static files', () => {
  it('answers the .br file to a client that accepts brotli, with the original type and Vary', async () => {
    const res = await request(app)
      .get('/assets/x.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.toString()).toBe(`${source}// br\n`);
  });

  it('answers the .gz file when the client accepts gzip only', async () => {
    const res = await request(app).get('/assets/x.js').set('Accept-Encoding', 'gzip').buffer(true).parse(raw);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.toString()).toBe(`${source}// gz\n`);
  });

  it('answers the original file to a client that accepts no encoding, still varying on it', async () => {
    const res = await request(app).get('/assets/x.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toBe(source);
  });

  it('leaves files without a compressed twin and unknown paths to the next handler', async () => {
    const css = await request(app).get('/assets/plain.css').set('Accept-Encoding', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.text).toBe('a{}');
    const missing = await request(app).get('/assets/x.js.map').set('Accept-Encoding', 'br');
    expect(missing.status).toBe(404);
  });
});
