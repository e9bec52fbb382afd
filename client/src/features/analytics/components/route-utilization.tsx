import { findPort } from '@shared/domain/ports';
import type { AnalyticsRoute, PlatformAnalytics } from '@shared/schemas/analytics';
import { useAnalyticsTranslation } from '../locales/register';
import { ChartCard, type ChartColumn } from './chart-card';
import { RouteChart } from './route-chart';

const portName = (code: string) => findPort(code)?.name ?? code;

/** The chart shows the busiest routes; the table and the file list every one. */
const CHART_ROUTES = 10;

/** Utilisation by port pair: booked over offered TEU of the voyages listed in the range. */
export function RouteUtilization({ data }: { data: PlatformAnalytics }) {
  const { t, i18n } = useAnalyticsTranslation();
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(n);
  const percent = (n: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
  const routeName = (r: AnalyticsRoute) => `${portName(r.originPort)} → ${portName(r.destinationPort)}`;
  const title = t('charts.routes.title');
  const columns: ChartColumn<AnalyticsRoute>[] = [
    { key: 'route', label: t('table.route'), display: routeName, csv: routeName },
    { key: 'origin', label: t('table.originCode'), display: (r) => r.originPort, csv: (r) => r.originPort },
    {
      key: 'destination',
      label: t('table.destinationCode'),
      display: (r) => r.destinationPort,
      csv: (r) => r.destinationPort,
    },
    {
      key: 'voyages',
      label: t('series.voyages'),
      numeric: true,
      display: (r) => number(r.voyages),
      csv: (r) => r.voyages,
    },
    {
      key: 'teuOffered',
      label: t('series.teuOffered'),
      numeric: true,
      display: (r) => number(r.teuOffered),
      csv: (r) => r.teuOffered,
    },
    {
      key: 'teuBooked',
      label: t('series.teuBooked'),
      numeric: true,
      display: (r) => number(r.teuBooked),
      csv: (r) => r.teuBooked,
    },
    {
      key: 'utilization',
      label: t('table.utilization'),
      numeric: true,
      display: (r) => percent(r.utilization),
      csv: (r) => r.utilization,
    },
    {
      key: 'distance',
      label: t('table.distanceNm'),
      numeric: true,
      display: (r) => (r.distanceNm === null ? '–' : number(r.distanceNm)),
      csv: (r) => r.distanceNm,
    },
    {
      key: 'co2',
      label: t('series.co2Tonnes'),
      numeric: true,
      display: (r) => number(r.co2Tonnes, 1),
      csv: (r) => r.co2Tonnes,
    },
  ];
  const shown = data.routes.slice(0, CHART_ROUTES).map((r) => ({
    label: routeName(r),
    offered: r.teuOffered,
    booked: r.teuBooked,
    utilization: r.utilization,
  }));

  return (
    <ChartCard
      id="chart-routes"
      title={title}
      description={t('charts.routes.description')}
      csvName={`feederhub-route-utilisation-${data.from}-to-${data.to}`}
      columns={columns}
      rows={data.routes}
      empty={data.routes.length === 0}
      className="lg:col-span-2"
    >
      <div className="mb-3 flex flex-wrap gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-slate-200" aria-hidden="true" />
          {t('series.teuOffered')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-emerald-500" aria-hidden="true" />
          <span className="h-2.5 w-2.5 rounded-sm bg-amber-400" aria-hidden="true" />
          <span className="h-2.5 w-2.5 rounded-sm bg-red-400" aria-hidden="true" />
          {t('charts.routes.bands')}
        </span>
      </div>
      <RouteChart
        routes={shown}
        format={(n) => `${number(n)} TEU`}
        formatPercent={percent}
        describe={(r) =>
          t('charts.routes.hover', {
            route: r.label,
            booked: number(r.booked),
            offered: number(r.offered),
            utilization: percent(r.utilization),
          })
        }
        summary={t('charts.routes.summary', { count: data.routes.length, shown: shown.length })}
      />
      {data.routes.length > CHART_ROUTES && (
        <p className="mt-2 text-xs text-slate-500">
          {t('charts.routes.more', { shown: CHART_ROUTES, count: data.routes.length })}
        </p>
      )}
    </ChartCard>
  );
}
