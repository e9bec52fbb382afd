import type { Express } from 'express';
import { listApiRoutes, type RouteEntry } from './route-table';

type Compiled = { method: string; path: string; parts: string[]; literals: number };
export type RouteMatcher = (method: string, path: string) => string | undefined;

const split = (path: string) => path.split('/').filter(Boolean);

/**
 * The route template (`/api/ship-offerings/:id`) a method and a concrete path belong to, or undefined. Where two
 * templates fit (`/mine` and `/:id`), the one with more literal segments wins, as the routers are written to.
 */
export function createRouteMatcher(routes: RouteEntry[]): RouteMatcher {
  const compiled: Compiled[] = routes.map((r) => {
    const parts = split(r.path);
    return { ...r, parts, literals: parts.filter((p) => !p.startsWith(':')).length };
  });
  return (method, path) => {
    const segments = split(path);
    let best: Compiled | undefined;
    for (const c of compiled) {
      if (c.method !== method && c.method !== '*') continue;
      if (c.parts.length !== segments.length) continue;
      if (!c.parts.every((p, i) => p.startsWith(':') || p === segments[i])) continue;
      if (!best || c.literals > best.literals) best = c;
    }
    return best?.path;
  };
}

const byApp = new WeakMap<Express, RouteMatcher>();
/** The matcher of an app's own API routes, built once on first use (after every route is registered). */
export function routeMatcherOf(app: Express): RouteMatcher {
  let matcher = byApp.get(app);
  if (!matcher) {
    matcher = createRouteMatcher(listApiRoutes(app));
    byApp.set(app, matcher);
  }
  return matcher;
}
