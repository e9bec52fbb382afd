import type { BookingConfirmation } from '@shared/schemas/booking-requests';
import { useTranslation } from 'react-i18next';
import { BoxMixSummary } from '@/components/ui/box-mix-summary';
import { Money } from '@/components/ui/money';
import { portName } from '@/components/ui/port-combobox';
import { formatDateTime } from '@/lib/format';

type Party = BookingConfirmation['carrier'];

function PartyBlock({ title, party }: { title: string; party: Party }) {
  return (
    <section className="rounded-md border border-slate-200 p-4 print:border-slate-400">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      {party.company && <p className="mt-1 font-semibold text-slate-900">{party.company}</p>}
      <p className="text-slate-800">{party.contactName}</p>
      <p className="text-slate-700">{party.contactEmail}</p>
      {party.contactPhone && <p className="text-slate-700">{party.contactPhone}</p>}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-3 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** A booking confirmation as a carrier issues one (PRODUCT.md 34), in the reader's language, printable. */
export function BookingConfirmationView({ confirmation: c }: { confirmation: BookingConfirmation }) {
  const { t, i18n } = useTranslation('bookings');
  const lang = i18n.language;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm text-slate-500">{t('confirmation.reference')}</p>
          <p className="font-mono text-2xl font-bold text-slate-900" data-testid="booking-reference">
            {c.reference}
          </p>
        </div>
        <p className="text-sm text-slate-600">
          {t('confirmation.agreedAt', { date: formatDateTime(c.agreedAt, lang) })} ·{' '}
          {t(`confirmation.origin.${c.origin}`)}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <PartyBlock title={t('confirmation.carrier')} party={c.carrier} />
        <PartyBlock title={t('confirmation.merchant')} party={c.merchant} />
      </div>
      <dl className="text-sm">
        <Row label={t('confirmation.vessel')}>{c.voyage.shipName}</Row>
        <Row label={t('confirmation.route')}>
          {portName(c.voyage.originPort)} → {portName(c.voyage.destinationPort)}
        </Row>
        <Row label={t('confirmation.departure')}>{formatDateTime(c.voyage.departureDate, lang)}</Row>
        {c.voyage.arrivalDate && (
          <Row label={t('confirmation.arrival')}>{formatDateTime(c.voyage.arrivalDate, lang)}</Row>
        )}
        <Row label={t('confirmation.cargo')}>
          <span className="font-semibold">{t('confirmation.teu', { teu: c.cargo.teu })}</span>
          <BoxMixSummary mix={c.cargo.boxMix} commodity={c.cargo.commodity} className="mt-1" />
          {c.cargo.description && <p className="mt-1 text-slate-700">{c.cargo.description}</p>}
        </Row>
        <Row label={t('confirmation.pricePerTeu')}>
          <Money amount={c.price.pricePerTEU} currency={c.price.currency} />
        </Row>
        <Row label={t('confirmation.allIn')}>
          <Money className="font-semibold" amount={c.price.allIn} currency={c.price.currency} />
        </Row>
        {c.co2 && (
          <Row label={t('confirmation.co2')}>
            {t('confirmation.co2Value', {
              ttw: (c.co2.co2TtwKg / 1000).toLocaleString(lang, { maximumFractionDigits: 2 }),
              wtw: (c.co2.co2eWtwKg / 1000).toLocaleString(lang, { maximumFractionDigits: 2 }),
            })}
          </Row>
        )}
      </dl>
      <section>
        <h2 className="text-sm font-semibold text-slate-900">{t('confirmation.history')}</h2>
        <ol aria-label={t('confirmation.history')} className="mt-2 space-y-1 text-sm text-slate-700">
          {c.history.map((step) => (
            <li key={`${step.kind}-${step.at}`}>
              {formatDateTime(step.at, lang)} · {t(`confirmation.step.${step.kind}`)}
              {step.by && ` (${t(`confirmation.${step.by}`)})`}
              {step.note && ` — ${step.note}`}
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-md bg-slate-50 p-4 text-xs leading-relaxed text-slate-600 print:bg-white">
        <h2 className="font-semibold text-slate-800">{t('confirmation.termsTitle')}</h2>
        <p className="mt-1">{t('confirmation.terms')}</p>
      </section>
    </div>
  );
}
