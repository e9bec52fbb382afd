import { type AnalyticsParams, analyticsQuerySchema, toDay } from '@shared/schemas/analytics';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/ui/page-header';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';
import { RangeForm } from '@/features/analytics/components/range-form';
import { useAnalyticsTranslation } from '@/features/analytics/locales/register';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * PRODUCT.md 18: the administrators' analytics. The period lives in the address (?from&to&granularity), so a view
 * can be reloaded and shared; an address the schema refuses falls back to the last 90 days.
 */
export default function EnterpriseDashboardPage() {
  usePageTitle('enterpriseDashboard');
  const { t } = useAnalyticsTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const today = toDay(new Date());
  const schema = analyticsQuerySchema(today);
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const params: AnalyticsParams = parsed.success ? parsed.data : schema.parse({});
  const change = (next: AnalyticsParams) =>
    navigate(`/enterprise-dashboard?${new URLSearchParams(next).toString()}`, { replace: true });

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} compact />
      <RangeForm value={params} today={today} onChange={change} />
      {!parsed.success && (
        <p role="status" className="text-sm text-amber-800">
          {t('range.invalidAddress')}
        </p>
      )}
      <AnalyticsDashboard params={params} />
      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-sm">
        <summary className="cursor-pointer font-medium text-slate-900">{t('method.title')}</summary>
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          {(['periods', 'activity', 'voyages', 'utilization', 'co2', 'avoided'] as const).map((key) => (
            <li key={key}>{t(`method.${key}`)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
