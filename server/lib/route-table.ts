import type { Express, Router } from 'express';

export type RouteEntry = { method: string; path: string };

/** What router 2.3's public `Router#listRoutes()` answers (not yet in @types/express). */
type Listed = { path: string | RegExp; methods?: string[]; router?: Listable };
type Listable = { listRoutes: () => Listed[] };

const join = (prefix: string, path: string) => {
  const full = `${prefix}/${path}`.replace(/\/+/g, '/');
  return full.length > 1 ? full.replace(/\/$/, '') : full;
};

function walk(router: Listable, prefix: string, out: RouteEntry[]) {
  for (const entry of router.listRoutes()) {
    // A RegExp path cannot be named in a table or a document; none exists, and a new one should be noticed.
    if (typeof entry.path !== 'string')
      throw new Error(`route table: RegExp path ${entry.path} under ${prefix}`);
    const path = join(prefix, entry.path);
    if (entry.router) walk(entry.router, path, out);
    // The automatic HEAD for every GET is Express's, not ours: only registered methods are listed.
    else for (const method of entry.methods ?? []) if (method !== 'HEAD') out.push({ method, path });
  }
}

/**
 * Every route of the app as `{ method, path }` with its full Express path (`/api/ship-offerings/:id`), read
 * from the live router itself (router 2.3 `listRoutes`), so it cannot drift from what the app serves.
 * `.all()` routes appear with method `*`. Sorted by path, then method; duplicates (an alias mounted twice) once.
 */
export function listRoutes(app: Express | Router): RouteEntry[] {
  const root = ('router' in app ? app.router : app) as unknown as Listable;
  if (typeof root.listRoutes !== 'function') throw new Error('route table: router 2.3 or later is required');
  const out: RouteEntry[] = [];
  walk(root, '', out);
  const seen = new Set<string>();
  return out
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Only the JSON API under /api (the SPA fallback and static files are not API routes). */
export const listApiRoutes = (app: Express | Router) =>
  listRoutes(app).filter((r) => r.path === '/api' || r.path.startsWith('/api/'));

/** Express `/:id` and `/{*splat}` syntax to OpenAPI's `/{id}`. */
export const toOpenApiPath = (path: string) =>
  path.replace(/\{\*(\w+)\}/g, '{$1}').replace(/:(\w+)/g, '{$1}');
