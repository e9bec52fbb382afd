import express, { type Express, type RequestHandler, type Router } from 'express';
import { guardsFor } from '../auth/guards';
import type { AppDeps } from '../deps';
import { writeBudgets } from '../modules/rate-limit/rate-limit.service';
import { idParam } from './id-param';
import { refuseDeepJson } from './json-depth';
import { sendPage } from './paging';
import {
  type ApiRoute,
  declaredRoutes,
  fullPath,
  type PageAnswer,
  type RouteGroup,
} from './route-declaration';
import { listApiRoutes } from './route-table';
import { parse } from './validate';

const DEFAULT_BODY_LIMIT = '100kb';

function answer(r: ApiRoute, deps: AppDeps): RequestHandler {
  const paramNames = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const undeclared = paramNames.filter((name) => !r.params?.[name]);
  if (undeclared.length) throw new Error(`${r.method} ${r.path}: path parameter ${undeclared} not declared`);
  return async (req, res) => {
    // A path id first: a stranger's or malformed id is a 404 before any input is judged.
    const params: Record<string, string> = {};
    for (const name of paramNames) params[name] = idParam(req.params[name], r.params![name]);
    const result = await r.handler({
      req,
      res,
      deps,
      db: deps.database.db,
      user: req.user,
      query: r.query ? parse(r.query, req.query) : undefined,
      body: r.body ? parse(r.body, req.body) : undefined,
      params,
    });
    if (res.headersSent) return;
    if (result === undefined) res.status(r.status ?? 204).end();
    else if (r.paged) sendPage(res, result as PageAnswer);
    else res.status(r.status ?? 200).json(result);
  };
}

/** Counts one write against the caller's budget (a 429 with Retry-After once it is spent). */
const spend =
  (name: keyof typeof writeBudgets, deps: AppDeps): RequestHandler =>
  async (req, _res, next) => {
    await deps.limiter.consume(`write:${name}:${req.user!.id}`, writeBudgets[name]);
    next();
  };

/**
 * Mounts declared routes on the API router, each behind the guards of its access and its write budget. The body
 * is read only after them, and only for a route that declares a body schema, with that route's limit: a caller who may not
 * call a route never costs more than its headers.
 */
export function mountRoutes(api: Router, groups: readonly RouteGroup[], deps: AppDeps) {
  for (const g of groups)
    for (const r of g.routes) {
      const chain: RequestHandler[] = [...guardsFor(r.access)];
      if (r.budget) chain.push(spend(r.budget, deps));
      chain.push(...(r.before ?? []));
      if (r.body)
        chain.push(express.json({ limit: r.bodyLimit ?? DEFAULT_BODY_LIMIT, verify: refuseDeepJson }));
      chain.push(answer(r, deps));
      const path = fullPath(g, r).slice('/api'.length) || '/';
      api[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path, ...chain);
    }
}

/** Refuses an app that serves an API route nobody declared (the reference and the access tests would miss it). */
export function assertEveryRouteDeclared(app: Express, groups: readonly RouteGroup[]) {
  const declared = declaredRoutes(groups);
  const undeclared = listApiRoutes(app)
    .map((r) => `${r.method} ${r.path}`)
    .filter((key) => !declared.has(key));
  if (undeclared.length) throw new Error(`API routes without a declaration: ${undeclared.join(', ')}`);
}
