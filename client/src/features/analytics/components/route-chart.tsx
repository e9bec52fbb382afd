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

// SPEC.md §9 utilisation bands, as on the ship management cards.
const bandFill = { green: 'fill-emerald-500', yellow: 'fill-amber-400', red: 'fill-red-400' } as const;

/**
 * Utilisation by port pair: per route a grey bar for the TEU offered (scaled to the busiest route) and the booked
 * part inside it, coloured by utilisation band, with the percentage at the end. The bars are SVG drawn in
 * percentages of their row and the words are HTML, so text keeps its size at any width.
 */
export function RouteChart({ routes, format, formatPercent, describe, summary }: Props) {
  const maxOffered = Math.max(1, ...routes.map((r) => r.offered));
  const share = (teu: number) => `${teu > 0 ? Math.max(0.5, (teu / maxOffered) * 100) : 0}%`;

  return (
    <ul role="img" aria-label={summary} className="space-y-2">
      {routes.map((r) => (
        <li
          key={r.label}
          title={describe(r)}
          className="grid grid-cols-[minmax(8rem,14rem)_1fr_3.5rem] items-center gap-3 text-sm"
        >
          <span className="truncate text-slate-700">{r.label}</span>
          <span className="flex items-center gap-2">
            <svg className="h-4 min-w-0 flex-1" aria-hidden="true">
              <rect x="0" y="0" width={share(r.offered)} height="100%" rx="3" className="fill-slate-200" />
              <rect
                x="0"
                y="0"
                width={share(r.booked)}
                height="100%"
                rx="3"
                className={bandFill[utilizationBand(r.utilization)]}
              />
            </svg>
            <span className="w-20 shrink-0 text-xs text-slate-500 tabular-nums">{format(r.offered)}</span>
          </span>
          <span className="text-right font-semibold text-slate-900 tabular-nums">
            {formatPercent(r.utilization)}
          </span>
        </li>
      ))}
    </ul>
  );
}
