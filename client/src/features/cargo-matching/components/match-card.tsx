import type { Match } from '@shared/schemas/matching';
import { Check, ChevronDown, Container, Mail, Ship, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { BoxMixSummary } from '@/components/ui/box-mix-summary';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { PortRoute } from '@/components/ui/port-route';
import { BookedCo2Figure } from '@/components/ui/slot-footprint';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatMatchScore, formatNumber } from '../utils/format-score';
import { CounterButton, type MatchAction, MatchAgreement } from './match-agreement';
import { ScoreBreakdown } from './score-breakdown';

export const matchStatusVariant = {
  proposed: 'warning',
  held: 'warning',
  accepted: 'success',
  rejected: 'destructive',
  expired: 'secondary',
} as const;

function Route({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('matching');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <PortRoute from={from} to={to} toLabel={t('to')} />
    </span>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Contact({ name, email }: { name: string; email: string }) {
  return (
    <span className="flex flex-col">
      {name}
      <a
        href={`mailto:${email}`}
        className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
      >
        <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {email}
      </a>
    </span>
  );
}

type Props = { match: Match; onDecide: (match: Match, action: MatchAction) => void };

/** One match (SPEC.md §2 Active Matches): percent, status, both sides' details, the decision, the breakdown. */
export function MatchCard({ match, onDecide }: Props) {
  const { t, i18n } = useTranslation('matching');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const breakdownId = useId();
  const language = i18n.language;
  const v = match.vesselDetails;
  const r = match.requestDetails;
  const score = formatMatchScore(match.matchScore, language);
  // Administrators see every match but are party to none: the decision is the carrier's or the shipper's.
  const canDecide = match.status === 'proposed' && match.party !== 'admin';
  // Vessel, TEU and the shipper tell apart several matches of one voyage (the buttons' names too).
  const target = { vessel: v.vesselName, teu: r.requiredTEU, shipper: r.contactName };

  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {t('matches.cardTitle', target)}
          </h3>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge variant={matchStatusVariant[match.status]}>{t(`matchStatus.${match.status}`)}</Badge>
            {match.party !== 'admin' && <Badge variant="outline">{t(`party.${match.party}`)}</Badge>}
            <span className="text-xs text-slate-500">
              {t('matches.found', { date: formatDateTime(match.createdAt, language) })}
            </span>
          </div>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-2xl font-bold tabular-nums text-brand-700" data-testid="match-score">
            {score}
          </span>
          <span className="text-xs text-slate-500">{t('matches.score')}</span>
        </p>
      </header>

      <div className="space-y-3 p-4 sm:p-5">
        {match.status === 'expired' && match.expiredReason && (
          <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {t(`expiredReason.${match.expiredReason}`)}
          </p>
        )}
        {match.status === 'rejected' && match.rejectionReason && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <span className="font-medium">{t('matches.rejectionReason')}</span> {match.rejectionReason}
          </p>
        )}
        <MatchAgreement match={match} onDecide={onDecide} target={target} />
        {match.feedback && (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <span className="font-medium">{t('matches.feedback')}</span> {match.feedback}
          </p>
        )}
        {match.status === 'accepted' && match.co2SavedT !== null && (
          <p className="text-sm text-emerald-700">
            {t('matches.co2Saved', { co2: formatNumber(match.co2SavedT, 1, language) })}
          </p>
        )}

        <div className="grid gap-4 md:grid-cols-2">
          <section aria-label={t('matches.vessel')}>
            <h4 className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <Ship className="h-4 w-4" aria-hidden="true" />
              {t('matches.vessel')}
            </h4>
            <dl>
              <Detail label={t('matches.vesselName')}>{v.vesselName}</Detail>
              <Detail label={t('matches.route')}>
                <Route from={v.originPort} to={v.destinationPort} />
              </Detail>
              <Detail label={t('matches.departure')}>
                <time dateTime={v.departureDate}>{formatDateTime(v.departureDate, language)}</time>
              </Detail>
              <Detail label={t('matches.arrival')}>
                <time dateTime={v.availableDate}>{formatDateTime(v.availableDate, language)}</time>
              </Detail>
              <Detail label={t('matches.freeTeu')}>{t('teu', { count: v.teuCapacity })}</Detail>
              <Detail label={t('matches.pricePerTeu')}>
                <Money amount={match.pricePerTEU} currency={match.currency} />
              </Detail>
              <Detail label={t('matches.contact')}>
                <Contact name={v.contactName} email={v.contactEmail} />
              </Detail>
            </dl>
          </section>
          <section aria-label={t('matches.request')}>
            <h4 className="mb-1 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <Container className="h-4 w-4" aria-hidden="true" />
              {t('matches.request')}
            </h4>
            <dl>
              <Detail label={t('matches.requiredTeu')}>{t('teu', { count: r.requiredTEU })}</Detail>
              {match.co2 && (
                <Detail label={t('common:footprint.bookedLabel')}>
                  <BookedCo2Figure co2={match.co2} />
                </Detail>
              )}
              <Detail label={t('matches.route')}>
                <Route from={r.originPort} to={r.destinationPort} />
              </Detail>
              <Detail label={t('matches.window')}>
                {t('matches.windowRange', {
                  from: formatDateTime(r.earliestDate, language),
                  to: formatDateTime(r.latestDate, language),
                })}
              </Detail>
              <Detail label={t('matches.cargoType')}>{t(`cargoTypes.${r.cargoType}`)}</Detail>
              {(r.boxMix.length > 0 || r.commodity) && (
                <Detail label={t('boxMix:summary.label')}>
                  <BoxMixSummary mix={r.boxMix} commodity={r.commodity} />
                </Detail>
              )}
              <Detail label={t('matches.contact')}>
                <Contact name={r.contactName} email={r.contactEmail} />
              </Detail>
            </dl>
          </section>
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={breakdownId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex items-center gap-1.5 self-start rounded-md py-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronDown
              className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
            {open ? t('matches.hideBreakdown') : t('matches.showBreakdown')}
          </button>
          {canDecide && (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                className="flex-1 border-red-200 text-red-700 hover:bg-red-50 sm:flex-none"
                onClick={() => onDecide(match, 'reject')}
                aria-label={t('matches.rejectLabel', target)}
              >
                <X aria-hidden="true" />
                {t('matches.reject')}
              </Button>
              {/* A counter-offer on the table is answered in its own box above. */}
              {!match.counter && (
                <>
                  <CounterButton
                    match={match}
                    onDecide={onDecide}
                    target={target}
                    size="sm"
                    className="flex-1 sm:flex-none"
                  />
                  <Button
                    size="sm"
                    className="flex-1 sm:flex-none"
                    onClick={() => onDecide(match, 'accept')}
                    aria-label={t('matches.acceptLabel', target)}
                  >
                    <Check aria-hidden="true" />
                    {t('matches.accept')}
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
        <div id={breakdownId} hidden={!open}>
          {open && <ScoreBreakdown match={match} />}
        </div>
      </div>
    </article>
  );
}
