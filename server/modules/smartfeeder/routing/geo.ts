/** [longitude, latitude] in decimal degrees (WGS 84), GeoJSON order. */
export type LonLat = readonly [number, number];

// Mean Earth radius 6,371.0088 km (IUGG) over 1.852 km per nautical mile (exact by definition).
export const EARTH_RADIUS_NM = 6371.0088 / 1.852;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in nautical miles (haversine). */
export function distanceNm(a: LonLat, b: LonLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLon = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a polyline in nautical miles. */
export function lineLengthNm(line: readonly LonLat[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distanceNm(line[i - 1], line[i]);
  return total;
}

/** Point at fraction t along the great circle from a to b (spherical linear interpolation). */
export function interpolate(a: LonLat, b: LonLat, t: number): LonLat {
  const [l1, p1, l2, p2] = [rad(a[0]), rad(a[1]), rad(b[0]), rad(b[1])];
  const d =
    2 *
    Math.asin(
      Math.sqrt(Math.sin((p2 - p1) / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin((l2 - l1) / 2) ** 2),
    );
  if (d === 0) return a;
  const A = Math.sin((1 - t) * d) / Math.sin(d);
  const B = Math.sin(t * d) / Math.sin(d);
  const x = A * Math.cos(p1) * Math.cos(l1) + B * Math.cos(p2) * Math.cos(l2);
  const y = A * Math.cos(p1) * Math.sin(l1) + B * Math.cos(p2) * Math.sin(l2);
  const z = A * Math.sin(p1) + B * Math.sin(p2);
  return [(Math.atan2(y, x) * 180) / Math.PI, (Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI];
}

/** Points every `stepNm` along the great circle a→b, both ends included. */
export function samplePoints(a: LonLat, b: LonLat, stepNm: number): LonLat[] {
  const n = Math.max(1, Math.ceil(distanceNm(a, b) / stepNm));
  return Array.from({ length: n + 1 }, (_, i) => interpolate(a, b, i / n));
}
