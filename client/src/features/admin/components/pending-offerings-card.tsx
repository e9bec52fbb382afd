import type { PendingShipOffering } from '@shared/schemas/ship-offerings';
import { Ship } from 'lucide-react';
import { useApproveShipOffering } from '../api/approve-ship-offering';
import { usePendingShipOfferings } from '../api/get-pending-ship-offerings';
import { OfferingRejectionDialog } from './offering-rejection-dialog';
import { PendingOfferingRow } from './pending-offering-row';
import { ReviewCard, useReview } from './review-table';

const columns = ['ship', 'route', 'capacity', 'owner', 'submitted'] as const;

/** Ship offerings waiting for review (SPEC.md §4: pending, then approved into the public list or rejected). */
export function PendingOfferingsCard() {
  const review = useReview<PendingShipOffering>(useApproveShipOffering());
  return (
    <>
      <ReviewCard
        section="offeringApprovals"
        emptyIcon={Ship}
        query={usePendingShipOfferings()}
        columns={columns}
        minWidth="min-w-[860px]"
        row={(o) => <PendingOfferingRow key={o.id} offering={o} {...review.actions(o)} />}
      />
      <OfferingRejectionDialog offering={review.rejecting} onOpenChange={review.onRejectOpenChange} />
    </>
  );
}
