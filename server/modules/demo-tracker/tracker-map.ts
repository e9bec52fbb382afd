import fs from 'node:fs';
import { createRequire } from 'node:module';
import { TRACKER_MAP_SIZE } from '@shared/domain/demo-tracker';
import type { DemoTrackerMap } from '@shared/schemas/demo-tracker';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, LineString, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LonLat } from '../smartfeeder/routing/geo';

// Room at the top and bottom edges for the labels the page lays over the map (demo badge, attribution).
const PAD = { side: 20, top: 64, bottom: 48 };
// Degrees of sea and coast shown around the loops.
const MARGIN_DEG = 1;
/** Points closer than this (map units) to the last one drawn are dropped: finer detail is below a pixel. */
const MIN_STEP = 0.8;

const round1 = (v: number) => Math.round(v * 10) / 10;

function readLand(): FeatureCollection<Polygon | MultiPolygon> {
  const file = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
}

/** SVG path data written by d3-geo's path generator, rounded to 0.1 and thinned to what can be seen. */
function pathWriter() {
  let out = '';
  let last: [number, number] = [Number.NaN, Number.NaN];
  return {
    moveTo(x: number, y: number) {
      out += `M${round1(x)} ${round1(y)}`;
      last = [x, y];
    },
    lineTo(x: number, y: number) {
      if (Math.hypot(x - last[0], y - last[1]) < MIN_STEP) return;
      out += `L${round1(x)} ${round1(y)}`;
      last = [x, y];
    },
    closePath() {
      out += 'Z';
    },
    beginPath() {},
    arc() {},
    result: () => out,
  };
}

/**
 * The static part of the tracker: the Mercator view fitted around the loops and Natural Earth's land (1:50m)
 * clipped to it as one SVG path. Drawn here once rather than in the browser, so the landing page loads a few
 * kilobytes of outline instead of d3-geo and the 180 kB (gzip) world file.
 */
export function drawTrackerMap(routes: { coordinates: readonly LonLat[] }[]) {
  const { width, height } = TRACKER_MAP_SIZE;
  const points = routes.flatMap((r) => r.coordinates);
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const frame: Feature<LineString> = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'LineString',
      coordinates: [
        [Math.min(...lons) - MARGIN_DEG, Math.min(...lats) - MARGIN_DEG],
        [Math.max(...lons) + MARGIN_DEG, Math.max(...lats) + MARGIN_DEG],
      ],
    },
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [PAD.side, PAD.top],
        [width - PAD.side, height - PAD.bottom],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const writer = pathWriter();
  geoPath(projection, writer)(readLand());
  const [tx, ty] = projection.translate();
  return {
    width,
    height,
    projection: { scale: projection.scale(), translate: [tx, ty] as [number, number] },
    land: writer.result(),
  } satisfies Omit<DemoTrackerMap, 'demo' | 'routes'>;
}
