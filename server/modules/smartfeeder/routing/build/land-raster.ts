import type { LonLat } from '../geo';

export type Bounds = { minLon: number; maxLon: number; minLat: number; maxLat: number };

/** Land as a bit grid of `cellDeg` cells (cell centres), plus grids of water cells within each buffer distance of land. */
export type LandRaster = {
  isLand: (p: LonLat) => boolean;
  isNearLand: (p: LonLat, buffer: number) => boolean;
};

/** Rasterises polygon rings by even-odd scanlines; cheap enough to build once per network build. */
export function rasterizeLand(
  rings: readonly (readonly LonLat[])[],
  bounds: Bounds,
  cellDeg: number,
  buffersNm: readonly number[],
): LandRaster {
  const cols = Math.ceil((bounds.maxLon - bounds.minLon) / cellDeg);
  const rows = Math.ceil((bounds.maxLat - bounds.minLat) / cellDeg);
  const land = new Uint8Array(cols * rows);
  const crossings: number[][] = Array.from({ length: rows }, () => []);
  for (const ring of rings) {
    // A ring cut at the antimeridian (Eurasia, at Chukotka) jumps from +180° to −180°: as chords across the map
    // those edges flipped the even-odd parity of whole rows (65–69°N: the Norwegian Sea and the Bothnian Bay read
    // as land). Such a ring is unwrapped, its far-western vertices moved east by 360°, so it closes beyond +180°.
    const wraps = ring.some(([x], i) => Math.abs(ring[(i + 1) % ring.length][0] - x) > 180);
    const edges: [number, number, number, number][] = [];
    const lon = (x: number) => (wraps && x < -90 ? x + 360 : x);
    for (let i = 0; i < ring.length; i++) {
      const [x1, y1] = ring[i];
      const [x2, y2] = ring[(i + 1) % ring.length];
      edges.push([lon(x1), y1, lon(x2), y2]);
    }
    for (const [x1, y1, x2, y2] of edges) {
      if (y1 === y2) continue;
      const lo = Math.min(y1, y2);
      const hi = Math.max(y1, y2);
      const r0 = Math.max(0, Math.ceil((lo - bounds.minLat) / cellDeg - 0.5));
      const r1 = Math.min(rows - 1, Math.floor((hi - bounds.minLat) / cellDeg - 0.5));
      for (let r = r0; r <= r1; r++) {
        const y = bounds.minLat + (r + 0.5) * cellDeg;
        if (y < lo || y >= hi) continue;
        crossings[r].push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      }
    }
  }
  crossings.forEach((xs, r) => {
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.max(0, Math.ceil((xs[k] - bounds.minLon) / cellDeg - 0.5));
      const c1 = Math.min(cols - 1, Math.floor((xs[k + 1] - bounds.minLon) / cellDeg - 0.5));
      for (let c = c0; c <= c1; c++) land[r * cols + c] = 1;
    }
  });
  const near = new Map(buffersNm.map((b) => [b, dilate(land, cols, rows, bounds, cellDeg, b)]));
  const index = ([lon, lat]: LonLat) => {
    const c = Math.floor((lon - bounds.minLon) / cellDeg);
    const r = Math.floor((lat - bounds.minLat) / cellDeg);
    return c < 0 || r < 0 || c >= cols || r >= rows ? -1 : r * cols + c;
  };
  return {
    isLand: (p) => {
      const i = index(p);
      return i >= 0 && land[i] === 1;
    },
    isNearLand: (p, buffer) => {
      const i = index(p);
      const grid = near.get(buffer);
      if (!grid) throw new Error(`No ${buffer} nm buffer rasterised`);
      return i >= 0 && grid[i] === 1;
    },
  };
}

function dilate(
  land: Uint8Array,
  cols: number,
  rows: number,
  bounds: Bounds,
  cellDeg: number,
  bufferNm: number,
) {
  const near = new Uint8Array(land);
  const dr = Math.ceil(bufferNm / 60 / cellDeg);
  for (let r = 0; r < rows; r++) {
    const lat = bounds.minLat + (r + 0.5) * cellDeg;
    const dc = Math.ceil(bufferNm / (60 * Math.cos((lat * Math.PI) / 180)) / cellDeg);
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (!land[i]) continue;
      const coast =
        (c > 0 && !land[i - 1]) ||
        (c < cols - 1 && !land[i + 1]) ||
        (r > 0 && !land[i - cols]) ||
        (r < rows - 1 && !land[i + cols]);
      if (!coast) continue;
      for (let y = Math.max(0, r - dr); y <= Math.min(rows - 1, r + dr); y++) {
        const fy = (y - r) / dr;
        const span = Math.floor(dc * Math.sqrt(Math.max(0, 1 - fy * fy)));
        for (let x = Math.max(0, c - span); x <= Math.min(cols - 1, c + span); x++) near[y * cols + x] = 1;
      }
    }
  }
  return near;
}
