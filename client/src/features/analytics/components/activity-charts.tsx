import type { AnalyticsBucket, PlatformAnalytics } from '@shared/schemas/analytics';
import { useAnalyticsTranslation } from '../locales/register';
import { longPeriod, shortPeriod } from '../utils/periods';
import { ChartCard, type ChartColumn } from './chart-card';
import { type Series, TimeBarChart } from './time-bar-chart';

type Key = Exclude<keyof AnalyticsBucket, 'start'>;
type SeriesSpec = { key: Key; fill: string; swatch: string };
type ChartSpec = {
  id: string;
  series: [SeriesSpec] | [SeriesSpec, SeriesSpec];
  /** t CO2 carries decimals; the other figures are whole counts and TEU. */
  decimals?: number;
  className?: string;
};

const charts: ChartSpec[] = [
  { id: 'registrations', series: [{ key: 'registrations', fill: 'fill-brand-600', swatch: 'bg-brand-600' }] },
  {
    id: 'shipOfferings',
    series: [{ key: 'shipOfferings', fill: 'fill-emerald-600', swatch: 'bg-emerald-600' }],
  },
  {
    id: 'bookingRequests',
    series: [{ key: 'bookingRequests', fill: 'fill-violet-600', swatch: 'bg-violet-600' }],
  },
  { id: 'matches', series: [{ key: 'matches', fill: 'fill-amber-500', swatch: 'bg-amber-500' }] },
  {
    id: 'teu',
    series: [
      { key: 'teuOffered', fill: 'fill-sky-200', swatch: 'bg-sky-200' },
      { key: 'teuBooked', fill: 'fill-brand-800', swatch: 'bg-brand-800' },
    ],
  },
  { id: 'co2', series: [{ key: 'co2Tonnes', fill: 'fill-teal-600', swatch: 'bg-teal-600' }], decimals: 1 },
];

/** The charts over time: four of activity, TEU offered against booked, and the voyages' CO2. */
export function ActivityCharts({ data }: { data: PlatformAnalytics }) {
  const { t, i18n } = useAnalyticsTranslation();
  const language = i18n.language;
  const { buckets, granularity } = data;
  const labels = buckets.map((b) => shortPeriod(b.start, granularity, language));
  const titles = buckets.map((b) => longPeriod(b.start, granularity, language));
  const range = `${data.from}-to-${data.to}-${granularity}`;

  const cards = charts.map((chart) => {
    const format = (n: number) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: chart.decimals ?? 0 }).format(n);
    const title = t(`charts.${chart.id}.title`);
    const columns: ChartColumn<AnalyticsBucket>[] = [
      {
        key: 'start',
        label: t(`table.period.${granularity}`),
        display: (b) => longPeriod(b.start, granularity, language),
        csv: (b) => b.start,
      },
      ...chart.series.map((s) => ({
        key: s.key,
        label: t(`series.${s.key}`),
        numeric: true,
        display: (b: AnalyticsBucket) => format(b[s.key]),
        csv: (b: AnalyticsBucket) => b[s.key],
      })),
    ];
    const series = chart.series.map((s) => ({
      label: t(`series.${s.key}`),
      values: buckets.map((b) => b[s.key]),
      fill: s.fill,
      swatch: s.swatch,
    })) as [Series] | [Series, Series];
    const total = (key: Key) => format(data.totals[key]);
    return (
      <ChartCard
        key={chart.id}
        id={`chart-${chart.id}`}
        title={title}
        description={t(`charts.${chart.id}.description`)}
        csvName={`feederhub-${chart.id}-${range}`}
        columns={columns}
        rows={buckets}
        empty={series.every((s) => s.values.every((v) => v === 0))}
      >
        <TimeBarChart
          labels={labels}
          titles={titles}
          series={series}
          format={format}
          whole={!chart.decimals}
          summary={t('chart.summary', {
            title,
            totals: chart.series.map((s) => `${t(`series.${s.key}`)}: ${total(s.key)}`).join(', '),
            count: buckets.length,
          })}
        />
        {chart.id === 'co2' && data.totals.unroutedVoyages > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            {t('charts.co2.unrouted', { count: data.totals.unroutedVoyages })}
          </p>
        )}
      </ChartCard>
    );
  });
  return <>{cards}</>;
}
