import type { DemoVessel } from '@shared/schemas/demo-tracker';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { TRACKER_NS } from '../locales/register';
import { formatDecimal, formatHeading, formatLatitude, formatLongitude } from '../utils/format';
import { vesselCardClass } from './tracker-layout';
import { colorOf } from './vessel-colors';

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The demo vessels as text: what the map shows, for everyone, keyboard and screen reader included. */
export function VesselList({ vessels }: { vessels: DemoVessel[] }) {
  const { t, i18n } = useTranslation(TRACKER_NS);
  const lng = i18n.language;
  return (
    <ul aria-label={t('listLabel')} className="space-y-4">
      {vessels.map((v, i) => (
        <li
          key={v.id}
          className={cn(vesselCardClass, 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm')}
          data-vessel-id={v.id}
          data-lat={v.position.lat}
          data-lon={v.position.lon}
          data-status={v.status}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <span aria-hidden="true" className={cn('h-2.5 w-2.5 shrink-0 rounded-full', colorOf(i).bg)} />
                {v.name}
              </h3>
              <p className="mt-0.5 text-sm text-slate-600">
                {t(`types.${v.type}`)} · {t('teu', { value: v.capacityTeu })}
              </p>
            </div>
            <Badge variant={v.status === 'en_route' ? 'success' : 'warning'} className="shrink-0">
              {t(`status.${v.status}`)}
            </Badge>
          </div>
          <dl className="mt-4 grid grid-cols-6 gap-x-4 gap-y-3 sm:grid-cols-[1.2fr_1.4fr_0.8fr_0.8fr_1.4fr]">
            <Field label={t('fields.destination')} className="col-span-3 sm:col-span-1">
              <span className="block">{v.destination.name}</span>
              <span className="block text-xs font-normal text-slate-500">
                {v.status === 'en_route'
                  ? t('leg.en_route', { from: v.origin.name, to: v.destination.name })
                  : t('leg.loading', { port: v.origin.name, to: v.destination.name })}
              </span>
            </Field>
            <Field label={t('fields.eta')} className="col-span-3 sm:col-span-1">
              {/* Voyage hours: the demo is a time-lapse, so a clock time would be seconds away (issue 27). */}
              <time dateTime={v.eta}>{t('etaIn', { value: formatDecimal(v.hoursToGo, 1, lng) })}</time>
            </Field>
            <Field label={t('fields.speed')} className="col-span-2 sm:col-span-1">
              {t('speed', { value: formatDecimal(v.speedKn, 1, lng) })}
            </Field>
            <Field label={t('fields.heading')} className="col-span-2 sm:col-span-1">
              {t('heading', { value: formatHeading(v.headingDeg) })}
            </Field>
            <Field label={t('fields.position')} className="col-span-2 sm:col-span-1">
              <span className="block whitespace-nowrap">{formatLatitude(v.position.lat, t, lng)}</span>
              <span className="block whitespace-nowrap">{formatLongitude(v.position.lon, t, lng)}</span>
            </Field>
          </dl>
        </li>
      ))}
    </ul>
  );
}
