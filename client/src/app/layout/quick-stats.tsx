import { isAdminRole } from '@shared/domain/roles';
import { Bell, Handshake, Ship } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useVesselStats } from '@/features/vessels/api/get-vessel-stats';

/**
 * SPEC.md §2 Quick Stats: active vessels (totalVessels) and live charters (activeCharters) from
 * GET /api/vessels/stats, polled every 30 s, then the unread notification count. They are the user's own;
 * administrators see the platform's (PRODUCT.md 31; docs/api.md defines both numbers).
 */
export function QuickStats() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const member = Boolean(user && (isAdminRole(user.role) || user.approvalStatus === 'approved'));
  const { count, isPending } = useUnreadCount();
  const vesselStats = useVesselStats(member);
  const titleId = useId();

  const figure = (n: number | undefined) => (n === undefined ? '–' : String(n));
  const stats = [
    { key: 'activeVessels', icon: Ship, value: figure(vesselStats.data?.totalVessels) },
    { key: 'liveCharters', icon: Handshake, value: figure(vesselStats.data?.activeCharters) },
    { key: 'unreadNotifications', icon: Bell, value: isPending ? '–' : String(count) },
  ];

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h2 id={titleId} className="text-xs font-semibold uppercase tracking-wider text-slate-500">
        {t('quickStats.title')}
      </h2>
      <dl className="mt-2 space-y-1.5">
        {stats.map((s) => (
          <div
            key={s.key}
            className="flex items-center justify-between gap-2 text-sm"
            data-testid={`quick-stat-${s.key}`}
          >
            <dt className="flex items-center gap-2 text-slate-600">
              <s.icon className="h-4 w-4 text-slate-400" aria-hidden="true" />
              {t(`quickStats.${s.key}`)}
            </dt>
            <dd className="font-semibold tabular-nums text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
