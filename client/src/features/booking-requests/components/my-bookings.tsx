import { bookingTotal } from '@shared/domain/money';
import {
  BOOKING_REQUESTS_PAGE_SIZE_DEFAULT,
  type BookingRequest,
  type BookingStatus,
  bookingStatuses,
} from '@shared/schemas/booking-requests';
import { ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxMixSummary } from '@/components/ui/box-mix-summary';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { LinkButton } from '@/components/ui/link-button';
import { ListEmpty, ListEmptyNote, ListError } from '@/components/ui/list-states';
import { Money } from '@/components/ui/money';
import { PagedList } from '@/components/ui/paged-list';
import { PortRoute } from '@/components/ui/port-route';
import { Skeleton } from '@/components/ui/skeleton';
import { BookedCo2Figure } from '@/components/ui/slot-footprint';
import { formatDate, formatDateTime } from '@/lib/format';
import { usePager } from '@/lib/page';
import { useMyBookingRequests } from '../api/get-my-booking-requests';
import { AgreementNote } from './agreement-note';
import { BookingStatusBadge } from './booking-status-badge';
import { CounterOfferAnswer } from './counter-offer-answer';

function BookingRow({ booking: b }: { booking: BookingRequest }) {
  const { t, i18n } = useTranslation('bookings');
  const titleId = useId();
  const o = b.offering;
  // An agreed booking's figures are the agreed terms (a counter-offer may have changed them), else the request's.
  const terms = b.agreement ?? {
    teu: b.requestedTEU,
    pricePerTEU: o.pricePerTEU,
    departureDate: o.departureDate,
  };
  const total = bookingTotal(terms.pricePerTEU, terms.teu);
  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {o.shipName}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
            <PortRoute from={o.originPort} to={o.destinationPort} toLabel={t('request.to')} />
            <span aria-hidden="true">·</span>
            <time dateTime={terms.departureDate}>{formatDateTime(terms.departureDate, i18n.language)}</time>
          </p>
          <p className="mt-0.5 text-sm text-slate-500">{o.companyName || t('independent')}</p>
        </div>
        <BookingStatusBadge status={b.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">
            {b.agreement ? t('my.bookedTeu') : t('fields.requestedTEU')}
          </dt>
          <dd className="font-semibold text-slate-900">{t('teu', { count: terms.teu })}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t('my.pricePerTeu')}</dt>
          <dd className="font-medium text-slate-900">
            <Money amount={terms.pricePerTEU} currency={b.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t('my.total')}</dt>
          <dd className="font-medium text-slate-900">
            <Money amount={total} currency={b.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t('my.requestedOn')}</dt>
          <dd className="text-slate-700">
            <time dateTime={b.createdAt}>{formatDate(b.createdAt, i18n.language)}</time>
          </dd>
        </div>
        {b.co2 && (
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">
              {t('common:footprint.bookedLabel')}
            </dt>
            <dd>
              <BookedCo2Figure co2={b.co2} />
            </dd>
          </div>
        )}
      </dl>
      <BoxMixSummary mix={b.boxMix} commodity={b.commodity} className="mt-3" />
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">{b.cargoDescription}</p>
      {b.status === 'declined' && b.declineReason && (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">{t('my.declineReason')}</span> {b.declineReason}
        </p>
      )}
      {b.status === 'countered' && <CounterOfferAnswer booking={b} />}
      {b.status === 'accepted' && b.agreement && (
        <AgreementNote agreement={b.agreement} currency={b.currency} className="mt-3" />
      )}
      {b.status === 'accepted' && !b.agreement && b.decidedAt && (
        <p className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('my.acceptedOn', { date: formatDate(b.decidedAt, i18n.language) })}
        </p>
      )}
    </li>
  );
}

const statusChoices = [undefined, ...bookingStatuses] as const;

/** All, pending, accepted, declined: the server filters, so every page holds only the chosen status. */
function StatusFilter({
  status,
  onStatus,
}: {
  status: BookingStatus | undefined;
  onStatus: (s: BookingStatus | undefined) => void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <ChoiceButtons
      legend={t('my.filter')}
      choices={statusChoices}
      value={status}
      onChange={onStatus}
      label={(s) => (s === undefined ? t('my.all') : t(`status.${s}`))}
    />
  );
}

function BookingsSkeleton() {
  const { t } = useTranslation('bookings');
  return (
    <ul className="space-y-4" role="status" aria-label={t('my.loading')}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="mt-2 h-3 w-1/2" />
          <Skeleton className="mt-5 h-10 w-full" />
        </li>
      ))}
    </ul>
  );
}

/** "My bookings": the requester's booking requests and where each stands, one server page at a time. */
export function MyBookings() {
  const { t } = useTranslation('bookings');
  const [status, setStatus] = useState<BookingStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useMyBookingRequests({ status, page, pageSize: BOOKING_REQUESTS_PAGE_SIZE_DEFAULT });
  const { top, pager } = usePager<HTMLDivElement>(query, {
    page,
    setPage,
    pageSize: BOOKING_REQUESTS_PAGE_SIZE_DEFAULT,
  });

  // Nothing requested yet: no filter either, a way to the offerings instead.
  if (query.isSuccess && query.data.total === 0 && status === undefined && page === 1) {
    return (
      <ListEmpty size="page" icon={ClipboardList} title={t('my.empty')} hint={t('my.emptyHint')}>
        <LinkButton href="/ship-offerings">{t('my.browse')}</LinkButton>
      </ListEmpty>
    );
  }
  return (
    <div ref={top} tabIndex={-1} className="space-y-4 outline-none">
      <StatusFilter
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <PagedList
        query={query}
        pager={pager}
        pagerLabel={t('my.pages')}
        loading={<BookingsSkeleton />}
        error={<ListError size="page" message={t('my.loadFailed')} onRetry={() => void query.refetch()} />}
        empty={<ListEmptyNote>{t('my.filterEmpty')}</ListEmptyNote>}
        spacing="space-y-4"
        listClassName="space-y-4"
        listLabel={t('my.title')}
        renderItem={(b) => <BookingRow key={b.id} booking={b} />}
      />
    </div>
  );
}
