import { Activity, ClipboardCheck, ClipboardList, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { useAdminStatistics } from '../api/get-admin-statistics';

/**
 * SPEC.md §6: the dashboard's admin overview: accounts, what awaits review, recent activity and bookings, from
 * GET /api/admin/statistics (the admin panel shows every figure).
 */
export function PlatformOverview() {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStatistics();
  const { data } = stats;
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const value = (pick: (s: NonNullable<typeof data>) => number) =>
    data ? pick(data) : stats.isError ? null : undefined;

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <StatCard
        icon={Users}
        label={t('overview.accounts')}
        value={value((s) => s.users.total)}
        hint={
          data
            ? t('overview.accountsDetail', {
                verified: format(data.users.verified),
                active: format(data.users.active),
              })
            : t('overview.accountsHint')
        }
        href="/admin-panel"
      />
      <StatCard
        icon={ClipboardCheck}
        label={t('overview.awaitingReview')}
        value={value((s) => s.users.pending + s.pendingShipOfferings)}
        hint={
          data
            ? t('overview.awaitingReviewDetail', {
                users: format(data.users.pending),
                offerings: format(data.pendingShipOfferings),
              })
            : t('overview.awaitingReviewHint')
        }
        href="/admin-panel"
      />
      <StatCard
        icon={Activity}
        label={t('statistics.activity.label')}
        value={value((s) => s.activity.last24Hours)}
        hint={
          data
            ? t('statistics.activity.detail', { total: format(data.activity.total) })
            : t('statistics.activity.hint')
        }
      />
      <StatCard
        icon={ClipboardList}
        label={t('statistics.bookingRequests.label')}
        value={value((s) => s.totalBookingRequests)}
        hint={
          data
            ? t('statistics.bookingRequests.detail', {
                pending: format(data.pendingBookingRequests),
                charters: format(data.activeCharters),
              })
            : t('statistics.bookingRequests.hint')
        }
      />
    </div>
  );
}
