import { utilizationBand } from '@shared/domain/utilization';

export type RouteBar = {
  label: string;
  offered: number;
  booked: number;
  /** Percent, one decimal. */
  utilization: number;
};

type Props = {
  routes: RouteBar[];
  format: (n: number) => string;
  formatPercent: (n: number) => string;
  /** The hover title of one route. */
  describe: (route: RouteBar) => string;
  summary: string;
};

const W = 640;
const ROW = 30;
const LABEL_W = 200;
/** Room for the TEU figure after the longest bar, and for the percentage at the right edge. */
const TEU_W = 60;
const VALUE_W = 56;
const trackW = W - LABEL_W - TEU_W - VALUE_W;
// SPEC.md §9 utilisation bands, as on the ship management cards.
const bandFill = { green: 'fill-emerald-500', yellow: 'fill-amber-400', red: 'fill-red-400' } as const;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Utilisation by port pair in plain SVG: a grey track for the TEU offered (scaled to the busiest route) and the
 * booked part inside it, coloured by utilisation band, with the percentage at the end.
 */
export function RouteChart({ routes, format, formatPercent, describe, summary }: Props) {
  const maxOffered = Math.max(1, ...routes.map((r) => r.offered));
  const H = routes.length * ROW;
  const width = (teu: number) => (teu > 0 ? Math.max(2, (teu / maxOffered) * trackW) : 0);

  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
      {routes.map((r, i) => {
        const y = i * ROW;
        return (
          <g key={r.label}>
            <title>{describe(r)}</title>
            <text x={0} y={y + ROW / 2 + 4} className="fill-slate-700 text-[12px]">
              {clip(r.label, 30)}
            </text>
            <rect
              x={LABEL_W}
              y={y + 7}
              width={width(r.offered)}
              height={ROW - 14}
              rx={3}
              className="fill-slate-200"
            />
            <rect
              x={LABEL_W}
              y={y + 7}
              width={width(r.booked)}
              height={ROW - 14}
              rx={3}
              className={bandFill[utilizationBand(r.utilization)]}
            />
            <text
              x={LABEL_W + width(r.offered) + 6}
              y={y + ROW / 2 + 4}
              className="fill-slate-500 text-[11px]"
            >
              {format(r.offered)}
            </text>
            <text
              x={W}
              y={y + ROW / 2 + 4}
              textAnchor="end"
              className="fill-slate-900 text-[12px] font-semibold"
            >
              {formatPercent(r.utilization)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
