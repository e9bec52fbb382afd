import { lruCache } from '../../../lib/lru';
import type { SeaNetworkData } from './build/build-network';
import data from './data/sea-network.json';
import { closedPassages } from './passage-limits';
import { createSeaRouter, type SeaRoute, type SeaRouter } from './sea-route';

/**
 * Routes kept: a route between two catalogue ports never changes while the process runs (the graph is committed
 * data), and an A* search costs about a millisecond, most of a quote's time. 4,000 of a few hundred points each
 * is some tens of MB at most; every pair of the catalogue is about 18,000 with the Kiel Canal variants.
 */
export const ROUTE_CACHE_SIZE = 4_000;

let router: SeaRouter | undefined;

/** The router over the committed lane graph, built on first use (about 30 ms); each route computed once. */
export function seaRouter(): SeaRouter {
  router ??= cachedRouter(createSeaRouter(data as unknown as SeaNetworkData), ROUTE_CACHE_SIZE);
  return router;
}

/** Wraps a router so that each route is searched once; the answers are frozen, as every caller shares them. */
export function cachedRouter(inner: SeaRouter, size: number): SeaRouter {
  const routes = lruCache<SeaRoute>(size);
  return {
    hasPort: inner.hasPort,
    // Keyed by what the ship's dimensions close, not by the dimensions: most ships share a route.
    route: (from, to, options = {}) =>
      routes.getOrCompute(
        `${from}|${to}|${options.avoidKielCanal ? 'no-kiel' : 'kiel'}|${closedPassages(options.ship).join(',')}`,
        () => freeze(inner.route(from, to, options)),
      ),
  };
}

const freeze = (route: SeaRoute): SeaRoute => {
  for (const point of route.coordinates) Object.freeze(point);
  Object.freeze(route.coordinates);
  Object.freeze(route.passages);
  Object.freeze(route.closedPassages);
  return Object.freeze(route);
};
