import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LonLat } from '../geo';
import type { Bounds } from './land-raster';

/** Land polygons of Natural Earth (public domain) as packaged by world-atlas, rings overlapping `bounds`. */
export function loadLandRings(file: 'land-10m.json' | 'land-50m.json', bounds: Bounds): LonLat[][] {
  const path = createRequire(import.meta.url).resolve(`world-atlas/${file}`);
  const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const rings: LonLat[][] = [];
  for (const f of land.features) {
    const g = f.geometry as Polygon | MultiPolygon;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const overlaps = ring.some(
          ([lon, lat]) =>
            lon >= bounds.minLon - 1 &&
            lon <= bounds.maxLon + 1 &&
            lat >= bounds.minLat - 1 &&
            lat <= bounds.maxLat + 1,
        );
        if (overlaps) rings.push(ring as unknown as LonLat[]);
      }
    }
  }
  return rings;
}
