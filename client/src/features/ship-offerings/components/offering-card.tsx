import type { ShipOffering } from '@shared/schemas/ship-offerings';
import { ArrowRight, Building2, CalendarClock, Mail, Phone, Ship, User } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Money } from '@/components/ui/money';
import { portName } from '@/components/ui/port-combobox';
import { SlotFootprintFacts } from '@/components/ui/slot-footprint';
import { VesselParticulars } from '@/components/ui/vessel-particulars';
import { formatDateTime } from '@/lib/format';

export const VISIBLE_CARGO_CHIPS = 3;

/** 'Dangerous goods (IMDG)' → 'dangerousGoodsImdg': the key of a cargo type the owner typed, if it is a known one. */
export const cargoTagKey = (tag: string) =>
  tag
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join('');

/** SPEC.md §9: the first three cargo types as chips, then '+N more'. */
export function CargoChips({ types }: { types: string[] }) {
  const { t } = useTranslation('offerings');
  if (types.length === 0) return null;
  // Cargo types are typed by the owner: a known one is shown in the reader's language, any other as typed.
  const label = (c: string) => {
    const key = cargoTagKey(c);
    return key ? t(`cargoTag.${key}`, { defaultValue: c }) : c;
  };
  const hidden = types.slice(VISIBLE_CARGO_CHIPS).map(label);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('card.cargoTypes')}>
      {types.slice(0, VISIBLE_CARGO_CHIPS).map((c) => (
        <li key={c}>
          <Badge variant="secondary" className="font-medium">
            {label(c)}
          </Badge>
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <Badge variant="outline" title={hidden.join(', ')}>
            {t('card.moreCargo', { count: hidden.length })}
          </Badge>
        </li>
      )}
    </ul>
  );
}

function Port({ code }: { code: string }) {
  return (
    <span className="min-w-0">
      <span className="block truncate font-medium text-slate-900" title={portName(code)}>
        {portName(code)}
      </span>
      <span className="font-mono text-xs text-slate-500">{code}</span>
    </span>
  );
}

type Props = { offering: ShipOffering; action?: ReactNode };

/** One voyage in the marketplace grid: route, dates, free TEU, price, cargo and (for members) the contact. */
export function OfferingCard({ offering: o, action }: Props) {
  const { t, i18n } = useTranslation('offerings');
  const titleId = useId();
  const full = o.availableCapacity === 0;
  const hasContact = Boolean(o.contactName || o.contactEmail || o.contactPhone);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <header className="flex items-start justify-between gap-3 p-5 pb-3">
        <div className="flex min-w-0 gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Ship className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="truncate text-base font-semibold text-slate-900" title={o.shipName}>
              {o.shipName}
            </h3>
            <p className="flex items-center gap-1 text-sm text-slate-500">
              <Building2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate" title={o.companyName ?? undefined}>
                {o.companyName || t('card.independent')}
              </span>
            </p>
            {o.isDemo && (
              <p className="mt-1 text-xs text-amber-800">
                <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
                  {t('card.demo')}
                </Badge>
                <span className="sr-only">: {t('card.demoHint')}</span>
              </p>
            )}
          </div>
        </div>
        <Badge variant={o.status === 'active' ? 'default' : 'secondary'} className="shrink-0">
          {t(`status.${o.status}`)}
        </Badge>
      </header>

      <div className="flex flex-1 flex-col gap-4 px-5 pb-5">
        <p className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <span className="sr-only">{t('card.route')}</span>
          <Port code={o.originPort} />
          <ArrowRight className="h-4 w-4 shrink-0 text-slate-400" aria-label={t('card.to')} />
          <Port code={o.destinationPort} />
        </p>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          {/* A <dl> may only hold dt/dd groups, each wrapped in at most one div: the icon sits inside the dd. */}
          <div className="col-span-2">
            <dt className="sr-only">{t('card.departure')}</dt>
            <dd className="flex items-start gap-2 text-slate-700">
              <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>
                {t('card.departs')}{' '}
                <time dateTime={o.departureDate} className="font-medium text-slate-900">
                  {formatDateTime(o.departureDate, i18n.language)}
                </time>
              </span>
            </dd>
            {o.arrivalDate && (
              <>
                <dt className="sr-only">{t('card.arrival')}</dt>
                <dd className="pl-6 text-slate-500">
                  {t('card.arrives')}{' '}
                  <time dateTime={o.arrivalDate}>{formatDateTime(o.arrivalDate, i18n.language)}</time>
                </dd>
              </>
            )}
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t('card.available')}</dt>
            <dd className={full ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'}>
              {t('card.teuOf', { available: o.availableCapacity, total: o.teuCapacity })}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t('card.pricePerTeu')}</dt>
            <dd className="text-lg font-semibold leading-tight text-emerald-700">
              <Money amount={o.pricePerTEU} currency={o.priceCurrency} />
            </dd>
          </div>
        </dl>

        <SlotFootprintFacts footprint={o.footprint} />

        <VesselParticulars particulars={o.vesselParticulars} />

        <CargoChips types={o.cargoTypes} />

        {o.specialRequirements && (
          <p className="line-clamp-2 text-sm text-slate-600" title={o.specialRequirements}>
            {o.specialRequirements}
          </p>
        )}

        {hasContact && (
          <div className="space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-600">
            <p className="sr-only">{t('card.contact')}</p>
            {o.contactName && (
              <p className="flex items-center gap-2">
                <User className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
                {o.contactName}
              </p>
            )}
            {o.contactEmail && (
              <p className="flex items-center gap-2">
                <Mail className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
                <a href={`mailto:${o.contactEmail}`} className="truncate text-brand-700 hover:underline">
                  {o.contactEmail}
                </a>
              </p>
            )}
            {o.contactPhone && (
              <p className="flex items-center gap-2">
                <Phone className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
                <a href={`tel:${o.contactPhone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                  {o.contactPhone}
                </a>
              </p>
            )}
          </div>
        )}

        {action && <div className="mt-auto pt-1">{action}</div>}
      </div>
    </article>
  );
}
