import type { User } from '@shared/schemas/auth';
import { UserCheck } from 'lucide-react';
import { useApproveUser } from '../api/approve-user';
import { usePendingUsers } from '../api/get-pending-users';
import { PendingOfferingsCard } from './pending-offerings-card';
import { PendingUserRow } from './pending-user-row';
import { RejectionDialog } from './rejection-dialog';
import { ReviewCard, useReview } from './review-table';

const columns = ['applicant', 'company', 'accountType', 'email', 'registered'] as const;

/** Registrations and ship offerings waiting for an administrator. */
export function ApprovalsTab() {
  return (
    <div className="space-y-6">
      <PendingUsersCard />
      <PendingOfferingsCard />
    </div>
  );
}

function PendingUsersCard() {
  const review = useReview<User>(useApproveUser());
  return (
    <>
      <ReviewCard
        section="approvals"
        emptyIcon={UserCheck}
        query={usePendingUsers()}
        columns={columns}
        minWidth="min-w-[720px]"
        row={(u) => <PendingUserRow key={u.id} user={u} {...review.actions(u)} />}
      />
      <RejectionDialog user={review.rejecting} onOpenChange={review.onRejectOpenChange} />
    </>
  );
}
