import { bookingTotal } from '@shared/domain/money';
import type { BookingRequest } from '@shared/schemas/booking-requests';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSubmitError } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/format';
import { useAcceptCounterOffer } from '../api/accept-counter-offer';
import { DeclineCounterDialog } from './decline-counter-dialog';

type Terms = { teu: number; pricePerTEU: number; departureDate: string };

/** Freight in exact cents (PRODUCT.md 28). */
const freight = (terms: Terms) => bookingTotal(terms.pricePerTEU, terms.teu);

/**
 * The owner's counter-offer beside what the requester asked (PRODUCT.md 33), with the requester's two answers:
 * accept (booked on those terms, with a reference) or decline (a reason optional).
 */
export function CounterOfferAnswer({ booking: b }: { booking: BookingRequest }) {
  const { t, i18n } = useTranslation('bookings');
  const accept = useAcceptCounterOffer();
  const [declining, setDeclining] = useState(false);
  const counter = b.counter;
  if (!counter) return null;
  const asked: Terms = {
    teu: b.requestedTEU,
    pricePerTEU: b.offering.pricePerTEU,
    departureDate: b.offering.departureDate,
  };
  const rows = [
    { label: t('counter.teu'), show: (x: Terms) => t('teu', { count: x.teu }) },
    {
      label: t('my.pricePerTeu'),
      show: (x: Terms) => <Money amount={x.pricePerTEU} currency={b.currency} />,
    },
    { label: t('counter.departure'), show: (x: Terms) => formatDateTime(x.departureDate, i18n.language) },
    { label: t('my.total'), show: (x: Terms) => <Money amount={freight(x)} currency={b.currency} /> },
  ];

  const onAccept = () =>
    accept.mutate(b.id, {
      onSuccess: (booked) =>
        toast({
          title: t('counter.accepted'),
          description: t('counter.acceptedHint', { reference: booked.agreement?.reference ?? '' }),
        }),
      onError: (err) => toastSubmitError(err, t('incoming.tryAgain'), t('counter.acceptFailed')),
    });

  return (
    <section
      aria-label={t('counter.title')}
      className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <h4 className="font-semibold text-amber-900">{t('counter.title')}</h4>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr className="text-xs uppercase tracking-wide text-slate-500">
            <td />
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('counter.asked')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('counter.offered')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-1 pr-3 font-normal text-slate-600">
                {row.label}
              </th>
              <td className="py-1 pr-3 text-slate-700">{row.show(asked)}</td>
              <td className="py-1 font-semibold text-slate-900">{row.show(counter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {counter.note && (
        <p className="mt-2 text-slate-700">
          <span className="font-medium">{t('counter.note')}</span> {counter.note}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? <Spinner className="h-4 w-4" /> : <Check aria-hidden="true" />}
          {t('counter.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setDeclining(true)}
          disabled={accept.isPending}
          aria-label={t('counter.declineLabel', { ship: b.offering.shipName })}
        >
          <X aria-hidden="true" />
          {t('counter.decline')}
        </Button>
      </div>
      <DeclineCounterDialog
        request={declining ? b : null}
        onOpenChange={(open) => !open && setDeclining(false)}
      />
    </section>
  );
}
