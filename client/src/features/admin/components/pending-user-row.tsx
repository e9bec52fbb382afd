import type { User } from '@shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { ReviewActions } from './review-table';
import { StateMark } from './state-mark';

type Props = { user: User; approving: boolean; onApprove: () => void; onReject: () => void };

export function PendingUserRow({ user, approving, onApprove, onReject }: Props) {
  const { t, i18n } = useTranslation('admin');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-slate-500">{user.email}</p>
      </td>
      <td className="px-4 py-3 text-slate-700">{user.companyName || '—'}</td>
      <td className="px-4 py-3">
        <Badge variant="outline">{t(`common:userTypes.${user.userType ?? 'client'}`)}</Badge>
      </td>
      <td className="px-4 py-3">
        <StateMark
          ok={user.isEmailVerified}
          yes={t('approvals.verified')}
          no={t('approvals.notVerified')}
          warn
        />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, i18n.language)}</time>
      </td>
      <ReviewActions
        approving={approving}
        onApprove={onApprove}
        onReject={onReject}
        approveLabel={t('approvals.approveUser', { name })}
        rejectLabel={t('approvals.rejectUser', { name })}
      />
    </tr>
  );
}
