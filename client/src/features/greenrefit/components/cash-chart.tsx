import type { CashYear } from '@shared/domain/greenrefit';
import { useTranslation } from 'react-i18next';
import { formatEurCompact } from '../utils/format';
import { ChartFigure } from './chart-figure';

// Drawn for about 520 px; ChartFigure lets a phone scroll it.
const W = 520;
const H = 220;
const M = { top: 10, right: 10, bottom: 28, left: 66 };

/** Cumulative cash after the investment, one bar a year: red while the retrofit has not paid back, green after. */
export function CashChart({ cash, capexEur }: { cash: CashYear[]; capexEur: number }) {
  const { t } = useTranslation('greenrefit');
  const values = [-capexEur, ...cash.map((c) => c.cumulativeEur)];
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const plotW = W - M.left - M.right;
  const slot = plotW / cash.length;
  const sy = (v: number) => M.top + ((hi - v) / span) * (H - M.top - M.bottom);
  const ticks = Array.from({ length: 5 }, (_, i) => lo + (span * i) / 4);
  return (
    <ChartFigure title={t('money.chartTitle')} width={W} height={H} testId="cash-chart">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={M.left} x2={W - M.right} y1={sy(v)} y2={sy(v)} stroke="#e2e8f0" />
          <text x={M.left - 6} y={sy(v) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
            {formatEurCompact(v)}
          </text>
        </g>
      ))}
      {cash.map((c, i) => {
        const x = M.left + i * slot + slot * 0.15;
        const top = sy(Math.max(0, c.cumulativeEur));
        const height = Math.max(1, Math.abs(sy(c.cumulativeEur) - sy(0)));
        return (
          <g key={c.year}>
            <rect
              x={x}
              width={slot * 0.7}
              y={top}
              height={height}
              rx={2}
              fill={c.cumulativeEur >= 0 ? '#059669' : '#dc2626'}
              opacity={0.85}
            />
            <text
              x={x + slot * 0.35}
              y={H - M.bottom + 14}
              textAnchor="middle"
              className="fill-slate-500 text-[11px]"
            >
              {c.year}
            </text>
          </g>
        );
      })}
      <line x1={M.left} x2={W - M.right} y1={sy(0)} y2={sy(0)} stroke="#334155" />
    </ChartFigure>
  );
}
