import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import type { WriteBudget } from '../modules/rate-limit/rate-limit.service';
import type { sendPage } from './paging';

/** Who may call a route: the guard the mount puts in front of it (server/auth/guards.ts `guardFor`). */
export type Access = 'public' | 'signedIn' | 'approved' | 'admin' | 'superAdmin';

/**
 * Who reaches the record a route names by id, among the callers its access lets in: `own`, only its owner
 * (everyone else answers 404, as if it did not exist); `ownOrAdmin`, its owner and administrators. Unset: every
 * caller let in (administrative routes, lists of the caller's own). Documented in the API reference and checked
 * for every route by the authorization matrix test.
 */
export type Scope = 'own' | 'ownOrAdmin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: input already parsed with the declared schemas, path ids already checked. */
export type RouteContext<A extends Access, B, Q> = {
  req: Request;
  res: Response;
  deps: AppDeps;
  db: Database['db'];
  /** The signed-in user; guaranteed by the guard on every route that is not public. */
  user: A extends 'public' ? Express.User | undefined : Express.User;
  body: Out<B>;
  query: Out<Q>;
  /** Path parameters, each a UUID (anything else answered 404 before the handler). */
  params: Record<string, string>;
};

/** A page of a paged list: the body, and the total across pages for X-Total-Count (PRODUCT.md 26). */
export type PageAnswer = Parameters<typeof sendPage>[1];

export type RouteSpec<A extends Access = Access, B = unknown, Q = unknown> = {
  method: Method;
  /** Express path below the group's prefix (`/:id/accept`); `/` for the prefix itself. */
  path: string;
  summary: string;
  description?: string;
  access: A;
  scope?: Scope;
  /** What each path parameter names (`{ id: 'Vessel' }`), for its 404 message; every parameter is a UUID. */
  params?: Record<string, string>;
  /** The shared zod schema the JSON body is parsed with; without it, the body is never read. */
  body?: B;
  /** The largest body accepted (express.json's `limit`); 100 kB unless said. */
  bodyLimit?: string;
  /** The shared zod schema the query string is parsed with. */
  query?: Q;
  /** Success status; 200 unless said (204 for a handler that answers nothing). */
  status?: number;
  /** The JSON answer's schema; omitted for an empty answer (204) or a non-JSON one. */
  response?: z.ZodType;
  /** The answer is not JSON: a CSV download, a page, a stylesheet, a redirect or an event stream. */
  produces?: 'text/csv' | 'text/html' | 'text/css' | 'text/event-stream' | 'application/pdf' | 'redirect';
  /** One page in the body, the total in X-Total-Count: the handler answers a `PageAnswer`. */
  paged?: boolean;
  /** The caller's hourly budget of such writes (rate-limit.service.ts `writeBudgets`), counted before the body is read. */
  budget?: WriteBudget;
  /** Run after the guard and before the body is read (cache headers, rate limits). */
  before?: RequestHandler[];
  /**
   * Answers the value to send as JSON with `status`, or sends the answer itself through `res` (CSV, redirects,
   * kept pages) and answers undefined; undefined with nothing sent ends the answer with `status` (204).
   */
  handler: (ctx: RouteContext<A, B, Q>) => unknown;
};

/** A declared route, its types erased so that routes of every shape sit in one list. */
export type ApiRoute = RouteSpec<Access, z.ZodType | undefined, z.ZodType | undefined>;

/** One module's routes under one prefix. `session: false` mounts them ahead of the session (public probes). */
export type RouteGroup = { prefix: string; session?: false; routes: readonly ApiRoute[] };

/** Declares one route; the handler's `body`, `query` and `user` are typed from the declaration. */
export const route = <
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  spec: RouteSpec<A, B, Q>,
) => spec as unknown as ApiRoute;

export const routeGroup = (prefix: string, routes: readonly ApiRoute[], options: { session?: false } = {}) =>
  ({ prefix, routes, ...options }) satisfies RouteGroup;

/** A route's full Express path (`/api` + prefix + path, no trailing slash). */
export function fullPath(group: RouteGroup, r: ApiRoute) {
  const joined = `/api/${group.prefix}/${r.path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** `METHOD /api/path`, as the route table (server/lib/route-table.ts) names a live route. */
export const routeKey = (group: RouteGroup, r: ApiRoute) => `${r.method} ${fullPath(group, r)}`;

/** Every declared route by its key. */
export function declaredRoutes(groups: readonly RouteGroup[]) {
  const out = new Map<string, ApiRoute>();
  for (const g of groups)
    for (const r of g.routes) {
      const key = routeKey(g, r);
      if (out.has(key)) throw new Error(`route declared twice: ${key}`);
      out.set(key, r);
    }
  return out;
}

/** A value made once per app (a cache, a computed constant), for handlers that only see `deps`. */
export function perApp<T>(make: (deps: AppDeps) => T) {
  const made = new WeakMap<AppDeps, T>();
  return (deps: AppDeps) => {
    let value = made.get(deps);
    if (value === undefined) {
      value = make(deps);
      made.set(deps, value);
    }
    return value;
  };
}
