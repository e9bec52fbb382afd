import type { User } from '@shared/schemas/auth';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApproveUser } from '../api/approve-user';
import { usePendingUsers } from '../api/get-pending-users';
import { PendingOfferingsCard } from './pending-offerings-card';
import { PendingUserRow } from './pending-user-row';
import { RejectionDialog } from './rejection-dialog';
import { ReviewTable } from './review-table';

const columns = ['applicant', 'company', 'accountType', 'email', 'registered'] as const;

function PendingUsersTable({ users, onReject }: { users: User[]; onReject: (u: User) => void }) {
  const { t } = useTranslation('admin');
  const approve = useApproveUser();
  return (
    <ReviewTable
      caption={t('approvals.title')}
      headers={columns.map((c) => t(`approvals.columns.${c}`))}
      className="min-w-[720px]"
    >
      {users.map((u) => (
        <PendingUserRow
          key={u.id}
          user={u}
          approving={approve.isPending && approve.variables === u.id}
          onApprove={() => approve.mutate(u.id)}
          onReject={() => onReject(u)}
        />
      ))}
    </ReviewTable>
  );
}

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
  const { t } = useTranslation('admin');
  const { data, isPending, isError, refetch } = usePendingUsers();
  const [rejecting, setRejecting] = useState<User | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('approvals.title')}</CardTitle>
        <CardDescription>{t('approvals.description')}</CardDescription>
      </CardHeader>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500">
          <Spinner className="h-4 w-4" />
          {t('approvals.loading')}
        </div>
      ) : isError ? (
        <div role="alert" className="space-y-3 py-12 text-center text-sm text-slate-600">
          <p>{t('approvals.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center py-12 text-center">
          <UserCheck className="h-10 w-10 text-slate-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">{t('approvals.empty')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('approvals.emptyHint')}</p>
        </div>
      ) : (
        <PendingUsersTable users={data} onReject={setRejecting} />
      )}
      <RejectionDialog user={rejecting} onOpenChange={(open) => !open && setRejecting(null)} />
    </Card>
  );
}
