import type { Match, PortFit, ScoreComponent } from '@shared/schemas/matching';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { portName } from '@/components/ui/port-combobox';
import { formatUsd } from '@/lib/format';
import { formatMatchScore, formatNumber, formatPercent, formatPoints } from '../utils/format-score';

type Row = { key: 'port' | 'time' | 'capacity' | 'price'; part: ScoreComponent; details: string[] };

function portDetail(t: TFunction, end: 'origin' | 'destination', fit: PortFit, language: string) {
  const ports = {
    end: t(`breakdown.${end}`),
    requested: portName(fit.requested),
    offered: portName(fit.offered),
    nm: formatNumber(fit.distanceNm, 1, language),
  };
  return t(`breakdown.port.${fit.kind}`, ports);
}

function rows(t: TFunction, match: Match, language: string): Row[] {
  const b = match.breakdown;
  const hours = (h: number) => formatNumber(h, 1, language);
  const time: string[] = [];
  if (b.time.earlyHours > 0) time.push(t('breakdown.time.early', { hours: hours(b.time.earlyHours) }));
  if (b.time.lateHours > 0) time.push(t('breakdown.time.late', { hours: hours(b.time.lateHours) }));
  if (time.length === 0) time.push(t('breakdown.time.inWindow'));
  const price = formatUsd(b.price.pricePerTEU, language);
  return [
    {
      key: 'port',
      part: b.port,
      details: [
        portDetail(t, 'origin', b.port.origin, language),
        portDetail(t, 'destination', b.port.destination, language),
      ],
    },
    { key: 'time', part: b.time, details: time },
    {
      key: 'capacity',
      part: b.capacity,
      details: [
        t('breakdown.capacity.detail', {
          requested: b.capacity.requestedTEU,
          available: b.capacity.availableTEU,
        }),
      ],
    },
    {
      key: 'price',
      part: b.price,
      details: [
        b.price.maxPricePerTEU === null
          ? t('breakdown.price.noBudget', { price })
          : t('breakdown.price.withBudget', { price, max: formatUsd(b.price.maxPricePerTEU, language) }),
      ],
    },
  ];
}

/**
 * How the match score came about (shared/domain/matching/score.ts): each factor's weight, its score and the points
 * (weight × score) on the percent scale; the points add up to the match score.
 */
export function ScoreBreakdown({ match }: { match: Match }) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.language;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {t('breakdown.caption', { vessel: match.vesselDetails.vesselName })}
        </caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('breakdown.factor')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('breakdown.weight')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('breakdown.score')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t('breakdown.points')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows(t, match, language).map((row) => (
            <tr key={row.key} data-testid={`breakdown-${row.key}`} className="align-top">
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="font-medium text-slate-900">{t(`breakdown.${row.key}.label`)}</span>
                {row.details.map((d) => (
                  <span key={d} className="block text-xs text-slate-500">
                    {d}
                  </span>
                ))}
              </th>
              <td className="px-2 py-2 text-right tabular-nums text-slate-600">
                {formatPercent(row.part.weight, 0, language)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums text-slate-600">
                {formatPercent(row.part.score, 1, language)}
              </td>
              <td className="py-2 pl-2 text-right font-semibold tabular-nums text-slate-900" data-points>
                {formatPoints(row.part.points, language)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200">
          <tr>
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold text-slate-900">
              {t('breakdown.total')}
            </th>
            <td
              className="py-2 pl-2 text-right font-bold tabular-nums text-slate-900"
              data-testid="breakdown-total"
            >
              {formatPoints(match.matchScore, language)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-xs text-slate-500">
        {t('breakdown.note', { score: formatMatchScore(match.matchScore, language) })}
      </p>
    </div>
  );
}
