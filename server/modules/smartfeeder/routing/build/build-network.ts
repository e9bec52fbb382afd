import type { PassageId } from '@shared/schemas/smartfeeder';
import { APPROACHES, KIEL_CANAL, KIEL_CANAL_NM, KIEL_HOLTENAU_INDEX } from '../approaches';
import { distanceNm, type LonLat, lineLengthNm, samplePoints } from '../geo';
import { inAvoidedZone, zoneCorners } from '../avoided-zones';
import { HARBOUR_LANES } from '../harbour-lanes';
import { STRAIT_LANES } from '../straits';
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
};

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
    if (!samplePoints(a, b, SAMPLE_NM).every((p) => !raster.isLand(p) && !inAvoidedZone(p))) continue;
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

  // Open-water waypoints: a 1° grid away from the coast, and the corners of the avoided zones,
  // so that straight legs can round headlands and zones instead of following marnet's zigzags.
  for (let lon = NETWORK_BOUNDS.minLon + 0.5; lon < NETWORK_BOUNDS.maxLon; lon += GRID_DEG) {
    for (let lat = NETWORK_BOUNDS.minLat + 0.5; lat < NETWORK_BOUNDS.maxLat; lat += GRID_DEG) {
      const p: LonLat = [lon, lat];
      if (!raster.isLand(p) && !raster.isNearLand(p, COAST_BUFFER_NM) && !inAvoidedZone(p))
        candidate(node(p));
    }
  }
  // Near the coast a 1° grid is too coarse to round capes and islands closely (Palma–Tarragona went
  // 20 nm south to clear Mallorca's west end): a half-degree grid within COASTAL_GRID_NM of land.
  for (let lon = NETWORK_BOUNDS.minLon; lon < NETWORK_BOUNDS.maxLon; lon += GRID_DEG / 2) {
    for (let lat = NETWORK_BOUNDS.minLat; lat < NETWORK_BOUNDS.maxLat; lat += GRID_DEG / 2) {
      const p: LonLat = [lon, lat];
      if (raster.isLand(p) || raster.isNearLand(p, COAST_BUFFER_NM) || inAvoidedZone(p)) continue;
      if (nearCoast(raster, p)) candidate(node(p));
    }
  }
  // Closer in, a quarter-degree grid within FINE_GRID_NM of land and at least FINE_GRID_OFF_NM off it: the
  // half-degree points alone left capes and islands without a waypoint near them, so routes bent out to the next
  // grid point (Limassol–Mersin went round the west of Cyprus, 212 nm for 175; Naples–Salerno 62 nm for ~47).
  for (let lon = NETWORK_BOUNDS.minLon; lon < NETWORK_BOUNDS.maxLon; lon += GRID_DEG / 4) {
    for (let lat = NETWORK_BOUNDS.minLat; lat < NETWORK_BOUNDS.maxLat; lat += GRID_DEG / 4) {
      const p: LonLat = [lon, lat];
      if (raster.isLand(p) || raster.isNearLand(p, FINE_GRID_OFF_NM) || inAvoidedZone(p)) continue;
      if (nearCoast(raster, p, FINE_GRID_NM)) candidate(node(p));
    }
  }
  for (const p of zoneCorners()) {
    if (!raster.isLand(p) && !raster.isNearLand(p, COAST_BUFFER_NM) && !inAvoidedZone(p)) candidate(node(p));
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
  const pruned = pruneDetours(nodes, [...edges.values()]);
  return { nodes, edges: pruned, passages, ports: portNodes };
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
      if (!raster.isLand(p) && !raster.isNearLand(p, SHORT_LEG_BUFFER_NM) && !inAvoidedZone(p)) exits.push(p);
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

function isOpenWaterLeg(raster: LandRaster, pa: LonLat, pb: LonLat, a: Candidate, b: Candidate) {
  const total = distanceNm(pa, pb);
  const buffer = total < SHORT_LEG_NM ? SHORT_LEG_BUFFER_NM : COAST_BUFFER_NM;
  const samples = samplePoints(pa, pb, SAMPLE_NM);
  for (let k = 1; k < samples.length - 1; k++) {
    const da = (k / (samples.length - 1)) * total;
    const db = total - da;
    if (da < a.skipLandNm || db < b.skipLandNm) continue;
    const p = samples[k];
    if (raster.isLand(p) || inAvoidedZone(p)) return false;
    if (da >= a.relaxNm && db >= b.relaxNm && raster.isNearLand(p, buffer)) return false;
  }
  return true;
}

/** Drops a straight leg when two other legs through a common node are at most 0.1% longer: same routes, smaller file. */
function pruneDetours(nodes: LonLat[], edges: SeaNetworkData['edges']) {
  const adj = new Map<number, Map<number, number>>();
  const link = (a: number, b: number, w: number) => {
    if (!adj.has(a)) adj.set(a, new Map());
    adj.get(a)?.set(b, w);
  };
  for (const [a, b] of edges) {
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
    if (passage < 0) {
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
