import { Ship } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useCalculations } from '@/features/smartfeeder/api/get-calculations';
import { AssumptionsEditor } from '@/features/smartfeeder/components/assumptions-editor';
import { CalculatorForm } from '@/features/smartfeeder/components/calculator-form';
import { CostBreakdown } from '@/features/smartfeeder/components/cost-breakdown';
import { HistoryList } from '@/features/smartfeeder/components/history-list';
import { ResultsPanel } from '@/features/smartfeeder/components/results-panel';
import { RouteCard } from '@/features/smartfeeder/components/route-card';
import { SpeedComparison } from '@/features/smartfeeder/components/speed-comparison';
import { useCalculator } from '@/features/smartfeeder/hooks/use-calculator';
import { useUserVessels } from '@/features/vessels/api/get-user-vessels';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

/** SmartFeeder (SPEC.md §2): plan a voyage, see route, time, fuel, CO2 and cost, compare, save and reopen. */
export default function SmartFeederToolPage() {
  usePageTitle('smartfeeder');
  const { t } = useTranslation('smartfeeder');
  const { user } = useCurrentUser();
  const fleet = useUserVessels(user?.id);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useCalculations(historyPage);
  const calc = useCalculator();
  const shown = calc.shown;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{t('subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <CalculatorForm
            fleet={fleet.data ?? []}
            calculating={calc.calculating}
            values={calc.formValues}
            onCalculate={calc.calculate}
          />
          <HistoryList
            calculations={history.data}
            isPending={history.isPending}
            isError={history.isError}
            onRetry={() => void history.refetch()}
            page={historyPage}
            onPage={setHistoryPage}
            openId={shown?.savedId ?? null}
            onOpen={calc.reopen}
          />
        </div>
        <div className="space-y-6">
          {shown ? (
            <>
              {shown.savedAt ? (
                <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800" role="status">
                  {t('history.opened', { when: formatDateTime(shown.savedAt) })}
                </p>
              ) : null}
              <ResultsPanel
                quote={shown.quote}
                saved={shown.savedId !== null}
                saving={calc.saving}
                onSave={calc.save}
              />
              <div className="grid gap-6 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <RouteCard quote={shown.quote} />
                <CostBreakdown quote={shown.quote} />
              </div>
              <SpeedComparison quote={shown.quote} />
              <AssumptionsEditor
                assumptions={shown.quote.assumptions}
                overrides={calc.overrides}
                onChange={calc.setOverrides}
                editable
              />
            </>
          ) : (
            <div
              className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center"
              data-testid="calculator-idle"
            >
              <Ship className="h-10 w-10 text-slate-400" aria-hidden="true" />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('idle.title')}</h2>
              <p className="mt-1 max-w-md text-sm text-slate-600">{t('idle.body')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
