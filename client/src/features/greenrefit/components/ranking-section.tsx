import type { Assessment } from '@shared/domain/greenrefit';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber, formatShare } from '../utils/format';
import { Eur } from './eur';

/** Payback in words: years with one decimal, "not within 10 years", or a dash while nothing is invested in. */
export function usePaybackText() {
  const { t } = useTranslation('greenrefit');
  return (years: number | null, nothingChosen = false) =>
    nothingChosen
      ? '—'
      : years === null
        ? t('money.noPayback')
        : t('money.paybackYears', { years: formatNumber(years, 1) });
}

/** Each chosen measure on its own (best payback first), the combination, and what to look out for. */
export function RankingSection({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('greenrefit');
  const payback = usePaybackText();
  const { ranking, before, after, warnings } = assessment;
  const co2T = (share: number) => formatNumber(share * before.co2T);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ranking.title')}</CardTitle>
        <CardDescription>{t('ranking.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {warnings.length > 0 ? (
          <ul className="space-y-2" aria-live="polite">
            {warnings.map((w) => (
              <li
                key={w}
                className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
                data-testid={`warning-${w}`}
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
                {t(`warnings.${w}`, { days: formatNumber(assessment.daysAtSeaAfter) })}
              </li>
            ))}
          </ul>
        ) : null}
        {ranking.length === 0 ? (
          <p className="text-sm text-slate-600">{t('ranking.none')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-sm" data-testid="ranking">
              <caption className="sr-only">{t('ranking.title')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                  <th scope="col" className="py-2 pr-3">
                    {t('ranking.columns.measure')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('ranking.columns.fuelSaving')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('ranking.columns.co2Saving')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('ranking.columns.capex')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('ranking.columns.firstYear')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('ranking.columns.payback')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ranking.map((r) => (
                  <tr key={r.id} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                      {t(`measures.${r.id}.name`)}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatShare(r.energySaving)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatShare(r.co2Saving)}{' '}
                      <span className="text-xs text-slate-500">
                        ({t('units.tonnesCo2', { value: co2T(r.co2Saving) })})
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      <Eur value={r.capexEur} />
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      <Eur value={r.firstYearSavingEur} />
                    </td>
                    <td className="py-2 text-right tabular-nums">{payback(r.paybackYears)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold text-slate-900" data-testid="ranking-total">
                  <th scope="row" className="py-2 pr-3 text-left">
                    {t('ranking.combined')}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatShare(assessment.energySaving)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatShare(assessment.co2Saving)}{' '}
                    <span className="text-xs font-normal text-slate-500">
                      ({t('units.tonnesCo2', { value: formatNumber(before.co2T - after.co2T) })})
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    <Eur value={assessment.capexEur} />
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    <Eur value={assessment.cash[0]?.savingEur ?? 0} />
                  </td>
                  <td className="py-2 text-right tabular-nums">{payback(assessment.paybackYears)}</td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-2 text-xs text-slate-500">{t('ranking.combinedNote')}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
