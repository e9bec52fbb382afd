import type { LonLat } from './geo';

type Zone = { name: string; polygon: LonLat[] };
const box = (name: string, minLon: number, maxLon: number, minLat: number, maxLat: number): Zone => ({
  name,
  polygon: [
    [minLon, minLat],
    [maxLon, minLat],
    [maxLon, maxLat],
    [minLon, maxLat],
  ],
});

/**
 * Waters that the published distance tables (NGA Pub. 151) do not route through traffic, so the
 * open-water legs avoid them: the Strait of Bonifacio (restricted for large ships), the inshore
 * zone of the traffic separation scheme off Ushant, where through traffic keeps to the lanes, and
 * shoals too shallow for a feeder. (Finisterre's, Cabo da Roca's and Cabo de São Vicente's zones were avoided
 * too, until the table's legs showed its routes passing inside the boxes we had drawn: docs/adr/003-sea-routing.md.)
 * Drawn lanes and approaches are not legs: they cross these zones as drawn.
 */
export const AVOIDED_ZONES: Zone[] = [
  // The Sound's sill is crossed only by the drawn Drogden edge (straits.ts), never by an open-water leg.
  box('Drogden sill', 12.4, 13.05, 55.47, 55.57),
  box('Strait of Bonifacio', 8.9, 9.5, 41.2, 41.45),
  box('Ushant inshore zone', -5.7, -4.8, 48.2, 48.9),
  // Shoals that Natural Earth draws as open sea. Horns Rev runs ~20 nm west from Blåvands Huk at 1.5–4 m: the
  // Jutland coast route went over it, and every German Bight–Skagen pair was 4–5 nm short (mean −2%).
  box('Horns Rev', 7.55, 8.12, 55.48, 55.62),
  // Väinameri (Moonsund), between the Estonian islands and the mainland, ~5 m: Tallinn–Riga went through it, where a
  // feeder goes round Hiiumaa and Saaremaa and through the Irbe Strait.
  box('Väinameri', 22.95, 23.8, 58.3, 59.1),
];

function inPolygon([lon, lat]: LonLat, polygon: readonly LonLat[]) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const inAvoidedZone = (p: LonLat) => AVOIDED_ZONES.some((z) => inPolygon(p, z.polygon));

/** Points just outside each zone's corners, so that straight legs can round a zone closely. */
export function zoneCorners(offsetDeg = 0.05): LonLat[] {
  return AVOIDED_ZONES.flatMap(({ polygon }) => {
    const cLon = polygon.reduce((s, p) => s + p[0], 0) / polygon.length;
    const cLat = polygon.reduce((s, p) => s + p[1], 0) / polygon.length;
    return polygon.map(
      ([lon, lat]): LonLat => [
        lon + Math.sign(lon - cLon) * offsetDeg,
        lat + Math.sign(lat - cLat) * offsetDeg,
      ],
    );
  });
}
