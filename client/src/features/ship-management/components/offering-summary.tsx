import type { OwnOfferingSummary } from '@shared/schemas/ship-offerings';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Figures over all of the owner's voyages, from the server's aggregates (not from the page of cards on screen). */
export function OfferingSummary({ summary }: { summary: OwnOfferingSummary | undefined }) {
  const { t, i18n } = useTranslation('management');
  const number = new Intl.NumberFormat(i18n.language);
  const figures = summary && [
    { key: 'offerings', value: number.format(summary.offerings) },
    { key: 'utilization', value: `${summary.utilization}%` },
    { key: 'availableTeu', value: number.format(summary.availableTeu) },
    { key: 'pendingRequests', value: number.format(summary.pendingRequests) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('summary.label')}>
      {(['offerings', 'utilization', 'availableTeu', 'pendingRequests'] as const).map((key) => (
        <div key={key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{t(`summary.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`summary-${key}`}>
            {figures ? figures.find((f) => f.key === key)?.value : <Skeleton className="h-8 w-16" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
