import type { PassageId } from '@shared/schemas/smartfeeder';
import { type LonLat, samplePoints } from './geo';

type Box = { minLon: number; maxLon: number; minLat: number; maxLat: number };

/**
 * Gates a ship must cross to use a strait, drawn across its narrows (positions from the
 * Admiralty/NGA sailing directions for the named straits, rounded): a line that samples a
 * point inside the box has used the strait.
 */
const GATES: { id: PassageId; box: Box }[] = [
  { id: 'dover-strait', box: { minLon: 1.2, maxLon: 1.95, minLat: 50.85, maxLat: 51.15 } },
  { id: 'skagen', box: { minLon: 10.45, maxLon: 10.9, minLat: 57.6, maxLat: 58.1 } },
  { id: 'the-sound', box: { minLon: 12.45, maxLon: 12.8, minLat: 55.85, maxLat: 56.15 } },
  { id: 'great-belt', box: { minLon: 10.75, maxLon: 11.25, minLat: 55.2, maxLat: 55.5 } },
  { id: 'gibraltar', box: { minLon: -5.75, maxLon: -5.35, minLat: 35.85, maxLat: 36.1 } },
];

/** Degrees: a great-circle leg of up to 250 nm strays less than this from its endpoints' box. */
const MARGIN = 0.5;

const inside = (b: Box, [lon, lat]: LonLat) =>
  lon >= b.minLon && lon <= b.maxLon && lat >= b.minLat && lat <= b.maxLat;

/**
 * Passages along a route line, in the order sailed; `segmentPassages[i]` names the passage whose drawn
 * edge segment i (line[i]→line[i+1]) is (the Kiel Canal, Drogden, the Little Belt), null for open water.
 */
export function passagesAlong(
  line: readonly LonLat[],
  segmentPassages: readonly (PassageId | null)[],
): PassageId[] {
  const found: PassageId[] = [];
  for (let i = 1; i < line.length; i++) {
    const drawn = segmentPassages[i - 1];
    if (drawn && !found.includes(drawn)) found.push(drawn);
    // Sampling costs trigonometry per nautical mile: only for a segment whose box (with a margin for the great
    // circle's bulge) meets a gate not yet found.
    const [a, b] = [line[i - 1], line[i]];
    const near = GATES.filter(
      (g) =>
        !found.includes(g.id) &&
        Math.min(a[0], b[0]) - MARGIN <= g.box.maxLon &&
        Math.max(a[0], b[0]) + MARGIN >= g.box.minLon &&
        Math.min(a[1], b[1]) - MARGIN <= g.box.maxLat &&
        Math.max(a[1], b[1]) + MARGIN >= g.box.minLat,
    );
    if (near.length === 0) continue;
    for (const p of samplePoints(a, b, 1)) {
      for (const gate of near) if (!found.includes(gate.id) && inside(gate.box, p)) found.push(gate.id);
    }
  }
  return found;
}
