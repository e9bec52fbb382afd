import type { RequestHandler } from 'express';

/**
 * For the calls the client polls. The API answers `no-store` by default; these instead let the browser keep the
 * answer and ask again each time with If-None-Match, so an unchanged answer costs a bodiless 304 (Express sets a
 * weak ETag on every GET it sends and answers 304 itself when it matches). `private`: per-user data, never for a
 * shared cache.
 */
export const revalidate: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-cache, private');
  next();
};
