import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * A JSON answer serialised once, with its ETag and its brotli and gzip forms made the first time a client asks
 * for them: for answers kept and sent many times (the public offering list, issue 11), which then cost neither
 * serialising nor compressing per request.
 */
export type EncodedJson = {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
};

export function encodeJson(value: unknown): EncodedJson {
  const body = Buffer.from(JSON.stringify(value));
  // The same weak ETag Express would set on this body.
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"`, encoded: {} };
}

const compress = {
  br: (b: Buffer) =>
    zlib.brotliCompressSync(b, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length },
    }),
  gzip: (b: Buffer) => zlib.gzipSync(b, { level: 6 }),
} as const;

/** Sends a kept answer as `res.json` would (ETag, 304 when fresh), in the best encoding the client accepts. */
export function sendEncodedJson(req: Request, res: Response, answer: EncodedJson) {
  res.type('json').set('ETag', answer.etag).vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = answer.body.length < 1024 ? false : req.acceptsEncodings('br', 'gzip');
  if (encoding !== 'br' && encoding !== 'gzip') {
    res.send(answer.body);
    return;
  }
  answer.encoded[encoding] ??= compress[encoding](answer.body);
  // The compression middleware leaves an answer that already has its Content-Encoding alone.
  res.set('Content-Encoding', encoding).send(answer.encoded[encoding]);
}
