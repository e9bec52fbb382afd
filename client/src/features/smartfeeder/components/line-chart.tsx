import { useId } from 'react';

export type Series = { key: string; label: string; color: string; points: { x: number; y: number }[] };

const W = 420;
const H = 240;
const M = { top: 12, right: 12, bottom: 36, left: 64 };

const ticks = (min: number, max: number, count = 4) =>
  Array.from({ length: count + 1 }, (_, i) => min + ((max - min) * i) / count);

/** A small SVG line chart: one line per series, a marker at the chosen x. */
export function LineChart(props: {
  title: string;
  xLabel: string;
  series: Series[];
  markerX?: number;
  formatY: (y: number) => string;
  testId: string;
}) {
  const titleId = useId();
  const xs = props.series.flatMap((s) => s.points.map((p) => p.x));
  const ys = props.series.flatMap((s) => s.points.map((p) => p.y));
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [0, Math.max(...ys) * 1.05 || 1];
  const sx = (x: number) => M.left + ((x - x0) / (x1 - x0 || 1)) * (W - M.left - M.right);
  const sy = (y: number) => H - M.bottom - ((y - y0) / (y1 - y0)) * (H - M.top - M.bottom);
  return (
    <figure className="space-y-2">
      <figcaption id={titleId} className="text-sm font-medium text-slate-700">
        {props.title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full"
        data-testid={props.testId}
      >
        {ticks(y0, y1).map((y) => (
          <g key={y}>
            <line x1={M.left} x2={W - M.right} y1={sy(y)} y2={sy(y)} className="stroke-slate-200" />
            <text x={M.left - 6} y={sy(y) + 4} textAnchor="end" className="fill-slate-500 text-[10px]">
              {props.formatY(y)}
            </text>
          </g>
        ))}
        {xs
          .filter((x, i) => xs.indexOf(x) === i && x % 2 === 0)
          .map((x) => (
            <text
              key={x}
              x={sx(x)}
              y={H - M.bottom + 14}
              textAnchor="middle"
              className="fill-slate-500 text-[10px]"
            >
              {x}
            </text>
          ))}
        <text
          x={(M.left + W - M.right) / 2}
          y={H - 4}
          textAnchor="middle"
          className="fill-slate-600 text-[11px]"
        >
          {props.xLabel}
        </text>
        {props.markerX !== undefined && props.markerX >= x0 && props.markerX <= x1 ? (
          <line
            x1={sx(props.markerX)}
            x2={sx(props.markerX)}
            y1={M.top}
            y2={H - M.bottom}
            className="stroke-slate-400"
            strokeDasharray="4 3"
          />
        ) : null}
        {props.series.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            points={s.points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')}
          />
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {props.series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-0.5 w-4"
              style={{ backgroundColor: s.color }}
            />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
