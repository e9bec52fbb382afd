import type { BookingRequest } from '@shared/schemas/booking-requests';
import { ArrowLeftRight, Check, Mail, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { BoxMixSummary } from '@/components/ui/box-mix-summary';
import { Button } from '@/components/ui/button';
import { BookedCo2Figure } from '@/components/ui/slot-footprint';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { requestIdOf } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { formatMoney, moneyTitle } from '@/lib/money';
import { useAcceptBookingRequest } from '../api/accept-booking-request';
import { AgreementNote } from './agreement-note';
import { BookingStatusBadge } from './booking-status-badge';
import { CounterOfferDialog } from './counter-offer-dialog';
import { DeclineDialog } from './decline-dialog';

const urgencyStyle = { low: 'outline', normal: 'secondary', high: 'warning', urgent: 'destructive' } as const;

type Props = {
  requests: BookingRequest[];
  /** TEU still free on the voyage: a request above it cannot be accepted whole. */
  availableCapacity: number;
};

/**
 * An owner's incoming booking requests for one offering: accept whole, answer with a counter-offer (PRODUCT.md 33),
 * or decline with a reason; a countered one waits on the requester, an agreed one shows its reference.
 */
export function IncomingRequests({ requests, availableCapacity }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const accept = useAcceptBookingRequest();
  const [declining, setDeclining] = useState<BookingRequest | null>(null);
  const [countering, setCountering] = useState<BookingRequest | null>(null);

  if (requests.length === 0) {
    return <p className="text-sm text-slate-500">{t('incoming.empty')}</p>;
  }

  const onAccept = (r: BookingRequest) =>
    accept.mutate(r.id, {
      onSuccess: () => toast({ title: t('incoming.accepted'), description: t('incoming.acceptedHint') }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('incoming.acceptFailed'),
          description: serverMessageOr(err, t('incoming.tryAgain')),
          reference: requestIdOf(err),
        }),
    });

  return (
    <>
      <ul className="divide-y divide-slate-100">
        {requests.map((r) => {
          const tooBig = r.requestedTEU > availableCapacity;
          const busy = accept.isPending && accept.variables === r.id;
          return (
            <li key={r.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {t('incoming.summary', { name: r.contactName, count: r.requestedTEU })}
                  </p>
                  <p className="text-xs text-slate-500">
                    {r.companyName || t('independent')} ·{' '}
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  {r.urgencyLevel !== 'normal' && (
                    <Badge variant={urgencyStyle[r.urgencyLevel]}>{t(`urgency.${r.urgencyLevel}`)}</Badge>
                  )}
                  <BookingStatusBadge status={r.status} />
                </div>
              </div>
              <BoxMixSummary mix={r.boxMix} commodity={r.commodity} />
              <p className="text-sm text-slate-700">{r.cargoDescription}</p>
              {r.co2 && (
                <p className="text-sm">
                  <span className="sr-only">{t('common:footprint.bookedLabel')}: </span>
                  <BookedCo2Figure co2={r.co2} />
                </p>
              )}
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
                {r.maxBudget !== null && (
                  <li title={moneyTitle(r.maxBudget, r.currency, i18n.language)}>
                    {t('incoming.maxBudget', { amount: formatMoney(r.maxBudget, r.currency, i18n.language) })}
                  </li>
                )}
                {r.flexibleDates && <li>{t('incoming.flexibleDates')}</li>}
                {r.specialRequirements && <li>{r.specialRequirements}</li>}
                <li className="flex items-center gap-1">
                  <Mail className="h-3 w-3" aria-hidden="true" />
                  <a href={`mailto:${r.contactEmail}`} className="text-brand-700 hover:underline">
                    {r.contactEmail}
                  </a>
                </li>
                {r.contactPhone && (
                  <li className="flex items-center gap-1">
                    <Phone className="h-3 w-3" aria-hidden="true" />
                    {r.contactPhone}
                  </li>
                )}
              </ul>
              {r.status === 'declined' && r.declineReason && (
                <p className="text-xs text-red-700">
                  {t('my.declineReason')} {r.declineReason}
                </p>
              )}
              {r.status === 'countered' && r.counter && (
                <p
                  className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
                  title={moneyTitle(r.counter.pricePerTEU, r.currency, i18n.language)}
                >
                  {t('incoming.counterSent', {
                    count: r.counter.teu,
                    price: formatMoney(r.counter.pricePerTEU, r.currency, i18n.language),
                  })}
                  {r.counter.departureDate !== r.offering.departureDate && (
                    <>
                      {' '}
                      {t('incoming.counterDeparture', {
                        date: formatDateTime(r.counter.departureDate, i18n.language),
                      })}
                    </>
                  )}
                </p>
              )}
              {r.status === 'accepted' && r.agreement && (
                <AgreementNote agreement={r.agreement} currency={r.currency} />
              )}
              {r.status === 'pending' && (
                <div className="flex flex-wrap items-center gap-2 pt-1">
                  <Button
                    size="sm"
                    className="bg-emerald-600 hover:bg-emerald-700"
                    disabled={busy || tooBig}
                    onClick={() => onAccept(r)}
                    aria-label={t('incoming.acceptFrom', { name: r.contactName, count: r.requestedTEU })}
                  >
                    {busy ? <Spinner className="h-4 w-4" /> : <Check aria-hidden="true" />}
                    {t('incoming.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-red-700 hover:bg-red-50"
                    disabled={busy}
                    onClick={() => setDeclining(r)}
                    aria-label={t('incoming.declineFrom', { name: r.contactName, count: r.requestedTEU })}
                  >
                    <X aria-hidden="true" />
                    {t('incoming.decline')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => setCountering(r)}
                    aria-label={t('incoming.counterFrom', { name: r.contactName, count: r.requestedTEU })}
                  >
                    <ArrowLeftRight aria-hidden="true" />
                    {t('incoming.counter')}
                  </Button>
                  {tooBig && <p className="text-xs text-amber-700">{t('incoming.doesNotFit')}</p>}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <DeclineDialog request={declining} onOpenChange={(open) => !open && setDeclining(null)} />
      <CounterOfferDialog request={countering} onOpenChange={(open) => !open && setCountering(null)} />
    </>
  );
}
