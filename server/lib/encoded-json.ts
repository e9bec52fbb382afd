import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * A JSON answer serialised once, with its ETag, and its brotli or gzip form made the first time a client asks for
 * it (issue 11 §2): the public offering list keeps these and sends them many times, costing neither serialising nor
 * compressing per request; answers built per request (`sendJson`) are compressed in one synchronous call instead of
 * through the compression middleware's stream.
 */
export type EncodedJson = {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
};
type Encoding = 'br' | 'gzip';

export function encodeJson(value: unknown): EncodedJson {
  const body = Buffer.from(JSON.stringify(value));
  // The same weak ETag Express would set on this body.
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"`, encoded: {} };
}

const compressors = (brotliQuality: number, gzipLevel: number): Record<Encoding, (b: Buffer) => Buffer> => ({
  br: (b) =>
    zlib.brotliCompressSync(b, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
  gzip: (b) => zlib.gzipSync(b, { level: gzipLevel }),
});
// A kept answer is compressed once and sent many times: smaller is worth it. One built per request: the fastest
// setting (a 14 kB page of own offerings: ~51 µs and 2.4 kB at brotli 1, ~169 µs and 2.1 kB at brotli 4).
const kept = compressors(6, 6);
const fastest = compressors(1, 1);

/**
 * Sends an answer as `res.json` would (the same JSON and weak ETag, 304 when fresh), in the best encoding the client
 * accepts; small answers and HEAD go uncompressed, as the compression middleware would send them.
 */
export function sendEncodedJson(req: Request, res: Response, answer: EncodedJson, perRequest = false) {
  res.type('json').set('ETag', answer.etag).vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = answer.body.length < 1024 || req.method === 'HEAD' ? undefined : preferredEncoding(req);
  if (!encoding) {
    res.send(answer.body);
    return;
  }
  answer.encoded[encoding] ??= (perRequest ? fastest : kept)[encoding](answer.body);
  // The compression middleware leaves an answer that already has its Content-Encoding alone.
  res.set('Content-Encoding', encoding).send(answer.encoded[encoding]);
}

/** `res.json` for an answer built per request. */
export const sendJson = (req: Request, res: Response, value: unknown) =>
  sendEncodedJson(req, res, encodeJson(value), true);

/**
 * The client's best of brotli and gzip, brotli on a tie as the compression middleware chooses (browsers and the
 * benchmark list gzip first at equal quality; brotli at its fastest setting costs less CPU here than gzip's).
 */
function preferredEncoding(req: Request): Encoding | undefined {
  const q: Partial<Record<Encoding | '*', number>> = {};
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}
