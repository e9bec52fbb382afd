import { offeredCapacity } from '@shared/domain/utilization';
import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { ChevronDown, Inbox, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { PortRoute } from '@/components/ui/port-route';
import { VesselParticulars } from '@/components/ui/vessel-particulars';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CapacityEditor } from './capacity-editor';
import { UtilizationMeter } from './utilization-meter';

const approvalVariant = { pending: 'warning', approved: 'success', rejected: 'destructive' } as const;

type Props = {
  offering: OwnShipOffering;
  onDelete: (o: OwnShipOffering) => void;
  /** The incoming booking requests for this voyage (from the booking-requests module), mounted only when open. */
  requests: ReactNode;
  requestCount: number;
};

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={cn('font-semibold tabular-nums text-slate-900', className)}>{children}</dd>
    </div>
  );
}

/** SPEC.md §2 ship management card: capacity figures, utilisation, inline capacity edit, delete, requests. */
export function ManagedShipCard({ offering: o, onDelete, requests, requestCount }: Props) {
  const { t, i18n } = useTranslation('management');
  const [editing, setEditing] = useState(false);
  const [showRequests, setShowRequests] = useState(o.pendingRequests > 0);
  const editButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const requestsId = useId();
  const capacity = offeredCapacity(o);

  const closeEditor = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-start justify-between gap-3 p-5 pb-3">
        <div className="min-w-0">
          {/* Long names wrap to a second line; only beyond that are they cut, with the full name on hover. */}
          <h3
            id={titleId}
            className="line-clamp-2 break-words text-base font-semibold text-slate-900"
            title={o.shipName}
          >
            {o.shipName}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
            <PortRoute from={o.originPort} to={o.destinationPort} toLabel={t('card.to')} />
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {/* Issue 13: "Active" only once it is listed, i.e. approved; before that the review state speaks. */}
            {o.approvalStatus === 'approved' && (
              <Badge variant={o.status === 'active' ? 'default' : 'secondary'}>
                {t(`offeringStatus.${o.status}`)}
              </Badge>
            )}
            <Badge variant={approvalVariant[o.approvalStatus]}>{t(`approval.${o.approvalStatus}`)}</Badge>
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            onClick={() => setEditing(true)}
            disabled={editing}
            aria-label={t('card.editCapacity', { ship: o.shipName })}
            title={t('card.editCapacity', { ship: o.shipName })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(o)}
            aria-label={t('card.delete', { ship: o.shipName })}
            title={t('card.delete', { ship: o.shipName })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </header>

      <div className="flex flex-1 flex-col gap-4 px-5 pb-5">
        {o.approvalStatus === 'rejected' && o.rejectionReason && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <span className="font-medium">{t('card.rejectionReason')}</span> {o.rejectionReason}
          </p>
        )}
        {o.approvalStatus === 'pending' && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {t('card.awaitingApproval')}
          </p>
        )}

        <dl className="grid grid-cols-3 gap-3 text-sm">
          <Stat label={t('card.offeredTeu')}>{capacity.offered}</Stat>
          <Stat label={t('card.bookedTeu')}>{capacity.booked}</Stat>
          <Stat label={t('card.freeTeu')} className={capacity.free === 0 ? 'text-red-700' : undefined}>
            {capacity.free}
          </Stat>
          <Stat label={t('card.pricePerTeu')} className="text-emerald-700">
            <Money amount={o.pricePerTEU} currency={o.priceCurrency} />
          </Stat>
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t('card.departure')}</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={o.departureDate}>{formatDateTime(o.departureDate, i18n.language)}</time>
            </dd>
          </div>
        </dl>

        <VesselParticulars particulars={o.vesselParticulars} />

        <UtilizationMeter percent={capacity.percent} />

        {o.availableCapacity === 0 && (
          <p
            role="status"
            className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
          >
            {t('card.fullyBooked')}
          </p>
        )}

        {editing && <CapacityEditor offering={o} onClose={closeEditor} />}

        <div className="mt-auto border-t border-slate-100 pt-3">
          <button
            type="button"
            aria-expanded={showRequests}
            aria-controls={requestsId}
            onClick={() => setShowRequests((s) => !s)}
            className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-left text-sm font-medium text-slate-700 hover:text-slate-900"
          >
            <span className="flex items-center gap-2">
              <Inbox className="h-4 w-4 text-slate-400" aria-hidden="true" />
              {t('card.requests', { count: requestCount })}
              {o.pendingRequests > 0 && (
                <Badge variant="warning">{t('card.pendingRequests', { count: o.pendingRequests })}</Badge>
              )}
            </span>
            <ChevronDown
              className={cn('h-4 w-4 text-slate-400 transition-transform', showRequests && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
          <div id={requestsId} hidden={!showRequests} className="pt-3">
            {showRequests && requests}
          </div>
        </div>
      </div>
    </article>
  );
}
