import type { PassageId } from '@shared/schemas/smartfeeder';
import { APPROACHES, KIEL_CANAL, KIEL_CANAL_NM, KIEL_HOLTENAU_INDEX } from '../approaches';
import { inAvoidedZone, zoneCorners } from '../avoided-zones';
import { distanceNm, type LonLat, lineLengthNm, samplePoints } from '../geo';
import { HARBOUR_LANES, HEADLANDS } from '../harbour-lanes';
import { STRAIT_LANES } from '../straits';
import {
  inTrafficLanes,
  inTrafficScheme,
  JOIN_LANE_NM,
  LANE_STEP_NM,
  TRAFFIC_SCHEMES,
} from '../traffic-lanes';
import { type LandRaster, rasterizeLand } from './land-raster';
import { loadLandRings } from './land-rings';
import { loadMarnetSegments, NETWORK_BOUNDS } from './marnet';

/** Water within this distance of the coast is avoided by the straight lanes we add (open-water legs keep off the shore). */
const COAST_BUFFER_NM = 2;
/** Short coastal hops (under SHORT_LEG_NM) may pass closer, as coasters do. */
const SHORT_LEG_BUFFER_NM = 1;
const SHORT_LEG_NM = 60;
/** A port without a drawn approach may cross the coastline this close to its catalogue point (harbour basins). */
const PORT_RELAX_NM = 3;
/** Straight lanes are added between network points at most this far apart. */
const MAX_LEG_NM = 250;
const SAMPLE_NM = 0.5;
const GRID_DEG = 1;
/** The quarter-degree waypoints near the coast: within this distance of land, and at least this far off it. */
const FINE_GRID_NM = 12;
const FINE_GRID_OFF_NM = 3;

export type SeaNetworkData = {
  nodes: LonLat[];
  /** [a, b, passage index into `passages` or -1, length in nm when it is not the great-circle length] */
  edges: ([number, number, number] | [number, number, number, number])[];
  passages: PassageId[];
  ports: Record<string, number>;
  /**
   * Where a route to the port ends, when not at its `ports` node: a port inside a traffic scheme's area has an arrival
   * twin (its line again, 11 m north, sailed inwards only), so that its inshore and joining legs serve its own
   * voyages only, out of `ports[code]` and into `arrivals[code]`, and no through route can pass the port.
   */
  arrivals?: Record<string, number>;
  /** Indices into `edges` of the one-way edges (traffic lanes, traffic-lanes.ts): sailed from a to b only. */
  oneWay?: number[];
};

/** Where open-water legs, marnet segments and waypoints may not go: the avoided zones and the traffic schemes' areas. */
const closedToLegs = (p: LonLat) => inAvoidedZone(p) || inTrafficScheme(p);
/** Where a port inside a traffic scheme's area may not go on its way out or in: its lanes and separation zone. */
const closedToInshoreLegs = (p: LonLat) => inAvoidedZone(p) || inTrafficLanes(p);

type Candidate = { id: number; relaxNm: number; skipLandNm: number };

/** Builds the lane graph: vetted marnet segments, drawn approaches, the Kiel Canal, and straight open-water legs. */
export function buildSeaNetworkData(
  ports: readonly { code: string; lon: number; lat: number }[],
): SeaNetworkData {
  const raster = rasterizeLand(loadLandRings('land-10m.json', NETWORK_BOUNDS), NETWORK_BOUNDS, 0.01, [
    SHORT_LEG_BUFFER_NM,
    COAST_BUFFER_NM,
    FINE_GRID_OFF_NM,
  ]);
  const nodes: LonLat[] = [];
  const ids = new Map<string, number>();
  const node = (p: LonLat) => {
    const rounded: LonLat = [Math.round(p[0] * 1e4) / 1e4, Math.round(p[1] * 1e4) / 1e4];
    const key = rounded.join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = nodes.length;
      ids.set(key, id);
      nodes.push(rounded);
    }
    return id;
  };
  const edges = new Map<string, SeaNetworkData['edges'][number]>();
  const oneWay = new Set<SeaNetworkData['edges'][number]>();
  // Passages drawn as edges of their own, so that a ship that may not use one has those edges blocked.
  const passages: PassageId[] = ['kiel-canal', 'the-sound', 'little-belt', 'corinth-canal'];
  const edgeKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const addEdge = (a: number, b: number, passage = -1, lengthNm?: number) => {
    if (a === b) return;
    const key = edgeKey(a, b);
    if (!edges.has(key))
      edges.set(
        key,
        lengthNm === undefined ? [a, b, passage] : [a, b, passage, Math.round(lengthNm * 1000) / 1000],
      );
  };
  const candidates = new Map<number, Candidate>();
  const candidate = (id: number, relaxNm = COAST_BUFFER_NM, skipLandNm = 0) => {
    const prev = candidates.get(id);
    candidates.set(id, {
      id,
      relaxNm: Math.max(relaxNm, prev?.relaxNm ?? 0),
      skipLandNm: Math.max(skipLandNm, prev?.skipLandNm ?? 0),
    });
  };

  for (const [a, b] of loadMarnetSegments()) {
    if (!samplePoints(a, b, SAMPLE_NM).every((p) => !raster.isLand(p) && !closedToLegs(p))) continue;
    const ia = node(a);
    const ib = node(b);
    addEdge(ia, ib);
    candidate(ia);
    candidate(ib);
  }
  const lane = (points: readonly LonLat[], passage = -1) => {
    const lids = points.map(node);
    for (let i = 1; i < lids.length; i++) addEdge(lids[i - 1], lids[i], passage);
    return lids;
  };
  for (const strait of STRAIT_LANES)
    for (const id of lane(strait.points, strait.passage ? passages.indexOf(strait.passage) : -1))
      candidate(id);
  for (const harbour of HARBOUR_LANES) for (const id of lane(harbour.points)) candidate(id);
  for (const headland of HEADLANDS) candidate(node(headland.point));
  // Traffic lanes: one-way edge chains, a node every LANE_STEP_NM; only their ends are leg ends (the scheme's area
  // is closed to open-water legs), and a port inside the area joins them by legs of its own (below).
  const laneNodes: number[] = [];
  for (const scheme of TRAFFIC_SCHEMES) {
    for (const trafficLane of scheme.lanes) {
      const points = trafficLane.points.flatMap((p, i, all) =>
        i === 0 ? [p] : samplePoints(all[i - 1], p, LANE_STEP_NM).slice(1),
      );
      const lids = points.map(node);
      for (let i = 1; i < lids.length; i++) {
        const key = edgeKey(lids[i - 1], lids[i]);
        if (edges.has(key)) throw new Error(`Traffic lane ${trafficLane.name} meets another edge`);
        const edge: SeaNetworkData['edges'][number] = [lids[i - 1], lids[i], -1];
        edges.set(key, edge);
        oneWay.add(edge);
      }
      candidate(lids[0]);
      candidate(lids[lids.length - 1]);
      laneNodes.push(...lids);
    }
  }
  const canalLine = KIEL_CANAL.slice(0, KIEL_HOLTENAU_INDEX + 1);
  const scale = KIEL_CANAL_NM / lineLengthNm(canalLine);
  const canal = canalLine.map(node);
  for (let i = 1; i < canal.length; i++)
    addEdge(canal[i - 1], canal[i], 0, distanceNm(canalLine[i - 1], canalLine[i]) * scale);
  const fjord = lane(KIEL_CANAL.slice(KIEL_HOLTENAU_INDEX));
  candidate(fjord[fjord.length - 1]);
  const portNodes: Record<string, number> = {};
  for (const port of ports) {
    const approach = APPROACHES[port.code];
    if (approach) {
      const lids = lane(approach.points);
      if (approach.landside) edges.set(edgeKey(lids[0], lids[1]), [lids[0], lids[1], -1, 0]);
      portNodes[port.code] = lids[0];
      candidate(lids[lids.length - 1]);
    } else {
      const id = node([port.lon, port.lat]);
      portNodes[port.code] = id;
      candidate(id, PORT_RELAX_NM, PORT_RELAX_NM);
      for (const p of harbourExits(raster, [port.lon, port.lat])) candidate(node(p));
    }
  }
  // A port inside a traffic scheme's area (Dover, Calais, Dunkirk): its harbour, or its drawn approach's end, joins the
  // lanes' nodes, whichever lane its voyage runs in (crossing the other one); legs out of the port only, and from the
  // lanes into its arrival twin only. Its inshore-zone legs follow once the leg ends are known.
  const oneWayEdge = (a: number, b: number, lengthNm?: number) => {
    const key = edgeKey(a, b);
    if (a === b || edges.has(key)) return;
    const edge: SeaNetworkData['edges'][number] =
      lengthNm === undefined ? [a, b, -1] : [a, b, -1, Math.round(lengthNm * 1000) / 1000];
    edges.set(key, edge);
    oneWay.add(edge);
  };
  const arrivals: Record<string, number> = {};
  const insidePorts: { code: string; out: number; in: number; relaxNm: number }[] = [];
  for (const port of ports) {
    const approach = APPROACHES[port.code];
    const line = approach ? approach.points : [nodes[portNodes[port.code]]];
    const out = node(line[line.length - 1]);
    if (!inTrafficScheme(nodes[out])) continue;
    const twins = line.map((p) => node([p[0], p[1] + 1e-4]));
    for (let i = twins.length - 1; i > 0; i--)
      oneWayEdge(twins[i], twins[i - 1], approach?.landside && i === 1 ? 0 : undefined);
    arrivals[port.code] = twins[0];
    const relaxNm = approach ? 0 : PORT_RELAX_NM;
    insidePorts.push({ code: port.code, out, in: twins[twins.length - 1], relaxNm });
    for (const lanePoint of laneNodes) {
      if (distanceNm(nodes[out], nodes[lanePoint]) > JOIN_LANE_NM) continue;
      const samples = samplePoints(nodes[out], nodes[lanePoint], SAMPLE_NM);
      if (!samples.every((p, k) => k * SAMPLE_NM < relaxNm || !raster.isLand(p))) continue;
      oneWayEdge(out, lanePoint);
      oneWayEdge(lanePoint, twins[twins.length - 1]);
    }
  }

  // Open-water waypoints: a 1° grid away from the coast, and the corners of the avoided zones,
  // so that straight legs can round headlands and zones instead of following marnet's zigzags.
  for (let lon = NETWORK_BOUNDS.minLon + 0.5; lon < NETWORK_BOUNDS.maxLon; lon += GRID_DEG) {
    for (let lat = NETWORK_BOUNDS.minLat + 0.5; lat < NETWORK_BOUNDS.maxLat; lat += GRID_DEG) {
      const p: LonLat = [lon, lat];
      if (!raster.isLand(p) && !raster.isNearLand(p, COAST_BUFFER_NM) && !closedToLegs(p)) candidate(node(p));
    }
  }
  // Near the coast a 1° grid is too coarse to round capes and islands closely (Palma–Tarragona went
  // 20 nm south to clear Mallorca's west end): a half-degree grid within COASTAL_GRID_NM of land.
  for (let lon = NETWORK_BOUNDS.minLon; lon < NETWORK_BOUNDS.maxLon; lon += GRID_DEG / 2) {
    for (let lat = NETWORK_BOUNDS.minLat; lat < NETWORK_BOUNDS.maxLat; lat += GRID_DEG / 2) {
      const p: LonLat = [lon, lat];
      if (raster.isLand(p) || raster.isNearLand(p, COAST_BUFFER_NM) || closedToLegs(p)) continue;
      if (nearCoast(raster, p)) candidate(node(p));
    }
  }
  // Closer in, a quarter-degree grid within FINE_GRID_NM of land and at least FINE_GRID_OFF_NM off it: the
  // half-degree points alone left capes and islands without a waypoint near them, so routes bent out to the next
  // grid point (Limassol–Mersin went round the west of Cyprus, 212 nm for 175; Naples–Salerno 62 nm for ~47).
  for (let lon = NETWORK_BOUNDS.minLon; lon < NETWORK_BOUNDS.maxLon; lon += GRID_DEG / 4) {
    for (let lat = NETWORK_BOUNDS.minLat; lat < NETWORK_BOUNDS.maxLat; lat += GRID_DEG / 4) {
      const p: LonLat = [lon, lat];
      if (raster.isLand(p) || raster.isNearLand(p, FINE_GRID_OFF_NM) || closedToLegs(p)) continue;
      if (nearCoast(raster, p, FINE_GRID_NM)) candidate(node(p));
    }
  }
  for (const p of zoneCorners()) {
    if (!raster.isLand(p) && !raster.isNearLand(p, COAST_BUFFER_NM) && !closedToLegs(p)) candidate(node(p));
  }
  const list = [...candidates.values()];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      const d = distanceNm(nodes[a.id], nodes[b.id]);
      if (d > MAX_LEG_NM || d === 0) continue;
      if (isOpenWaterLeg(raster, nodes[a.id], nodes[b.id], a, b)) addEdge(a.id, b.id);
    }
  }
  // Inshore-zone legs (rule 10(d)(ii)) of the ports inside a scheme's area: to and from every leg end outside it, and
  // between those ports, never across the lanes or the separation zone; one-way, out of the port and into its twin.
  const insideIds = new Set(insidePorts.flatMap((p) => [p.out, portNodes[p.code]]));
  for (const port of insidePorts) {
    const self: Candidate = { id: port.out, relaxNm: port.relaxNm, skipLandNm: port.relaxNm };
    const ends = [
      ...list.filter((c) => !insideIds.has(c.id)).map((c) => ({ c, arrive: c.id })),
      ...insidePorts
        .filter((q) => q !== port)
        .map((q) => ({ c: { id: q.out, relaxNm: q.relaxNm, skipLandNm: q.relaxNm }, arrive: q.in })),
    ];
    for (const { c, arrive } of ends) {
      const d = distanceNm(nodes[port.out], nodes[c.id]);
      if (d > MAX_LEG_NM || d === 0) continue;
      if (!isOpenWaterLeg(raster, nodes[port.out], nodes[c.id], self, c, closedToInshoreLegs)) continue;
      oneWayEdge(port.out, arrive);
      if (arrive === c.id) oneWayEdge(c.id, port.in);
    }
  }
  const pruned = pruneDetours(nodes, [...edges.values()], oneWay);
  const oneWayIds = pruned.flatMap((e, i) => (oneWay.has(e) ? [i] : []));
  return {
    nodes,
    edges: pruned,
    passages,
    ports: portNodes,
    ...(Object.keys(arrivals).length > 0 ? { arrivals } : {}),
    ...(oneWayIds.length > 0 ? { oneWay: oneWayIds } : {}),
  };
}

/**
 * Open-water points round a port without a drawn approach, 4 and 8 nm out every 45°, at least 1 nm off the
 * coast: the grids are too coarse near a port in a bay or behind a cape (Palermo was reached from the east
 * only, Limassol round the east of Cyprus, Casablanca from the north), and legs need such a point to leave by.
 */
const EXIT_RADII_NM = [4, 8];
function harbourExits(raster: LandRaster, [lon, lat]: LonLat): LonLat[] {
  const exits: LonLat[] = [];
  for (const r of EXIT_RADII_NM) {
    for (let a = 0; a < 360; a += 45) {
      const p: LonLat = [
        lon + ((r / 60) * Math.sin((a * Math.PI) / 180)) / Math.cos((lat * Math.PI) / 180),
        lat + (r / 60) * Math.cos((a * Math.PI) / 180),
      ];
      if (!raster.isLand(p) && !raster.isNearLand(p, SHORT_LEG_BUFFER_NM) && !closedToLegs(p)) exits.push(p);
    }
  }
  return exits;
}

const COASTAL_GRID_NM = 20;
function nearCoast(raster: LandRaster, [lon, lat]: LonLat, within = COASTAL_GRID_NM) {
  for (const r of [within / 2, within]) {
    for (let a = 0; a < 360; a += 22.5) {
      const dLat = (r / 60) * Math.sin((a * Math.PI) / 180);
      const dLon = ((r / 60) * Math.cos((a * Math.PI) / 180)) / Math.cos((lat * Math.PI) / 180);
      if (raster.isLand([lon + dLon, lat + dLat])) return true;
    }
  }
  return false;
}

function isOpenWaterLeg(
  raster: LandRaster,
  pa: LonLat,
  pb: LonLat,
  a: Candidate,
  b: Candidate,
  closed: (p: LonLat) => boolean = closedToLegs,
) {
  const total = distanceNm(pa, pb);
  const buffer = total < SHORT_LEG_NM ? SHORT_LEG_BUFFER_NM : COAST_BUFFER_NM;
  const samples = samplePoints(pa, pb, SAMPLE_NM);
  for (let k = 1; k < samples.length - 1; k++) {
    const da = (k / (samples.length - 1)) * total;
    const db = total - da;
    if (da < a.skipLandNm || db < b.skipLandNm) continue;
    const p = samples[k];
    if (raster.isLand(p) || closed(p)) return false;
    if (da >= a.relaxNm && db >= b.relaxNm && raster.isNearLand(p, buffer)) return false;
  }
  return true;
}

/** Drops a straight leg when two other legs through a common node are at most 0.1% longer: same routes, smaller file. */
function pruneDetours(
  nodes: LonLat[],
  edges: SeaNetworkData['edges'],
  oneWay: ReadonlySet<SeaNetworkData['edges'][number]>,
) {
  const adj = new Map<number, Map<number, number>>();
  const link = (a: number, b: number, w: number) => {
    if (!adj.has(a)) adj.set(a, new Map());
    adj.get(a)?.set(b, w);
  };
  // One-way edges are never dropped, nor counted as the detour that replaces another edge (they go one way only).
  for (const e of edges) {
    if (oneWay.has(e)) continue;
    const [a, b] = e;
    const w = distanceNm(nodes[a], nodes[b]);
    link(a, b, w);
    link(b, a, w);
  }
  const sorted = [...edges].sort(
    (x, y) => distanceNm(nodes[y[0]], nodes[y[1]]) - distanceNm(nodes[x[0]], nodes[x[1]]),
  );
  const kept: SeaNetworkData['edges'] = [];
  for (const e of sorted) {
    const [a, b, passage] = e;
    const w = adj.get(a)?.get(b) ?? 0;
    let redundant = false;
    if (passage < 0 && !oneWay.has(e)) {
      for (const [c, wac] of adj.get(a) ?? []) {
        if (c === b) continue;
        const wcb = adj.get(c)?.get(b);
        if (wcb !== undefined && wac + wcb <= w * 1.001) {
          redundant = true;
          break;
        }
      }
    }
    if (redundant) {
      adj.get(a)?.delete(b);
      adj.get(b)?.delete(a);
    } else kept.push(e);
  }
  return kept;
}
