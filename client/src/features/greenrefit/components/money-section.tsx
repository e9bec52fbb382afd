import type { Assessment } from '@shared/domain/greenrefit';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConversionNote } from '@/components/ui/money';
import { cn } from '@/lib/utils';
import { CashChart } from './cash-chart';
import { Eur } from './eur';
import { usePaybackText } from './ranking-section';

/** The first year's saving by source (fuel, EU ETS, FuelEU, charter premium, running costs). */
export function firstYearSplit(a: Assessment) {
  const c = a.cash[0];
  return [
    { key: 'fuel', value: c.fuelEur.before - c.fuelEur.after },
    { key: 'ets', value: c.etsEur.before - c.etsEur.after },
    { key: 'fuelEu', value: c.fuelEuEur.before - c.fuelEuEur.after },
    { key: 'charterPremium', value: c.charterPremiumEur },
    { key: 'opex', value: -c.opexEur },
  ] as const;
}

export function CashTable({ assessment, className }: { assessment: Assessment; className?: string }) {
  const { t } = useTranslation('greenrefit');
  return (
    <table className={cn('w-full text-sm', className)} data-testid="cash-table">
      <caption className="sr-only">{t('money.cashTitle')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
          <th scope="col" className="py-2 pr-3">
            {t('money.columns.year')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            {t('money.columns.saving')}
          </th>
          <th scope="col" className="py-2 text-right">
            {t('money.columns.cumulative')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-slate-100 text-slate-600">
          <th scope="row" className="py-1.5 pr-3 text-left font-normal">
            {t('money.investment')}
          </th>
          <td className="py-1.5 pr-3 text-right tabular-nums">
            <Eur value={-assessment.capexEur} />
          </td>
          <td className="py-1.5 text-right tabular-nums">
            <Eur value={-assessment.capexEur} />
          </td>
        </tr>
        {assessment.cash.map((c) => (
          <tr key={c.year} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-700">
              {c.year}
            </th>
            <td className="py-1.5 pr-3 text-right tabular-nums">
              <Eur value={c.savingEur} />
            </td>
            <td
              className={cn(
                'py-1.5 text-right tabular-nums',
                c.cumulativeEur >= 0 ? 'text-emerald-700' : 'text-red-700',
              )}
            >
              <Eur value={c.cumulativeEur} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the retrofit costs and earns: the first year's saving by source, payback, ten years of cash. */
export function MoneySection({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('greenrefit');
  const payback = usePaybackText();
  const split = firstYearSplit(assessment);
  const first = assessment.cash[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('money.title')}</CardTitle>
        <CardDescription>{t('money.description', { year: first.year })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <ConversionNote from="EUR" />
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-md border border-slate-200 p-3">
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t('money.capex')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">
              <Eur value={assessment.capexEur} />
            </dd>
          </div>
          <div className="rounded-md border border-slate-200 p-3">
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t('money.firstYear')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">
              <Eur value={first.savingEur} />
            </dd>
          </div>
          <div className="rounded-md border border-slate-200 p-3">
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t('money.payback')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid="payback">
              {payback(assessment.paybackYears, assessment.ranking.length === 0)}
            </dd>
          </div>
        </dl>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">
            {t('money.splitTitle', { year: first.year })}
          </h3>
          <table className="w-full text-sm" data-testid="first-year-split">
            <caption className="sr-only">{t('money.splitTitle', { year: first.year })}</caption>
            <tbody>
              {split.map((s) => (
                <tr key={s.key} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                    {t(`money.split.${s.key}`)}
                  </th>
                  <td
                    className={cn(
                      'py-1.5 text-right tabular-nums',
                      s.value < 0 ? 'text-red-700' : 'text-slate-900',
                    )}
                  >
                    <Eur value={s.value} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-1.5 pr-3 text-left">
                  {t('money.split.total')}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  <Eur value={first.savingEur} />
                </td>
              </tr>
            </tfoot>
          </table>
          {!assessment.applies.ets ? <p className="mt-2 text-xs text-slate-500">{t('money.noEts')}</p> : null}
        </div>
        <div className="space-y-4">
          <h3 className="text-sm font-semibold text-slate-800">{t('money.cashTitle')}</h3>
          <CashChart cash={assessment.cash} capexEur={assessment.capexEur} />
          <CashTable assessment={assessment} />
        </div>
      </CardContent>
    </Card>
  );
}
