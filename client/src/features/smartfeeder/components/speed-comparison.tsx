import type { ComparisonRow, SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConversionNote } from '@/components/ui/money';
import { formatNumber, formatUsdAxis, formatUsdRounded } from '../utils/format';
import { slowSteamingPair } from '../utils/slow-steaming';
import { LineChart, type Series } from './line-chart';

const COLORS: Record<ComparisonRow['vessel'], string> = {
  small_feeder: '#0f766e',
  micro_containership: '#1d4ed8',
  regional_feeder: '#b45309',
  fleet: '#be123c',
};

/** Cost and CO2 against speed for the three vessel types (and the chosen fleet vessel): what slow steaming saves. */
export function SpeedComparison({ quote }: { quote: SmartFeederQuote }) {
  const { t } = useTranslation('smartfeeder');
  const keys = [...new Set(quote.comparison.map((r) => r.vessel))];
  const series = (pick: (r: ComparisonRow) => number): Series[] =>
    keys.map((key) => ({
      key,
      label: key === 'fleet' ? `${quote.vessel.name} (${t('comparison.fleet')})` : t(`vesselTypes.${key}`),
      color: COLORS[key],
      points: quote.comparison.filter((r) => r.vessel === key).map((r) => ({ x: r.speedKnots, y: pick(r) })),
    }));
  const mine = quote.comparison.filter(
    (r) => r.vessel === (quote.vessel.source === 'fleet' ? 'fleet' : quote.vessel.vesselType),
  );
  const pair = slowSteamingPair(mine, quote.speedKnots);
  const samePort = quote.routeDistance === 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('comparison.title')}</CardTitle>
        <CardDescription>{t('comparison.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4" data-testid="speed-comparison">
        <div className="grid gap-6 lg:grid-cols-2">
          <LineChart
            title={t('comparison.cost')}
            xLabel={t('comparison.speedAxis')}
            series={series((r) => r.costUsd)}
            markerX={quote.speedKnots}
            formatY={formatUsdAxis}
            testId="comparison-cost"
          />
          <LineChart
            title={t('comparison.co2')}
            xLabel={t('comparison.speedAxis')}
            series={series((r) => r.co2T)}
            markerX={quote.speedKnots}
            formatY={(y) => formatNumber(y, 0)}
            testId="comparison-co2"
          />
        </div>
        {pair && !samePort ? (
          <p className="text-sm text-slate-700" data-testid="slow-steaming">
            {t('comparison.savings', {
              slow: pair.slow.speedKnots,
              fast: pair.fast.speedKnots,
              cost: formatUsdRounded(pair.fast.costUsd - pair.slow.costUsd),
              co2: formatNumber(pair.fast.co2T - pair.slow.co2T, 1),
            })}
          </p>
        ) : null}
        <ConversionNote from="USD" />
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600">{t('comparison.table')}</summary>
          <table className="mt-2 w-full text-xs tabular-nums">
            <thead>
              <tr className="text-left text-slate-500">
                <th scope="col" className="py-1 pr-2">
                  {t('comparison.speed')}
                </th>
                {keys.map((k) => (
                  <th key={k} scope="col" className="py-1 pr-2">
                    {k === 'fleet' ? quote.vessel.name : t(`vesselTypes.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...new Set(quote.comparison.map((r) => r.speedKnots))].map((speed) => (
                <tr key={speed} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {speed}
                  </th>
                  {keys.map((k) => {
                    const r = quote.comparison.find((x) => x.vessel === k && x.speedKnots === speed);
                    return (
                      <td key={k} className="py-1 pr-2">
                        {r ? `${formatUsdRounded(r.costUsd)} · ${formatNumber(r.co2T, 1)} t` : ''}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
