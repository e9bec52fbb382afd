import type { PendingShipOffering } from '@shared/schemas/ship-offerings';
import { Ship } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApproveShipOffering } from '../api/approve-ship-offering';
import { usePendingShipOfferings } from '../api/get-pending-ship-offerings';
import { OfferingRejectionDialog } from './offering-rejection-dialog';
import { PendingOfferingRow } from './pending-offering-row';
import { ReviewTable } from './review-table';

const columns = ['ship', 'route', 'capacity', 'owner', 'submitted'] as const;

function PendingOfferingsTable({
  offerings,
  onReject,
}: {
  offerings: PendingShipOffering[];
  onReject: (o: PendingShipOffering) => void;
}) {
  const { t } = useTranslation('admin');
  const approve = useApproveShipOffering();
  return (
    <ReviewTable
      caption={t('offeringApprovals.title')}
      headers={columns.map((c) => t(`offeringApprovals.columns.${c}`))}
      className="min-w-[860px]"
    >
      {offerings.map((o) => (
        <PendingOfferingRow
          key={o.id}
          offering={o}
          approving={approve.isPending && approve.variables === o.id}
          onApprove={() => approve.mutate(o.id)}
          onReject={() => onReject(o)}
        />
      ))}
    </ReviewTable>
  );
}

/** Ship offerings waiting for review (SPEC.md §4: pending, then approved into the public list or rejected). */
export function PendingOfferingsCard() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError, refetch } = usePendingShipOfferings();
  const [rejecting, setRejecting] = useState<PendingShipOffering | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('offeringApprovals.title')}</CardTitle>
        <CardDescription>{t('offeringApprovals.description')}</CardDescription>
      </CardHeader>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500">
          <Spinner className="h-4 w-4" />
          {t('offeringApprovals.loading')}
        </div>
      ) : isError ? (
        <div role="alert" className="space-y-3 py-12 text-center text-sm text-slate-600">
          <p>{t('offeringApprovals.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center py-12 text-center">
          <Ship className="h-10 w-10 text-slate-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">{t('offeringApprovals.empty')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('offeringApprovals.emptyHint')}</p>
        </div>
      ) : (
        <PendingOfferingsTable offerings={data} onReject={setRejecting} />
      )}
      <OfferingRejectionDialog offering={rejecting} onOpenChange={(open) => !open && setRejecting(null)} />
    </Card>
  );
}
