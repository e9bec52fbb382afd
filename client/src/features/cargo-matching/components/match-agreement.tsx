import type { Match } from '@shared/schemas/matching';
import { ArrowLeftRight, Check, Clock, FileText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';

/** What a party may do on a match card (PRODUCT.md 33). */
export type MatchAction = 'accept' | 'reject' | 'counter' | 'declineCounter';
type Decide = (match: Match, action: MatchAction) => void;
type Target = { vessel: string; teu: number; shipper: string };

/** The button that opens a counter-offer on the price (PRODUCT.md 33), wherever a party may make one. */
export function CounterButton({
  match,
  onDecide,
  target,
  className,
  size,
}: {
  match: Match;
  onDecide: Decide;
  target: Target;
  className?: string;
  size?: 'sm';
}) {
  const { t } = useTranslation('matching');
  return (
    <Button
      size={size}
      variant="outline"
      className={className}
      onClick={() => onDecide(match, 'counter')}
      aria-label={t('counterOffer.counterLabel', target)}
    >
      <ArrowLeftRight aria-hidden="true" />
      {t('counterOffer.counter')}
    </Button>
  );
}

/** The contact of a side of the match: the carrier's on the capacity, the shipper's on the request. */
const contactOf = (m: Match, side: 'carrier' | 'shipper') =>
  side === 'carrier' ? m.vesselDetails.contactName : m.requestDetails.contactName;

/** Which of the hold's texts and answers the reader gets: the holder waits, the other party confirms. */
export const holdRole = (m: Match) =>
  !m.hold || m.party === 'admin' ? 'onlooker' : m.hold.by === m.party ? 'holder' : 'confirmer';

/**
 * PRODUCT.md 33 on the match card: a counter-offer on the price and its answers; while held, the party that
 * accepted first sees until when the TEU are held and may release them, the other party confirms (books), counters
 * or declines before the hold ends. Once both agreed: the booking's reference.
 */
export function MatchAgreement(props: { match: Match; onDecide: Decide; target: Target }) {
  return (
    <>
      {props.match.counter && <CounterBanner {...props} />}
      <HoldBox {...props} />
    </>
  );
}

/**
 * A counter-offer waiting for an answer: the side that made it waits; the other side accepts it (booked at once at
 * that price), answers with another price (not the holder of a held match, who took the price by holding) or
 * declines it.
 */
function CounterBanner({ match, onDecide, target }: { match: Match; onDecide: Decide; target: Target }) {
  const { t, i18n } = useTranslation('matching');
  const counter = match.counter;
  if (!counter || match.party === 'admin') return null;
  const price = formatMoney(counter.pricePerTEU, match.currency, i18n.language);
  const listed = formatMoney(match.pricePerTEU, match.currency, i18n.language);
  if (counter.by === match.party) {
    return (
      <p className="flex items-start gap-1.5 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <ArrowLeftRight className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {t('counterOffer.yours', {
            price,
            listed,
            other: contactOf(match, counter.by === 'carrier' ? 'shipper' : 'carrier'),
          })}
        </span>
      </p>
    );
  }
  const mayCounter = match.status === 'proposed';
  return (
    <div
      className="space-y-3 rounded-md border-2 border-sky-600 bg-sky-50 p-3 text-sm"
      data-testid="match-counter"
    >
      <p className="font-medium text-slate-900">
        {t('counterOffer.theirs', { name: contactOf(match, counter.by), price, listed })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => onDecide(match, 'accept')}
          aria-label={t('counterOffer.acceptLabel', { ...target, price })}
        >
          <Check aria-hidden="true" />
          {t('counterOffer.accept', { price })}
        </Button>
        {mayCounter && <CounterButton match={match} onDecide={onDecide} target={target} />}
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => onDecide(match, 'declineCounter')}
          aria-label={t('counterOffer.declineLabel', target)}
        >
          <X aria-hidden="true" />
          {t('counterOffer.decline')}
        </Button>
      </div>
    </div>
  );
}

function HoldBox({ match, onDecide, target }: { match: Match; onDecide: Decide; target: Target }) {
  const { t, i18n } = useTranslation('matching');
  if (match.status === 'accepted' && match.reference) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <span>
          {t('agreement.booked')} ·{' '}
          <span className="whitespace-nowrap font-mono font-semibold" data-testid="match-reference">
            {match.reference}
          </span>
        </span>
        <Link
          href={`/bookings/confirmation?reference=${encodeURIComponent(match.reference)}`}
          className="inline-flex items-center gap-1 font-medium text-emerald-800 underline-offset-2 hover:underline"
        >
          <FileText className="h-3.5 w-3.5" aria-hidden="true" />
          {t('agreement.confirmation')}
        </Link>
      </p>
    );
  }
  if (match.status !== 'held' || !match.hold) return null;
  const hold = match.hold;
  const until = formatDateTime(hold.expiresAt, i18n.language);
  const holder = contactOf(match, hold.by);
  const other = contactOf(match, hold.by === 'carrier' ? 'shipper' : 'carrier');
  const role = holdRole(match);

  if (role === 'onlooker') {
    return (
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('agreement.heldBy', { name: holder, date: until })}
      </p>
    );
  }
  if (role === 'holder') {
    return (
      <div className="flex flex-col gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-1.5">
          <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{t('agreement.heldForYou', { date: until, other })}</span>
        </p>
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 border-amber-300 bg-white"
          onClick={() => onDecide(match, 'reject')}
          aria-label={t('agreement.releaseLabel', target)}
        >
          <X aria-hidden="true" />
          {t('agreement.release')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-md border-2 border-brand-600 bg-brand-50 p-3 text-sm">
      <p className="font-medium text-slate-900">
        {t('agreement.pleaseConfirm', { name: holder, count: match.requestDetails.requiredTEU, date: until })}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* While their own counter-offer waits on the holder, the confirming side has nothing to confirm. */}
        {!match.counter && (
          <>
            <Button
              onClick={() => onDecide(match, 'accept')}
              aria-label={t('agreement.confirmLabel', target)}
            >
              <Check aria-hidden="true" />
              {t('agreement.confirm')}
            </Button>
            <CounterButton match={match} onDecide={onDecide} target={target} />
          </>
        )}
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => onDecide(match, 'reject')}
          aria-label={t('agreement.declineLabel', target)}
        >
          <X aria-hidden="true" />
          {t('agreement.decline')}
        </Button>
      </div>
    </div>
  );
}
