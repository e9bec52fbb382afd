import type { LonLat } from './geo';

/**
 * Traffic separation schemes sailed as one-way lanes (COLREG rule 10: a ship proceeds in the lane of its direction;
 * through traffic keeps out of the inshore zones and the separation zone). The scheme's whole area, coast to coast,
 * is closed to open-water legs; the only ways through are the lanes, each an edge chain that may be sailed in its
 * own direction only. A port inside the area (Dover, Calais, Dunkirk) has two more: legs from its harbour to the
 * lanes (a ship joins the lane of its direction, crossing the other at right angles, rule 10(c)), and legs through
 * its own inshore zone, which rule 10(d)(ii) opens to ships bound to or from a port within it; those run out of the
 * port only, or into it only, so that no through route can use them.
 *
 * Positions (lane centre lines, rounded to ~0.01°; IMO Ships' Routeing, "In the Strait of Dover and adjacent waters",
 * Admiralty chart 5500, MGN 364): the south-west-bound lane on the English side, east of the Goodwin Sands, between
 * South Foreland and the Varne, ~5 nm off Dungeness, leaving the scheme north-west of the Bassurelle; the
 * north-east-bound lane on the French side from south-east of the Bassurelle, ~10 nm off Boulogne and ~5 nm off Cap
 * Gris-Nez, past the Sandettie. Across the narrows (Dover–Gris-Nez, 18 nm) the English inshore zone, the south-west
 * lane, the separation zone, the north-east lane and the French inshore zone take about 3.5, 4, 1.5, 5 and 4 nm; at the
 * western end the lanes' centres lie ~4 nm either side of the Bassurelle light buoy (50°32.8'N, 000°57.8'E), which
 * ends the separation zone on the reporting line from Royal Sovereign light to the French coast (CALDOVREP).
 * The area closed to through traffic's open-water legs runs between the two reporting lines (to the North Foreland and
 * the French–Belgian border): Dover, Calais and Dunkirk lie inside it.
 */
export type TrafficScheme = {
  name: string;
  /** The scheme's area with both inshore zones, drawn onto the land on either side. */
  area: LonLat[];
  /** Lane centre lines, in the direction of traffic; each end lies just outside `area`. */
  lanes: { name: string; points: LonLat[] }[];
};

export const TRAFFIC_SCHEMES: TrafficScheme[] = [
  {
    name: 'Dover Strait',
    area: [
      [0.43, 50.95],
      [0.435, 50.723],
      [0.963, 50.547],
      [1.75, 50.285],
      [2.6, 50.95],
      [2.545, 51.09],
      [1.45, 51.383],
      [1.2, 51.3],
    ],
    lanes: [
      {
        name: 'Dover Strait south-west-bound lane',
        points: [
          [1.8, 51.31],
          [1.66, 51.2],
          [1.41, 51.045],
          [1.15, 50.83],
          [0.86, 50.57],
        ],
      },
      {
        name: 'Dover Strait north-east-bound lane',
        points: [
          [1.05, 50.5],
          [1.3, 50.72],
          [1.49, 50.96],
          [2.0, 51.27],
        ],
      },
    ],
  },
];

/** Half a lane's width: the lanes' outer edges lie this far to starboard of their centre lines. */
export const LANE_HALF_WIDTH_NM = 2.5;

/**
 * The lanes and the separation zone between them, without the inshore zones: the ring from the south-west-bound
 * lane's starboard edge (the English side) to the north-east-bound lane's (the French side). A port inside the
 * scheme's area may sail its inshore zone (rule 10(d)(ii): to or from a port within it), never this part.
 */
export function lanesRing(scheme: TrafficScheme): LonLat[] {
  return scheme.lanes.flatMap(({ points }) =>
    points.map(([lon, lat], i): LonLat => {
      const [a, b] = [points[Math.max(0, i - 1)], points[Math.min(points.length - 1, i + 1)]];
      const k = Math.cos((lat * Math.PI) / 180);
      const [east, north] = [(b[0] - a[0]) * k, b[1] - a[1]];
      const norm = Math.hypot(east, north);
      // Starboard of the direction of travel: (north, −east).
      const d = LANE_HALF_WIDTH_NM / 60 / norm;
      return [lon + (north * d) / k, lat - east * d];
    }),
  );
}

/** A port's harbour joins the lanes of a scheme whose area holds it, by legs up to this long. */
export const JOIN_LANE_NM = 20;
/** Lanes are drawn with a node at least this often, so that a joining leg meets the lane square rather than aslant. */
export const LANE_STEP_NM = 2;

function inPolygon([lon, lat]: LonLat, polygon: readonly LonLat[]) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const inTrafficScheme = (p: LonLat) => TRAFFIC_SCHEMES.some((s) => inPolygon(p, s.area));

const LANES_RINGS = TRAFFIC_SCHEMES.map(lanesRing);
export const inTrafficLanes = (p: LonLat) => LANES_RINGS.some((ring) => inPolygon(p, ring));
