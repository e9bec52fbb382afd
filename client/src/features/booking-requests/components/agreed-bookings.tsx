import type { AgreedBooking } from '@shared/schemas/booking-requests';
import { Download, FileCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PagedList } from '@/components/ui/paged-list';
import { portName } from '@/components/ui/port-combobox';
import { formatDateTime } from '@/lib/format';
import { formatMoney, moneyTitle } from '@/lib/money';
import { usePager } from '@/lib/page';
import {
  AGREED_PAGE_SIZE,
  agreedCsvUrl,
  type BookingSide,
  useAgreedBookings,
} from '../api/get-agreed-bookings';
import { confirmationPath } from '../api/get-booking-confirmation';

function AgreedRow({ booking: b }: { booking: AgreedBooking }) {
  const { t, i18n } = useTranslation('agreed');
  const lang = i18n.language;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0">
        <Link
          href={confirmationPath(b.reference)}
          className="font-mono font-semibold text-brand-700 hover:underline"
        >
          {b.reference}
        </Link>
        <span className="ml-2 text-xs text-slate-500">{t(`origin.${b.origin}`)}</span>
        <p className="text-slate-800">
          {b.shipName} · {portName(b.originPort)} → {portName(b.destinationPort)} ·{' '}
          {formatDateTime(b.departureDate, lang)}
        </p>
        <p className="text-slate-600">{t('with', { party: b.counterparty })}</p>
      </div>
      <div className="text-right">
        <p className="font-semibold text-slate-900" title={moneyTitle(b.pricePerTEU, b.currency, lang)}>
          {t('teuAt', { teu: b.teu, price: formatMoney(b.pricePerTEU, b.currency, lang) })}
        </p>
        <p className="text-slate-600" title={moneyTitle(b.allIn, b.currency, lang)}>
          {t('allIn', { amount: formatMoney(b.allIn, b.currency, lang) })}
        </p>
      </div>
    </li>
  );
}

/**
 * Every agreed booking of the user on one side (PRODUCT.md 34): from booking requests and from cargo matches,
 * each with its reference linking to its confirmation; CSV of the whole list.
 */
export function AgreedBookings({ side }: { side: BookingSide }) {
  const { t } = useTranslation('agreed');
  const [page, setPage] = useState(1);
  const query = useAgreedBookings(side, page);
  const { top, pager } = usePager<HTMLElement>(query, { page, setPage, pageSize: AGREED_PAGE_SIZE });
  return (
    <section
      ref={top}
      tabIndex={-1}
      aria-labelledby={`agreed-${side}`}
      className="rounded-lg border border-slate-200 bg-white shadow-sm outline-none"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id={`agreed-${side}`} className="flex items-center gap-1.5 font-semibold text-slate-900">
          <FileCheck className="h-4 w-4 text-emerald-700" aria-hidden="true" />
          {t(`title.${side}`)}
        </h2>
        {(query.data?.total ?? 0) > 0 && (
          <a
            href={agreedCsvUrl(side)}
            className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('csv')}
          </a>
        )}
      </header>
      <PagedList
        query={query}
        pager={pager}
        pagerLabel={t(`title.${side}`)}
        loading={<ListSkeleton label={t('loading')} rows={2} />}
        error={<ListError message={t('error')} onRetry={() => query.refetch()} />}
        empty={<ListEmpty icon={FileCheck} title={t(`empty.${side}`)} hint={t('emptyHint')} />}
        listClassName="divide-y divide-slate-100"
        listLabel={t(`title.${side}`)}
        renderItem={(b) => <AgreedRow key={b.reference} booking={b} />}
      />
    </section>
  );
}
