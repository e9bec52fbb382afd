/**
 * The landing page's demo tracker map: its drawing size, fixed so the page can reserve the space before the map
 * arrives, and the Mercator projection the server fits to it (d3-geo's geoMercator, unrotated, so the client can
 * place the vessels without shipping d3-geo).
 */
export const TRACKER_MAP_SIZE = { width: 600, height: 800 } as const;

export type MercatorFit = { scale: number; translate: readonly [number, number] };

/** [x, y] in the map's drawing units for a [lon, lat] position. */
export function projectMercator({ scale, translate }: MercatorFit, [lon, lat]: readonly [number, number]) {
  const lambda = (lon * Math.PI) / 180;
  const phi = (lat * Math.PI) / 180;
  return [
    translate[0] + scale * lambda,
    translate[1] - scale * Math.log(Math.tan(Math.PI / 4 + phi / 2)),
  ] as const;
}
