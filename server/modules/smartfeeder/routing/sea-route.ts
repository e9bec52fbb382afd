import type { PassageId } from '@shared/schemas/smartfeeder';
import type { SeaNetworkData } from './build/build-network';
import type { Adjacency } from './dijkstra';
import { shortestPath } from './dijkstra';
import { distanceNm, EARTH_RADIUS_NM, type LonLat } from './geo';
import { closedPassages, type ShipDimensions } from './passage-limits';
import { passagesAlong } from './passages';

export type SeaRoute = {
  distanceNm: number;
  /** The sailed line, port to port, [lon, lat] pairs. */
  coordinates: LonLat[];
  /** Passages sailed, in order. */
  passages: PassageId[];
  /** Passages the ship's dimensions ruled out (the Sound for a deep ship, the Kiel Canal for a large one). */
  closedPassages: PassageId[];
};

export type RouteOptions = {
  avoidKielCanal?: boolean;
  /** The ship's particulars; without them every passage is open (callers pass a class default when the ship is unknown). */
  ship?: ShipDimensions;
};

export type SeaRouter = {
  /**
   * The route sailed from `from` to `to`, in that direction: one-way traffic lanes (the Dover Strait's, traffic-lanes.ts)
   * make A→B and B→A differ by a few miles where they pass a traffic separation scheme. Each direction is one A* search
   * over fixed data, so the same question always gets the same answer.
   */
  route: (from: string, to: string, options?: RouteOptions) => SeaRoute;
  hasPort: (code: string) => boolean;
};

/**
 * Wraps the prebuilt lane graph in a router; a query is one A* search over a few thousand nodes
 * (`plainDijkstra` turns the great-circle estimate off, for the benchmark's comparison).
 */
export function createSeaRouter(data: SeaNetworkData, config: { plainDijkstra?: boolean } = {}): SeaRouter {
  const n = data.nodes.length;
  // A one-way edge (a traffic lane, traffic-lanes.ts) is sailed from a to b only: it is in a's list, not in b's.
  const oneWay = new Uint8Array(data.edges.length);
  for (const id of data.oneWay ?? []) oneWay[id] = 1;
  const degree = new Int32Array(n + 1);
  data.edges.forEach(([a, b], id) => {
    degree[a + 1]++;
    if (!oneWay[id]) degree[b + 1]++;
  });
  const offsets = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) offsets[i] = offsets[i - 1] + degree[i];
  const fill = offsets.slice(0, n);
  const arcs = offsets[n];
  const targets = new Int32Array(arcs);
  const weights = new Float64Array(arcs);
  const edgeIds = new Int32Array(arcs);
  const edgeLength = data.edges.map(([a, b, , length]) => length ?? distanceNm(data.nodes[a], data.nodes[b]));
  const edgePassage = Int8Array.from(data.edges, (e) => e[2]);
  data.edges.forEach(([a, b], id) => {
    const w = edgeLength[id];
    for (const [u, v] of oneWay[id]
      ? [[a, b]]
      : [
          [a, b],
          [b, a],
        ]) {
      const k = fill[u]++;
      targets[k] = v;
      weights[k] = w;
      edgeIds[k] = id;
    }
  });
  const graph: Adjacency = { offsets, targets, weights, edgeIds };
  // Unit vectors of the nodes: the A* estimate is the great circle from the chord, one sqrt and one asin
  // per node instead of the haversine's five trigonometric calls (the estimate is most of a query's work).
  const xyz = new Float64Array(n * 3);
  data.nodes.forEach(([lon, lat], i) => {
    const [l, p] = [(lon * Math.PI) / 180, (lat * Math.PI) / 180];
    xyz[3 * i] = Math.cos(p) * Math.cos(l);
    xyz[3 * i + 1] = Math.cos(p) * Math.sin(l);
    xyz[3 * i + 2] = Math.sin(p);
  });
  // Edges counted shorter than their line (a city point's landside link, 0 nm; the Kiel Canal scaled to its
  // published length) would let the great circle overestimate what is left: the estimate gives that much away.
  const slack = data.edges.reduce(
    (most, [a, b, , length]) =>
      length === undefined ? most : Math.max(most, distanceNm(data.nodes[a], data.nodes[b]) - length),
    0,
  );
  const greatCircleTo = (goal: number) => {
    const [gx, gy, gz] = [xyz[3 * goal], xyz[3 * goal + 1], xyz[3 * goal + 2]];
    return (node: number) => {
      const dx = xyz[3 * node] - gx;
      const dy = xyz[3 * node + 1] - gy;
      const dz = xyz[3 * node + 2] - gz;
      return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2)) - slack;
    };
  };
  const passageIndex = (id: PassageId) => data.passages.indexOf(id);

  return {
    hasPort: (code) => code in data.ports,
    route(from, to, options = {}) {
      const source = data.ports[from];
      // A port inside a traffic scheme's area is arrived at by its twin (build-network.ts), drawn at the port itself.
      const target = data.arrivals?.[to] ?? data.ports[to];
      if (source === undefined || target === undefined)
        throw new Error(`No sea access known for ${from} or ${to}`);
      const restricted = closedPassages(options.ship);
      if (from === to)
        return { distanceNm: 0, coordinates: [data.nodes[source]], passages: [], closedPassages: restricted };
      const closed = new Set(restricted.map(passageIndex).filter((i) => i >= 0));
      if (options.avoidKielCanal) closed.add(passageIndex('kiel-canal'));
      const path = shortestPath(graph, source, target, {
        blocked: closed.size > 0 ? (edgeId) => closed.has(edgePassage[edgeId]) : undefined,
        estimate: config.plainDijkstra ? undefined : greatCircleTo(target),
      });
      if (!path) throw new Error(`No sea route between ${from} and ${to}`);
      const coordinates = path.nodes.map((i) => data.nodes[i]);
      coordinates[coordinates.length - 1] = data.nodes[data.ports[to]];
      const distance = path.edges.reduce((sum, e) => sum + edgeLength[e], 0);
      return {
        distanceNm: distance,
        coordinates,
        passages: passagesAlong(
          coordinates,
          path.edges.map((e) => data.passages[edgePassage[e]] ?? null),
        ),
        closedPassages: restricted,
      };
    },
  };
}
