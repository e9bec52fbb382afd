import type { SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConversionNote, Money } from '@/components/ui/money';
import { formatNumber, formatShare } from '../utils/format';

/** The all-in cost by component, each with how it was reached. */
export function CostBreakdown({ quote }: { quote: SmartFeederQuote }) {
  const { t } = useTranslation('smartfeeder');
  const { cost, fuel, ets, time } = quote;
  const rows = [
    {
      key: 'fuel',
      usd: cost.fuelUsd,
      detail: t('cost.fuelDetail', {
        me: formatNumber(fuel.mainEngineT, 1),
        aux: formatNumber(fuel.auxiliaryT, 1),
        port: formatNumber(fuel.inPortT, 1),
      }),
    },
    {
      key: 'vesselTime',
      usd: cost.vesselTimeUsd,
      detail: t('cost.timeDetail', {
        sea: formatNumber(time.seaHours, 1),
        port: formatNumber(time.portHours, 0),
      }),
    },
    { key: 'portCalls', usd: cost.portCallsUsd, detail: '' },
    ...(quote.route.kielCanal
      ? [
          {
            key: 'kielCanal',
            usd: cost.canalUsd,
            detail: t('cost.kielCanalDetail', {
              dues: formatNumber(quote.route.kielCanal.duesEur, 0),
              gt: formatNumber(quote.vessel.grossTonnage, 0),
              pilotage: formatNumber(quote.route.kielCanal.pilotageEur, 0),
              nm: formatNumber(quote.route.kielCanal.distanceNm, 0),
              speed: formatNumber(quote.route.kielCanal.speedKnots, 1),
              hours: formatNumber(quote.route.kielCanal.hours, 1),
              // Pilotage is an assumption left at 0 by default: then the line says it is not included.
              context: quote.route.kielCanal.pilotageEur > 0 ? undefined : 'noPilotage',
            }),
          },
        ]
      : []),
    {
      key: 'euEts',
      usd: cost.euEtsUsd,
      detail: ets.applies
        ? t('cost.etsDetail', {
            share: formatShare(ets.phaseIn * ets.scope),
            co2: formatNumber(quote.co2.totalT, 1),
            year: quote.year,
            price: formatNumber(ets.allowancePriceEur, 0),
          })
        : t('cost.etsNone'),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cost.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm" data-testid="cost-breakdown">
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-700">
                  {t(`cost.${row.key}`)}
                  {row.detail ? <div className="text-xs font-normal text-slate-500">{row.detail}</div> : null}
                </th>
                <td className="py-2 text-right tabular-nums">
                  <Money amount={row.usd} />
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
                {t('cost.total')}
              </th>
              <td className="pt-3 text-right font-semibold tabular-nums">
                <Money amount={cost.totalUsd} />
              </td>
            </tr>
          </tbody>
        </table>
        <ConversionNote from="USD" className="mt-2 text-xs text-slate-500" />
      </CardContent>
    </Card>
  );
}
