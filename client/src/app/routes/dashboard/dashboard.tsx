import { roleLabel } from '@shared/domain/role-label';
import { isAdminRole } from '@shared/schemas/auth';
import type { MarketplaceSummary } from '@shared/schemas/vessels';
import {
  Anchor,
  ClipboardList,
  Container,
  Handshake,
  type LucideIcon,
  Network,
  Package,
  PackageSearch,
  Route,
  ShieldCheck,
  Ship,
  Sparkles,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { MoreLink } from '@/components/ui/more-link';
import { StatCard } from '@/components/ui/stat-card';
import { PlatformOverview } from '@/features/admin/components/platform-overview';
import { RecentActivity } from '@/features/admin/components/recent-activity';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { isFirstSignIn } from '@/features/auth/utils/first-sign-in';
import { useMarketplaceSummary } from '@/features/ship-management/api/get-marketplace-summary';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { NextSteps } from './next-steps';
import { ShortcutCard } from './shortcut-card';

const shortcuts = [
  { key: 'smartfeeder', href: '/smartfeeder-tool', icon: Route, tone: 'bg-brand-50 text-brand-700' },
  { key: 'shipMarketplace', href: '/ship-offerings', icon: Ship, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'cargoMatching', href: '/cargo-matching', icon: Network, tone: 'bg-violet-50 text-violet-700' },
] as const;

type Stat = { key: string; icon: LucideIcon; pick: (s: MarketplaceSummary) => number; href?: string };

/**
 * The statistic sections: four platform-wide counts, then the user's own (PRODUCT.md 31). A section's title is
 * stats.<section>Title; a count's texts are stats.<key> and stats.<key>Hint.
 */
const statSections: Record<'platform' | 'personal', { columns: string; stats: Stat[] }> = {
  platform: {
    columns: 'lg:grid-cols-4',
    stats: [
      { key: 'users', icon: Users, pick: (s) => s.platform.users },
      { key: 'shipOfferings', icon: Ship, pick: (s) => s.platform.shipOfferings, href: '/ship-offerings' },
      {
        key: 'cargoRequests',
        icon: PackageSearch,
        pick: (s) => s.platform.cargoRequests,
        href: '/cargo-matching',
      },
      {
        key: 'activeMatches',
        icon: Sparkles,
        pick: (s) => s.platform.activeMatches,
        href: '/cargo-matching',
      },
    ],
  },
  personal: {
    columns: 'lg:grid-cols-3 2xl:grid-cols-5',
    stats: [
      { key: 'myVessels', icon: Anchor, pick: (s) => s.vessels, href: '/fleet' },
      { key: 'myOfferings', icon: Container, pick: (s) => s.offerings, href: '/ship-management' },
      { key: 'myBookings', icon: ClipboardList, pick: (s) => s.bookingRequests, href: '/my-bookings' },
      { key: 'myCargo', icon: Package, pick: (s) => s.cargoRequests, href: '/cargo-matching' },
      { key: 'matchesFound', icon: Handshake, pick: (s) => s.matches, href: '/cargo-matching' },
    ],
  },
};

function StatSection({
  section,
  count,
}: {
  section: keyof typeof statSections;
  count: (pick: Stat['pick']) => number | null | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const { columns, stats } = statSections[section];
  const id = `dashboard-${section}`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t(`stats.${section}Title`)}
      </h2>
      <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', columns)}>
        {stats.map((s) => (
          <StatCard
            key={s.key}
            icon={s.icon}
            label={t(`stats.${s.key}`)}
            hint={t(`stats.${s.key}Hint`)}
            value={count(s.pick)}
            href={s.href}
          />
        ))}
      </div>
    </section>
  );
}

export default function DashboardPage() {
  usePageTitle('dashboard');
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const isAdmin = isAdminRole(user?.role);
  const summary = useMarketplaceSummary(Boolean(user));
  if (!user) return null;
  // undefined while loading, null when it failed: the cards show a skeleton or a dash.
  const count = (pick: Stat['pick']) =>
    summary.data ? pick(summary.data) : summary.isError ? null : undefined;

  // SPEC.md §4 data rule: the user's cargo-matching transport requests make a cargo owner. Until the counts
  // arrive (or while they say nothing) the role chosen at registration speaks.
  const label = roleLabel({
    role: user.role,
    vessels: summary.data?.vessels,
    offerings: summary.data?.offerings,
    cargoRequests: summary.data?.cargoRequests,
  });

  return (
    <div className="space-y-8">
      <section className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t(isFirstSignIn(user.id) ? 'welcomeFirst' : 'welcome', { firstName: user.firstName })}
          </h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <Badge
          variant={isAdmin ? 'destructive' : 'secondary'}
          className="self-start px-3 py-1 sm:self-center"
        >
          {t(`roles.${label}`)}
        </Badge>
      </section>

      {summary.data && <NextSteps label={label} summary={summary.data} />}

      {/* SPEC.md §2 statistic cards: four platform-wide, then the user's own (PRODUCT.md 31). */}
      <StatSection section="platform" count={count} />

      {/* SPEC.md §2, §6: administrators also get the platform overview and the five newest activities. */}
      {isAdmin && (
        <section aria-labelledby="dashboard-admin" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="dashboard-admin" className="text-lg font-semibold text-slate-900">
              {t('admin.title')}
            </h2>
            <MoreLink href="/enterprise-dashboard">{t('admin.enterpriseDashboard')}</MoreLink>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <PlatformOverview />
            <RecentActivity />
          </div>
        </section>
      )}

      <StatSection section="personal" count={count} />

      <section aria-labelledby="dashboard-shortcuts">
        <h2 id="dashboard-shortcuts" className="mb-4 text-lg font-semibold text-slate-900">
          {t('shortcuts.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map((s) => (
            <ShortcutCard
              key={s.key}
              href={s.href}
              icon={s.icon}
              tone={s.tone}
              title={t(`shortcuts.${s.key}.title`)}
              description={t(`shortcuts.${s.key}.description`)}
              cta={t('shortcuts.open')}
            />
          ))}
          {isAdmin && (
            <ShortcutCard
              href="/admin-panel"
              icon={ShieldCheck}
              tone="bg-red-50 text-red-700"
              title={t('shortcuts.adminPanel.title')}
              description={t('shortcuts.adminPanel.description')}
              cta={t('shortcuts.open')}
            />
          )}
        </div>
      </section>
    </div>
  );
}
