import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

type Encoding = { name: 'br' | 'gzip'; suffix: '.br' | '.gz' };
// Brotli first: smaller than gzip for the same file, and every current browser accepts it over HTTPS and
// on localhost.
const ENCODINGS: Encoding[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** URL paths of files under `root` that have a .br or .gz twin (written by scripts/compress-assets.mjs). */
function findCompressed(root: string) {
  const found = new Map<string, Set<Encoding['suffix']>>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      const suffix = ENCODINGS.find((e) => entry.name.endsWith(e.suffix))?.suffix;
      if (!suffix) continue;
      const original = full.slice(0, -suffix.length);
      const url = `/${path.relative(root, original).split(path.sep).join('/')}`;
      if (!found.has(url)) found.set(url, new Set());
      found.get(url)?.add(suffix);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return found;
}

type Options = { maxAge?: string | number; immutable?: boolean; headers?: Record<string, string> };

/**
 * Sends the file at `urlPath` (under `root`) in the best encoding the client accepts among those compressed
 * at build time; answers false, sending nothing, when there is none, so the caller falls back to the raw file.
 */
export function createPrecompressedSender(root: string) {
  const compressed = findCompressed(root);
  return (req: Request, res: Response, urlPath: string, options: Options = {}) => {
    const available = compressed.get(urlPath);
    if (!available) return false;
    // Caches must keep the encodings apart, also when this client gets the raw file.
    res.vary('Accept-Encoding');
    const encoding = ENCODINGS.find(
      (e) => available.has(e.suffix) && req.acceptsEncodings(e.name) === e.name,
    );
    if (!encoding) return false;
    // The type of the original file, not of .br/.gz; send keeps a Content-Type that is already set.
    res.type(path.extname(urlPath));
    res.set({ 'Content-Encoding': encoding.name, ...options.headers });
    res.sendFile(`${urlPath.slice(1)}${encoding.suffix}`, {
      root,
      maxAge: options.maxAge,
      immutable: options.immutable,
      // A header from `options.headers` (Cache-Control: no-cache) wins over send's own.
      cacheControl: !options.headers?.['Cache-Control'],
    });
    return true;
  };
}

/** Static middleware for the precompressed files under `root`; other requests go on to express.static. */
export function precompressedStatic(root: string, options: Options = {}): RequestHandler {
  const send = createPrecompressedSender(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!send(req, res, urlPath, options)) next();
  };
}
