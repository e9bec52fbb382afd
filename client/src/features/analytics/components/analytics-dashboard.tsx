import type { AnalyticsParams } from '@shared/schemas/analytics';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePlatformAnalytics } from '../api/get-platform-analytics';
import { useAnalyticsTranslation } from '../locales/register';
import { ActivityCharts } from './activity-charts';
import { AnalyticsTotalsGrid } from './analytics-totals';
import { RouteUtilization } from './route-utilization';

/** The enterprise dashboard's figures for one period: totals, charts over time and utilisation by route. */
export function AnalyticsDashboard({ params }: { params: AnalyticsParams }) {
  const { t } = useAnalyticsTranslation();
  const query = usePlatformAnalytics(params);
  const { data } = query;
  // The previous period stays on screen while the next loads (placeholder data).
  const updating = query.isFetching && query.isPlaceholderData;

  if (query.isError && !data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
          {t('error.title')}
        </p>
        <p className="mt-1 text-sm">{t('error.body')}</p>
        <Button variant="outline" className="mt-4" onClick={() => query.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('error.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="relative space-y-6" aria-busy={query.isPending || updating}>
      {/* In the gap above the totals, so the page does not move when it appears. */}
      <p
        aria-live="polite"
        className="absolute -top-6 right-0 flex h-5 items-center gap-2 text-sm text-slate-500"
      >
        {query.isPending && <span className="sr-only">{t('loading')}</span>}
        {updating && (
          <>
            <Spinner className="h-4 w-4" />
            {t('updating')}
          </>
        )}
      </p>
      <AnalyticsTotalsGrid totals={data?.totals} />
      {data ? (
        <div className={`grid gap-4 transition-opacity lg:grid-cols-2 ${updating ? 'opacity-60' : ''}`}>
          <ActivityCharts data={data} />
          <RouteUtilization data={data} />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      )}
    </div>
  );
}
