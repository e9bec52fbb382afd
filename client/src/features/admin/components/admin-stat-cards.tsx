import type { AdminStatistics } from '@shared/schemas/admin';
import {
  Activity,
  Anchor,
  ClipboardList,
  Handshake,
  type LucideIcon,
  PackageSearch,
  Ship,
  UserCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { useAdminStatistics } from '../api/get-admin-statistics';

type Card = {
  key: string;
  icon: LucideIcon;
  value: (s: AdminStatistics) => number;
  /** The figures behind the number, shown once loaded (the plain hint stands in until then). */
  detail?: (s: AdminStatistics) => Record<string, number>;
};

const cards: Card[] = [
  {
    key: 'users',
    icon: Users,
    value: (s) => s.users.total,
    detail: (s) => ({ verified: s.users.verified, pending: s.users.pending }),
  },
  { key: 'activeUsers', icon: UserCheck, value: (s) => s.users.active },
  {
    key: 'activity',
    icon: Activity,
    value: (s) => s.activity.last24Hours,
    detail: (s) => ({ total: s.activity.total }),
  },
  {
    key: 'shipOfferings',
    icon: Ship,
    value: (s) => s.totalShipOfferings,
    detail: (s) => ({ listed: s.listedShipOfferings, pending: s.pendingShipOfferings }),
  },
  {
    key: 'bookingRequests',
    icon: ClipboardList,
    value: (s) => s.totalBookingRequests,
    detail: (s) => ({ pending: s.pendingBookingRequests, charters: s.activeCharters }),
  },
  { key: 'vessels', icon: Anchor, value: (s) => s.totalVessels },
  {
    key: 'cargoRequests',
    icon: PackageSearch,
    value: (s) => s.totalCargoRequests,
    detail: (s) => ({ pending: s.pendingCargoRequests }),
  },
  {
    key: 'matches',
    icon: Handshake,
    value: (s) => s.totalMatches,
    detail: (s) => ({ active: s.activeMatches, accepted: s.acceptedMatches }),
  },
];

/** The admin panel's statistic cards (SPEC.md §2, §3): every admin and platform statistic, platform-wide. */
export function AdminStatCards() {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStatistics();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const { data } = stats;

  return (
    <section aria-labelledby="admin-statistics">
      <h2 id="admin-statistics" className="sr-only">
        {t('statistics.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map((c) => (
          <StatCard
            key={c.key}
            icon={c.icon}
            label={t(`statistics.${c.key}.label`)}
            value={data ? c.value(data) : stats.isError ? null : undefined}
            hint={
              data && c.detail
                ? t(
                    `statistics.${c.key}.detail`,
                    Object.fromEntries(Object.entries(c.detail(data)).map(([k, n]) => [k, format(n)])),
                  )
                : t(`statistics.${c.key}.hint`)
            }
          />
        ))}
      </div>
      {stats.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('statistics.loadFailed')}
        </p>
      )}
    </section>
  );
}
