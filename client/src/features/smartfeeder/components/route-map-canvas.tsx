import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, LineString, MultiPolygon, Polygon, Position } from 'geojson';
import { useEffect, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const WIDTH = 800;
const HEIGHT = 480;
const PAD = 24;

type Props = {
  coordinates: [number, number][];
  labels: { from: string; to: string };
  title: string;
  onError: () => void;
};

type Bounds = [number, number, number, number];

function boundsOf(points: Position[]): Bounds {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  // At least ±1° around a single port, so a port call alone still shows its coast.
  const pad = Math.max(
    0.5,
    (Math.max(...lons) - Math.min(...lons)) * 0.08,
    (Math.max(...lats) - Math.min(...lats)) * 0.08,
  );
  return [
    Math.min(...lons) - pad - 0.5,
    Math.min(...lats) - pad - 0.5,
    Math.max(...lons) + pad + 0.5,
    Math.max(...lats) + pad + 0.5,
  ];
}

/** Keeps only land polygons that reach into the view: less to draw, and no wrap-around fill from far-off rings. */
function landInView(land: Feature<Polygon | MultiPolygon>[], [w, s, e, n]: Bounds) {
  const polygons: Position[][][] = [];
  for (const f of land) {
    const list = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const poly of list) {
      if (poly[0].some(([lon, lat]) => lon > w - 5 && lon < e + 5 && lat > s - 5 && lat < n + 5))
        polygons.push(poly);
    }
  }
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPolygon', coordinates: polygons },
  } as Feature<MultiPolygon>;
}

/** The route drawn offline: Natural Earth land (world-atlas, 1:50m) under the sailed line, no tile server. */
export default function RouteMapCanvas({ coordinates, labels, title, onError }: Props) {
  const [land, setLand] = useState<Feature<Polygon | MultiPolygon>[] | null>(null);
  useEffect(() => {
    let live = true;
    import('world-atlas/land-50m.json')
      .then((mod) => {
        const topology = (mod.default ?? mod) as unknown as Topology<{ land: GeometryCollection }>;
        const fc = feature(topology, topology.objects.land);
        if (live) setLand(fc.features as Feature<Polygon | MultiPolygon>[]);
      })
      .catch(() => live && onError());
    return () => {
      live = false;
    };
  }, [onError]);

  const bounds = boundsOf(coordinates);
  const frame: Feature<LineString> = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'LineString',
      coordinates: [
        [bounds[0], bounds[1]],
        [bounds[2], bounds[3]],
      ],
    },
  };
  const projection = geoMercator().fitExtent(
    [
      [PAD, PAD],
      [WIDTH - PAD, HEIGHT - PAD],
    ],
    frame,
  );
  projection.clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);
  const path = geoPath(projection);
  const route: Feature<LineString> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates },
  };
  const start = projection(coordinates[0]) ?? [0, 0];
  const end = projection(coordinates[coordinates.length - 1]) ?? [0, 0];

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      className="h-auto w-full rounded-md bg-sky-100"
      data-testid="route-map"
    >
      <title>{title}</title>
      {land ? (
        <path
          d={path(landInView(land, bounds)) ?? ''}
          className="fill-stone-200 stroke-stone-400"
          strokeWidth={0.5}
          data-testid="route-map-land"
        />
      ) : null}
      {coordinates.length > 1 ? (
        <path
          d={path(route) ?? ''}
          fill="none"
          className="stroke-brand-700"
          strokeWidth={3}
          strokeLinejoin="round"
          data-testid="route-map-line"
        />
      ) : null}
      <g className="fill-brand-800 text-[14px] font-semibold">
        <circle cx={start[0]} cy={start[1]} r={6} className="fill-emerald-600 stroke-white" strokeWidth={2} />
        <text x={start[0] + 9} y={start[1] - 9} className="fill-slate-900">
          {labels.from}
        </text>
        {coordinates.length > 1 ? (
          <>
            <circle cx={end[0]} cy={end[1]} r={6} className="fill-red-600 stroke-white" strokeWidth={2} />
            <text x={end[0] + 9} y={end[1] - 9} className="fill-slate-900">
              {labels.to}
            </text>
          </>
        ) : null}
      </g>
    </svg>
  );
}
