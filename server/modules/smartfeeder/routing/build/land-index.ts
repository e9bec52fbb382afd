import type { LonLat } from '../geo';

/**
 * Exact point-in-land test over polygon rings (even-odd ray casting), with the ring edges bucketed
 * into latitude bands so a query only looks at the edges its eastward ray can cross.
 */
export function createLandIndex(rings: readonly (readonly LonLat[])[], bandDeg = 0.1) {
  const bands = new Map<number, [number, number, number, number][]>();
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i];
      const b = ring[(i + 1) % ring.length];
      if (a[1] === b[1]) continue;
      const lo = Math.floor(Math.min(a[1], b[1]) / bandDeg);
      const hi = Math.floor(Math.max(a[1], b[1]) / bandDeg);
      for (let k = lo; k <= hi; k++) {
        const list = bands.get(k) ?? [];
        if (list.length === 0) bands.set(k, list);
        list.push([a[0], a[1], b[0], b[1]]);
      }
    }
  }
  return {
    isLand([x, y]: LonLat) {
      let inside = false;
      for (const [x1, y1, x2, y2] of bands.get(Math.floor(y / bandDeg)) ?? []) {
        if (y1 > y === y2 > y) continue;
        const xc = x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
        if (xc > x) inside = !inside;
      }
      return inside;
    },
  };
}
