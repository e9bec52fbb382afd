import type { ApprovalStatus, User } from '@shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatRelativeTime } from '@/lib/format';

const statusVariant: Record<ApprovalStatus, 'success' | 'warning' | 'destructive'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'destructive',
};

/** One user in the Users tab: who, company, account type, role and review status as badges, dates. */
export function UserListRow({ user }: { user: User }) {
  const { t, i18n } = useTranslation('admin');
  const admin = user.role === 'admin' || user.role === 'super_admin';
  return (
    <tr className="align-top">
      <td className="px-4 py-3 font-medium text-slate-900">{`${user.firstName} ${user.lastName}`}</td>
      <td className="px-4 py-3 text-slate-600">{user.email}</td>
      <td className="px-4 py-3 text-slate-700">{user.companyName || '—'}</td>
      <td className="px-4 py-3">
        <Badge variant="outline">{t(`common:userTypes.${user.userType ?? 'client'}`)}</Badge>
      </td>
      <td className="px-4 py-3">
        <Badge variant={admin ? 'default' : 'secondary'}>{t(`roles.${user.role}`)}</Badge>
      </td>
      <td className="px-4 py-3">
        <Badge variant={statusVariant[user.approvalStatus]}>{t(`statuses.${user.approvalStatus}`)}</Badge>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        {user.lastLoginAt ? (
          <time dateTime={user.lastLoginAt}>{formatRelativeTime(user.lastLoginAt)}</time>
        ) : (
          t('users.never')
        )}
      </td>
    </tr>
  );
}
