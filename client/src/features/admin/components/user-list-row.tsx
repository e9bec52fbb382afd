import type { AdminUser } from '@shared/schemas/admin';
import type { ApprovalStatus, User } from '@shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/format';
import { RoleBadge } from './role-badge';
import { UserActions } from './user-actions';

const statusVariant: Record<ApprovalStatus, 'success' | 'warning' | 'destructive'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'destructive',
};

/** One user in the Users tab: who, company, account type, colour-coded role, review status and suspension, dates, actions. */
export function UserListRow({ user, me }: { user: AdminUser; me: Pick<User, 'id' | 'role'> | null }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <tr className="align-top">
      <td className="px-4 py-3 font-medium text-slate-900">{`${user.firstName} ${user.lastName}`}</td>
      <td className="px-4 py-3 text-slate-600">{user.email}</td>
      <td className="px-4 py-3 text-slate-700">{user.companyName || '—'}</td>
      <td className="px-4 py-3">
        <Badge variant="outline">{t(`common:userTypes.${user.userType ?? 'client'}`)}</Badge>
      </td>
      <td className="px-4 py-3">
        <RoleBadge value={user.role} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-1">
          <Badge variant={statusVariant[user.approvalStatus]}>{t(`statuses.${user.approvalStatus}`)}</Badge>
          {user.suspendedAt && (
            <Badge
              variant="destructive"
              title={t('users.suspendedSince', {
                date: formatDateTime(user.suspendedAt, i18n.language),
                reason: user.suspensionReason ?? '',
              })}
            >
              {t('users.suspended')}
            </Badge>
          )}
        </div>
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
      <td className="px-4 py-3">
        <UserActions user={user} me={me} />
      </td>
    </tr>
  );
}
