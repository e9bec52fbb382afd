import { projectMercator } from '@shared/domain/demo-tracker';
import type { DemoTrackerMap, DemoVessel } from '@shared/schemas/demo-tracker';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { colorOf } from './vessel-colors';

const fixed = (n: number) => Math.round(n * 10) / 10;
/** Map units (the drawing is 600 wide) around a ship within which port names are hidden. */
const PORT_LABEL_CLEARANCE = 48;

/**
 * The demo vessels on their loops over the land outline the server drew. Decorative for assistive technology
 * (aria-hidden): the vessel list beside it carries the same information as text.
 */
export function TrackerMap({ map, vessels }: { map: DemoTrackerMap; vessels: DemoVessel[] }) {
  const routes = useMemo(
    () =>
      map.routes.map((route) => ({
        ...route,
        d: route.coordinates
          .map((p, i) => {
            const [x, y] = projectMercator(map.projection, p);
            return `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`;
          })
          .join(''),
        ports: route.ports.map((port) => ({
          ...port,
          xy: projectMercator(map.projection, [port.lon, port.lat]),
        })),
      })),
    [map],
  );
  const marks = vessels.map((v) => projectMercator(map.projection, [v.position.lon, v.position.lat]));
  // Issue 27: a port's name gives way while a ship's label sits on it (on a phone the two ran into each other).
  const nearShip = ([x, y]: readonly number[]) =>
    marks.some(
      ([vx, vy]) => Math.abs(vx - x) < PORT_LABEL_CLEARANCE && Math.abs(vy - y) < PORT_LABEL_CLEARANCE,
    );
  const colorIndex = (vesselId: string) =>
    Math.max(
      0,
      map.routes.findIndex((r) => r.vesselId === vesselId),
    );

  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="absolute inset-0 h-full w-full"
      aria-hidden="true"
      data-testid="tracker-map"
    >
      <path d={map.land} className="fill-stone-200 stroke-stone-400" strokeWidth={0.6} />
      {routes.map((route, i) => (
        <path
          key={route.vesselId}
          d={route.d}
          fill="none"
          className={colorOf(i).stroke}
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeOpacity={0.55}
        />
      ))}
      {routes.flatMap((route) =>
        route.ports.map(({ code, name, xy: [x, y] }) => (
          <g key={code} transform={`translate(${fixed(x)} ${fixed(y)})`}>
            <circle r={4} className="fill-white stroke-slate-600" strokeWidth={1.5} />
            <text
              visibility={nearShip([x, y]) ? 'hidden' : undefined}
              x={7}
              y={16}
              className="fill-slate-700 text-[17px]"
              stroke="white"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {name}
            </text>
          </g>
        )),
      )}
      {vessels.map((vessel) => {
        const [x, y] = projectMercator(map.projection, [vessel.position.lon, vessel.position.lat]);
        const color = colorOf(colorIndex(vessel.id));
        return (
          <g
            key={vessel.id}
            transform={`translate(${fixed(x)} ${fixed(y)})`}
            data-vessel-marker={vessel.id}
            data-status={vessel.status}
          >
            {vessel.status === 'en_route' ? (
              // An arrowhead pointing along the course; Mercator keeps angles, so the heading rotates it directly.
              <path
                d="M0 -12L8 9L0 4L-8 9Z"
                transform={`rotate(${vessel.headingDeg})`}
                className={color.fill}
                stroke="white"
                strokeWidth={1.5}
                strokeLinejoin="round"
              />
            ) : (
              <circle r={8} className={color.fill} stroke="white" strokeWidth={2} />
            )}
            <text
              x={11}
              y={-11}
              className={cn('text-[21px] font-semibold', color.fill)}
              stroke="white"
              strokeWidth={3.5}
              paintOrder="stroke"
            >
              {vessel.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
