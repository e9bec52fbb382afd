import type { CiiYear } from '@shared/domain/greenrefit';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { formatNumber } from '../utils/format';
import { RatingBadge } from './rating-badge';

/** The CII path year by year, as is and with the measures side by side (the chart's figures, readable). */
export function CiiTable({
  before,
  after,
  className,
}: {
  before: CiiYear[];
  after: CiiYear[];
  className?: string;
}) {
  const { t } = useTranslation('greenrefit');
  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className="w-full min-w-[520px] text-sm" data-testid="cii-table">
        <caption className="sr-only">{t('cii.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-3">
              {t('cii.columns.year')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('cii.columns.z')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('cii.columns.required')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('cii.columns.asIs')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('cii.columns.withMeasures')}
            </th>
          </tr>
        </thead>
        <tbody>
          {before.map((y, i) => {
            const a = after[i];
            return (
              <tr key={y.year} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-700">
                  {y.year}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatNumber(y.z, 3, 0)}%</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatNumber(y.required, 2)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {formatNumber(y.ratio, 2)} <RatingBadge rating={y.rating} />
                </td>
                <td className="py-1.5 text-right tabular-nums" data-testid={`after-${y.year}`}>
                  {a ? (
                    <>
                      {formatNumber(a.ratio, 2)} <RatingBadge rating={a.rating} />
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
