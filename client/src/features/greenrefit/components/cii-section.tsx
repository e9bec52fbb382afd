import type { Assessment, CorrectiveAction } from '@shared/domain/greenrefit';
import { AlertTriangle, CheckCircle2, Info, Table2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '../utils/format';
import { CiiChart } from './cii-chart';
import { CiiTable } from './cii-table';

function CorrectiveBanner({ action, which }: { action: CorrectiveAction; which: 'before' | 'after' }) {
  const { t } = useTranslation('greenrefit');
  return (
    <div
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid={`corrective-${which}`}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t(`cii.corrective.${which}`)}</strong>{' '}
        {t(`cii.corrective.${action.reason}`, { year: action.year })}
      </p>
    </div>
  );
}

/** IMO CII: attained and required values, the A–E rating each year to 2030 as is and with the measures. */
export function CiiSection({ assessment, hasMeasures }: { assessment: Assessment; hasMeasures: boolean }) {
  const { t } = useTranslation('greenrefit');
  const [showTable, setShowTable] = useState(false);
  const { before, after, applies } = assessment;
  const rated = before.ciiPath.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cii.title')}</CardTitle>
        <CardDescription>{t('cii.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div aria-live="polite" className="space-y-3">
          {!applies.cii ? (
            <div
              className="flex gap-3 rounded-md border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
              data-testid="cii-not-applicable"
            >
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-sky-600" aria-hidden="true" />
              <p>{t('cii.notApplicable')}</p>
            </div>
          ) : null}
          {before.correctiveAction ? (
            <CorrectiveBanner action={before.correctiveAction} which="before" />
          ) : null}
          {hasMeasures && after.correctiveAction ? (
            <CorrectiveBanner action={after.correctiveAction} which="after" />
          ) : null}
          {hasMeasures && before.correctiveAction && !after.correctiveAction ? (
            <p className="flex gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {t('cii.correctiveAvoided', { year: before.ciiPath.at(-1)?.year })}
            </p>
          ) : null}
        </div>
        {!rated ? (
          <p className="text-sm text-slate-600">{t('cii.noDistance')}</p>
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-md border border-slate-200 p-3">
                <dt className="text-xs uppercase tracking-wide text-slate-500">{t('cii.attainedAsIs')}</dt>
                <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid="attained-before">
                  {formatNumber(before.attainedCii ?? 0, 2)}{' '}
                  <span className="text-sm font-normal">{t('cii.unit')}</span>
                </dd>
              </div>
              <div className="rounded-md border border-slate-200 p-3">
                <dt className="text-xs uppercase tracking-wide text-slate-500">
                  {t('cii.attainedWithMeasures')}
                </dt>
                <dd className="mt-1 text-lg font-semibold text-brand-800" data-testid="attained-after">
                  {formatNumber(after.attainedCii ?? 0, 2)}{' '}
                  <span className="text-sm font-normal">{t('cii.unit')}</span>
                </dd>
              </div>
            </dl>
            <CiiChart before={before.ciiPath} after={after.ciiPath} />
            <Button
              variant="outline"
              size="sm"
              aria-expanded={showTable}
              onClick={() => setShowTable((v) => !v)}
            >
              <Table2 aria-hidden="true" />
              {showTable ? t('cii.hideTable') : t('cii.showTable')}
            </Button>
            {/* Hidden from sight only: a screen reader reads the table in place of the chart. */}
            <CiiTable
              before={before.ciiPath}
              after={after.ciiPath}
              className={showTable ? undefined : 'sr-only'}
            />
            <p className="text-xs text-slate-500">{t('cii.method')}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
