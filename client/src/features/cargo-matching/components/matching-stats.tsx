import { CheckCircle2, ClipboardList, type LucideIcon, Ship, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatchingStats } from '../api/get-matching-stats';
import { formatNumber, formatPercent } from '../utils/format-score';

const cards: {
  key: 'activeCapacities' | 'pendingRequests' | 'proposedMatches' | 'acceptedMatches';
  icon: LucideIcon;
}[] = [
  { key: 'activeCapacities', icon: Ship },
  { key: 'pendingRequests', icon: ClipboardList },
  { key: 'proposedMatches', icon: Sparkles },
  { key: 'acceptedMatches', icon: CheckCircle2 },
];

/** SPEC.md §2 cargo matching stat cards (platform-wide), with the matched TEU, CO2 saved and average score. */
export function MatchingStats() {
  const { t, i18n } = useTranslation('matching');
  const stats = useMatchingStats();
  const language = i18n.language;
  const value = (n: number | undefined) =>
    stats.isPending ? (
      <Skeleton className="mt-2 h-8 w-14" />
    ) : stats.data ? (
      formatNumber(n ?? 0, 0, language)
    ) : (
      '–'
    );

  return (
    <section aria-labelledby="matching-stats" className="space-y-3">
      <h2 id="matching-stats" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <span className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
              {t(`stats.${key}`)}
              <Icon className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            </span>
            <span
              className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl"
              data-testid={`stat-${key}`}
            >
              {value(stats.data?.[key])}
            </span>
          </li>
        ))}
      </ul>
      {stats.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('stats.loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void stats.refetch()}>
            {t('common:retry')}
          </button>
        </p>
      ) : stats.data ? (
        <p className="text-sm text-slate-600" data-testid="matching-totals">
          {t('stats.totals', {
            teu: formatNumber(stats.data.totalTEUMatched, 0, language),
            co2: formatNumber(stats.data.co2Savings, 1, language),
            score:
              stats.data.totalMatches > 0 ? formatPercent(stats.data.averageMatchScore, 1, language) : '–',
          })}
        </p>
      ) : null}
    </section>
  );
}
