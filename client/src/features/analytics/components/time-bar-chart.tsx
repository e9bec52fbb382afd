import { axisTicks, labelIndices } from '../utils/scale';

export type Series = {
  label: string;
  values: number[];
  /** Tailwind fill class of the bars and background class of the legend swatch. */
  fill: string;
  swatch: string;
};

type Props = {
  /** Axis label of each bucket ('Mar 5'). */
  labels: string[];
  /** Full name of each bucket for the hover title ('5 Mar 2024'). */
  titles: string[];
  /** One series draws plain bars; a second is drawn inside the first, narrower (booked within offered). */
  series: [Series] | [Series, Series];
  format: (n: number) => string;
  /** What the chart shows, read out instead of the drawing (the table view has the figures). */
  summary: string;
  /** Whole numbers (counts, TEU) keep whole axis steps. */
  whole?: boolean;
};

const W = 640;
const H = 220;
const M = { left: 48, right: 8, top: 10, bottom: 26 };
const plotW = W - M.left - M.right;
const plotH = H - M.top - M.bottom;

/** Bars over time in plain SVG, scaled to its box; the hover title of each bucket names its figures. */
export function TimeBarChart({ labels, titles, series, format, summary, whole = true }: Props) {
  const n = labels.length;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const ticks = axisTicks(max, 4, whole);
  const top = ticks.at(-1)!;
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const band = plotW / Math.max(n, 1);
  const outer = Math.max(1, band * 0.72);
  const inner = Math.max(1, outer * 0.55);
  // A non-zero value never disappears into the axis line.
  const height = (v: number) => (v > 0 ? Math.max(1.5, M.top + plotH - y(v)) : 0);

  return (
    <figure className="space-y-2">
      {series.length > 1 && (
        <figcaption className="flex flex-wrap gap-4 text-xs text-slate-600">
          {series.map((s) => (
            <span key={s.label} className="inline-flex items-center gap-1.5">
              <span className={`h-2.5 w-2.5 rounded-sm ${s.swatch}`} aria-hidden="true" />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={M.left}
              x2={W - M.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'stroke-slate-300' : 'stroke-slate-100'}
            />
            <text x={M.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-500 text-[12px]">
              {format(tick)}
            </text>
          </g>
        ))}
        {labels.map((_, i) => {
          const x = M.left + i * band;
          const [outerSeries, innerSeries] = series;
          // One series' bar, `width` wide in the middle of the bucket.
          const bar = (s: typeof outerSeries, width: number) => (
            <rect
              x={x + (band - width) / 2}
              y={M.top + plotH - height(s.values[i])}
              width={width}
              height={height(s.values[i])}
              rx={width > 6 ? 2 : 0}
              className={s.fill}
            />
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: buckets are in a fixed order.
            <g key={i}>
              <title>
                {`${titles[i]}: ${series.map((s) => `${s.label} ${format(s.values[i])}`).join(', ')}`}
              </title>
              <rect x={x} y={M.top} width={band} height={plotH} className="fill-transparent" />
              {bar(outerSeries, outer)}
              {innerSeries && bar(innerSeries, inner)}
            </g>
          );
        })}
        {labelIndices(n, 8).map((i) => (
          <text
            key={i}
            x={M.left + i * band + band / 2}
            y={H - 8}
            textAnchor="middle"
            className="fill-slate-500 text-[12px]"
          >
            {labels[i]}
          </text>
        ))}
      </svg>
    </figure>
  );
}
