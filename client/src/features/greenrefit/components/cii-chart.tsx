import { CII_RATING_BOUNDS, type CiiYear, ciiRatings } from '@shared/domain/greenrefit';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../utils/format';
import { ChartFigure } from './chart-figure';
import { RATING_COLORS } from './rating-badge';

// Drawn for about 520 px; ChartFigure lets a phone scroll it.
const W = 520;
const H = 280;
const M = { top: 12, right: 34, bottom: 34, left: 54 };
const AS_IS = '#475569';
const WITH_MEASURES = '#0369a1';

type Props = { before: CiiYear[]; after: CiiYear[] };

/**
 * The CII path as attained / required by year over IMO's A–E bands (container ships' bounds): below 1 the ship
 * beats the required value; the bands tighten every year because the required value falls.
 */
export function CiiChart({ before, after }: Props) {
  const { t } = useTranslation('greenrefit');
  const ratios = [...before, ...after].map((y) => y.ratio);
  const y0 = Math.min(0.6, Math.floor((Math.min(...ratios) - 0.05) * 20) / 20);
  const y1 = Math.max(1.4, Math.ceil((Math.max(...ratios) + 0.05) * 20) / 20);
  const years = before.map((y) => y.year);
  const plotW = W - M.left - M.right;
  const sx = (year: number) =>
    years.length === 1
      ? M.left + plotW / 2
      : M.left + ((year - years[0]) / (years.at(-1)! - years[0])) * plotW;
  const sy = (ratio: number) => H - M.bottom - ((ratio - y0) / (y1 - y0)) * (H - M.top - M.bottom);
  const edges = [y0, ...CII_RATING_BOUNDS, y1];
  const bands = ciiRatings.map((rating, i) => ({ rating, from: edges[i], to: edges[i + 1] }));
  const line = (path: CiiYear[]) => path.map((y) => `${sx(y.year)},${sy(y.ratio)}`).join(' ');
  const first = before[0];
  const last = before.at(-1)!;
  const summary = t('cii.chartSummary', {
    from: first.year,
    to: last.year,
    beforeFrom: first.rating,
    beforeTo: last.rating,
    afterFrom: after[0]?.rating ?? first.rating,
    afterTo: after.at(-1)?.rating ?? last.rating,
  });

  return (
    <ChartFigure
      title={t('cii.chartTitle')}
      summary={summary}
      width={W}
      height={H}
      testId="cii-chart"
      footer={<Legend />}
    >
      {bands.map((b) => (
        <g key={b.rating}>
          <rect
            x={M.left}
            width={plotW}
            y={sy(b.to)}
            height={Math.max(0, sy(b.from) - sy(b.to))}
            fill={RATING_COLORS[b.rating].band}
          />
          <text
            x={W - M.right + 14}
            y={(sy(b.from) + sy(b.to)) / 2 + 4}
            textAnchor="middle"
            className="text-[13px] font-bold"
            fill={RATING_COLORS[b.rating].fill}
          >
            {b.rating}
          </text>
        </g>
      ))}
      {CII_RATING_BOUNDS.map((bound) => (
        <g key={bound}>
          <line x1={M.left} x2={W - M.right} y1={sy(bound)} y2={sy(bound)} stroke="#cbd5e1" />
          <text x={M.left - 6} y={sy(bound) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
            {formatNumber(bound, 2)}
          </text>
        </g>
      ))}
      <line x1={M.left} x2={W - M.right} y1={sy(1)} y2={sy(1)} stroke="#64748b" strokeDasharray="2 3" />
      {years.map((year) => (
        <text
          key={year}
          x={sx(year)}
          y={H - M.bottom + 16}
          textAnchor="middle"
          className="fill-slate-500 text-[11px]"
        >
          {year}
        </text>
      ))}
      <text
        x={14}
        y={(M.top + H - M.bottom) / 2}
        textAnchor="middle"
        transform={`rotate(-90 14 ${(M.top + H - M.bottom) / 2})`}
        className="fill-slate-600 text-[12px]"
      >
        {t('cii.axis')}
      </text>
      {[
        { key: 'before', path: before, color: AS_IS, dash: '6 4' },
        { key: 'after', path: after, color: WITH_MEASURES, dash: undefined },
      ].map((s) => (
        <g key={s.key} data-testid={`cii-line-${s.key}`}>
          <polyline
            fill="none"
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dash}
            points={line(s.path)}
          />
          {s.path.map((y) => (
            <circle
              key={y.year}
              cx={sx(y.year)}
              cy={sy(y.ratio)}
              r={4}
              fill="white"
              stroke={s.color}
              strokeWidth={2}
            />
          ))}
        </g>
      ))}
    </ChartFigure>
  );
}

function Legend() {
  const { t } = useTranslation('greenrefit');
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
      <li className="flex items-center gap-1.5">
        <svg width="22" height="6" aria-hidden="true">
          <line x1="0" x2="22" y1="3" y2="3" stroke={AS_IS} strokeWidth="2.5" strokeDasharray="6 4" />
        </svg>
        {t('cii.asIs')}
      </li>
      <li className="flex items-center gap-1.5">
        <svg width="22" height="6" aria-hidden="true">
          <line x1="0" x2="22" y1="3" y2="3" stroke={WITH_MEASURES} strokeWidth="2.5" />
        </svg>
        {t('cii.withMeasures')}
      </li>
    </ul>
  );
}
