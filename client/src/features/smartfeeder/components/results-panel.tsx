import type { SmartFeederQuote } from '@shared/schemas/smartfeeder';
import type { TFunction } from 'i18next';
import { Check, Save } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatUsd } from '@/lib/format';
import { formatNumber } from '../utils/format';

type Props = {
  quote: SmartFeederQuote;
  saved: boolean;
  saving: boolean;
  /** Absent for a reopened calculation, which is already saved. */
  onSave?: () => void;
};

function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  detail?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {detail ? <dd className="text-xs text-slate-500">{detail}</dd> : null}
    </div>
  );
}

/** SPEC.md §3's results under their names, then the vessel they were computed for. */
export function ResultsPanel({ quote, saved, saving, onSave }: Props) {
  const { t } = useTranslation('smartfeeder');
  const vesselName =
    quote.vessel.source === 'fleet'
      ? `${quote.vessel.name} (${t('results.fromFleet')})`
      : t(`vesselTypes.${quote.vessel.vesselType}`);
  return (
    <Card aria-live="polite">
      <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
        <CardTitle>{t('results.title')}</CardTitle>
        {onSave ? (
          <Button
            variant={saved ? 'outline' : 'default'}
            size="sm"
            onClick={onSave}
            disabled={saved || saving}
          >
            {saving ? (
              <Spinner className="h-4 w-4" />
            ) : saved ? (
              <Check aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {saving ? t('results.saving') : saved ? t('results.saved') : t('results.save')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Figure
            testId="route-distance"
            label={t('results.routeDistance')}
            value={t('results.nm', { value: formatNumber(quote.routeDistance, 1) })}
          />
          <Figure
            testId="estimated-duration"
            label={t('results.estimatedDuration')}
            value={t('results.hours', { value: formatNumber(quote.estimatedDuration, 1) })}
            detail={
              quote.eta
                ? `${t('results.eta')}: ${formatDateTime(quote.eta)}`
                : t('results.speed', { speed: formatNumber(quote.speedKnots, 1) })
            }
          />
          <Figure
            testId="fuel-estimation"
            label={t('results.fuelEstimation')}
            value={t('results.tonnes', { value: formatNumber(quote.fuelEstimation, 1) })}
            detail={t(`fuelTypes.${quote.fuel.fuelType}`)}
          />
          <Figure
            testId="co2-estimation"
            label={t('results.co2Estimation')}
            value={t('results.tonnes', { value: formatNumber(quote.co2Estimation, 1) })}
            detail={
              quote.co2PerTeuKm === null
                ? undefined
                : `${t('results.co2PerTeuKm')}: ${t('results.gramsPerTeuKm', { value: formatNumber(quote.co2PerTeuKm, 0) })}`
            }
          />
          {quote.suggestedVesselType ? (
            <Figure
              testId="suggested-vessel-type"
              label={t('results.suggestedVesselType')}
              value={t(`vesselTypes.${quote.suggestedVesselType}`)}
              detail={t(`vesselBands.${quote.suggestedVesselType}`)}
            />
          ) : null}
          <Figure
            testId="estimated-cost"
            label={t('results.estimatedCost')}
            value={<Money amount={quote.estimatedCost} />}
            detail={
              quote.costPerTeu === null
                ? undefined
                : `${t('results.costPerTeu')}: ${formatUsd(quote.costPerTeu)} (${perTeuBasis(t, quote.cargo)})`
            }
          />
        </dl>
        <p className="text-sm text-slate-600">
          {t('results.vessel')}: <span className="font-medium text-slate-900">{vesselName}</span> ·{' '}
          {t('results.speed', { speed: formatNumber(quote.speedKnots, 1) })}
        </p>
        {quote.notes.length > 0 ? (
          <ul className="space-y-1 text-sm text-amber-800">
            {quote.notes.map((note) => (
              <li key={note} className="rounded-md bg-amber-50 px-3 py-2">
                {t(`results.notes.${note}`)}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Issue 13: say plainly which TEU count the cost is divided by, and why when it is not the user's cargo;
 * without a cargo weight there is no cargo to compare with (issue 25: not "your 0 TEU").
 */
export function perTeuBasis(t: TFunction<'smartfeeder'>, cargo: SmartFeederQuote['cargo']) {
  if (cargo.teu === 0) return t('results.perTeuBasisNoCargo', { teu: cargo.teuBasis });
  return cargo.teuBasis === cargo.teu
    ? t('results.perTeuBasisCargo', { teu: cargo.teuBasis })
    : t('results.perTeuBasisLoad', { teu: cargo.teuBasis, cargo: cargo.teu });
}
