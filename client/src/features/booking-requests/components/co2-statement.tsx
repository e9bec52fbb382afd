import type { Co2Statement } from '@shared/schemas/booking-requests';
import { AlertTriangle, Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { portName } from '@/components/ui/port-combobox';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, regionalLocale } from '@/lib/format';
import { type Co2Period, co2StatementCsvUrl, useCo2Statement } from '../api/get-co2-statement';

const number = (n: number, lang: string, digits = 1) =>
  new Intl.NumberFormat(regionalLocale(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);

/** How the figures were computed, with the factors the server used (the domain module's, never retyped here). */
function Method({ statement }: { statement: Co2Statement }) {
  const { t, i18n } = useTranslation('bookings');
  const lang = i18n.language;
  return (
    <section
      aria-labelledby="co2-method"
      className="space-y-2 text-sm text-slate-700 print:break-inside-avoid"
    >
      <h2 id="co2-method" className="text-base font-semibold text-slate-900">
        {t('statement.method.title')}
      </h2>
      <p>{t('statement.method.glec')}</p>
      <p>{t('statement.method.scopes')}</p>
      <p>{t('statement.method.share', { load: Math.round(statement.method.loadFactor * 100) })}</p>
      {statement.method.factors.length > 0 && (
        <ul className="list-disc space-y-1 pl-5" aria-label={t('statement.method.factors')}>
          {statement.method.factors.map((f) => (
            <li key={f.fuelType}>
              {t('statement.method.factor', {
                fuel: f.fuelType.toUpperCase(),
                co2: number(f.co2PerFuelT, lang, 3),
                wtw: number(f.wtwGPerMj, lang, 2),
                lcv: number(f.lcvMjPerKg, lang, 1),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StatementTable({ statement }: { statement: Co2Statement }) {
  const { t, i18n } = useTranslation('bookings');
  const lang = i18n.language;
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 print:px-1';
  const td = 'px-3 py-2 align-top print:px-1';
  const num = `${td} text-right tabular-nums`;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-0">
      <table className="min-w-full divide-y divide-slate-200 text-sm print:text-xs">
        <caption className="sr-only">{t('statement.tableCaption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('statement.columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('statement.columns.route')}
            </th>
            <th scope="col" className={th}>
              {t('statement.columns.vessel')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('statement.columns.teu')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('statement.columns.distance')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('statement.columns.ttw')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('statement.columns.wtw')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {statement.rows.map((r) => (
            <tr key={r.bookingId} className="print:break-inside-avoid">
              <td className={td}>
                <time dateTime={r.departureDate}>{formatDate(r.departureDate, lang)}</time>
              </td>
              <td className={td}>
                {t('statement.route', { from: portName(r.originPort), to: portName(r.destinationPort) })}
              </td>
              <td className={td}>
                {r.shipName}
                <span className="block text-xs text-slate-500">
                  {t(`common:footprint.basis.${r.basis}`)}, {r.fuelType.toUpperCase()}
                </span>
              </td>
              <td className={num}>{r.teu}</td>
              <td className={num}>{number(r.distanceNm, lang, 0)}</td>
              <td className={num}>
                {number(r.co2TtwKg, lang)}
                <span className="block text-xs text-slate-500">
                  {t('statement.perTeu', { kg: number(r.co2TtwKgPerTeu, lang) })}
                </span>
              </td>
              <td className={num}>
                {number(r.co2eWtwKg, lang)}
                <span className="block text-xs text-slate-500">
                  {t('statement.perTeu', { kg: number(r.co2eWtwKgPerTeu, lang) })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={`${td} text-left`}>
              {t('statement.total', { count: statement.totals.bookings })}
            </th>
            <td className={num}>{statement.totals.teu}</td>
            <td className={num} />
            <td className={num}>{number(statement.totals.co2TtwKg, lang)}</td>
            <td className={num}>{number(statement.totals.co2eWtwKg, lang)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The CO2 statement of a period: method, factors, one row per accepted booking and the totals; printable. */
export function Co2StatementView({ period }: { period: Co2Period }) {
  const { t, i18n } = useTranslation('bookings');
  const { data, isPending, isError, refetch } = useCo2Statement(period);
  const lang = i18n.language;
  const range = t('statement.period', {
    from: formatDate(`${period.from}T00:00:00Z`, lang),
    to: formatDate(`${period.to}T00:00:00Z`, lang),
  });
  let body: React.ReactNode;
  if (isPending) {
    body = (
      <div role="status" aria-label={t('statement.loading')} className="space-y-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <AlertTriangle className="h-5 w-5 text-red-500" aria-hidden="true" />
          {t('statement.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <Method statement={data} />
        {data.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t('statement.empty')}
          </p>
        ) : (
          <StatementTable statement={data} />
        )}
        {data.withoutFigure > 0 && (
          <p className="text-sm text-amber-800">
            {t('statement.withoutFigure', { count: data.withoutFigure })}
          </p>
        )}
      </>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{range}</p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()} disabled={!data}>
            <Printer aria-hidden="true" />
            {t('statement.print')}
          </Button>
          <Button asChild variant="outline">
            <a href={co2StatementCsvUrl(period, lang)} download>
              <Download aria-hidden="true" />
              {t('statement.csv')}
            </a>
          </Button>
        </div>
      </div>
      {body}
    </div>
  );
}
