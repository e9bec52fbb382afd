import type { SeaNetworkData } from './build/build-network';
import data from './data/sea-network.json';
import { createSeaRouter, type SeaRouter } from './sea-route';

let router: SeaRouter | undefined;

/** The router over the committed lane graph, built on first use (about 30 ms). */
export function seaRouter(): SeaRouter {
  router ??= createSeaRouter(data as unknown as SeaNetworkData);
  return router;
}
