import { Activity, Banknote, Factory, FileText, Mail, ScrollText, UserCheck, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageLoader } from '@/app/layout/page-loader';
import { PageHeader } from '@/components/ui/page-header';
import { usePendingShipOfferings } from '@/features/admin/api/get-pending-ship-offerings';
import { usePendingUsers } from '@/features/admin/api/get-pending-users';
import { ActivitiesTab } from '@/features/admin/components/activities-tab';
import { AdminStatCards } from '@/features/admin/components/admin-stat-cards';
import { ApprovalsTab } from '@/features/admin/components/approvals-tab';
import { AuditLogsTab } from '@/features/admin/components/audit-logs-tab';
import { ContactMessagesTab } from '@/features/admin/components/contact-messages-tab';
import { ExchangeRateTab } from '@/features/admin/components/exchange-rate-tab';
import { UsersTab } from '@/features/admin/components/users-tab';
import { usePageTitle } from '@/lib/use-page-title';

// The GreenRefit tabs (shipyard directory with its port-aware form, quote requests) load when first opened:
// most visits are for approvals, and they keep the panel's own chunk within its size budget.
const ShipyardsTab = lazy(() =>
  import('@/features/greenrefit/components/shipyards-tab').then((m) => ({ default: m.ShipyardsTab })),
);
const QuotesTab = lazy(() =>
  import('@/features/greenrefit/components/quotes-tab').then((m) => ({ default: m.QuotesTab })),
);

const tabTrigger =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export default function AdminPanelPage() {
  usePageTitle('adminPanel');
  const { t } = useTranslation('admin');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const pendingUsers = usePendingUsers();
  const pendingOfferings = usePendingShipOfferings();
  // SPEC.md §2: one badge for everything awaiting review, registrations and ship offerings together.
  const pendingCount = (pendingUsers.data?.length ?? 0) + (pendingOfferings.data?.length ?? 0);

  const more = [
    { value: 'users', icon: Users, label: t('tabs.users'), Content: UsersTab },
    { value: 'activities', icon: Activity, label: t('tabs.activities'), Content: ActivitiesTab },
    { value: 'audit-logs', icon: ScrollText, label: t('tabs.auditLogs'), Content: AuditLogsTab },
    { value: 'contact', icon: Mail, label: t('tabs.contact'), Content: ContactMessagesTab },
    { value: 'shipyards', icon: Factory, label: t('tabs.shipyards'), Content: ShipyardsTab },
    { value: 'quotes', icon: FileText, label: t('tabs.quotes'), Content: QuotesTab },
    { value: 'rate', icon: Banknote, label: t('tabs.rate'), Content: ExchangeRateTab },
  ];
  // The open tab lives in the address (?tab=quotes), so a notification can link straight to it.
  const requested = new URLSearchParams(search).get('tab');
  const tab = more.some((m) => m.value === requested) ? (requested as string) : 'approvals';
  const openTab = (value: string) =>
    navigate(value === 'approvals' ? location : `${location}?tab=${value}`, { replace: true });

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} compact />
      <AdminStatCards />
      <Tabs.Root value={tab} onValueChange={openTab} className="space-y-4">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
        >
          <Tabs.Trigger value="approvals" className={tabTrigger}>
            <UserCheck className="h-4 w-4" aria-hidden="true" />
            {t('tabs.approvals')}
            {pendingCount > 0 && (
              <span className="rounded-full bg-red-600 px-1.5 py-0.5 text-[11px] font-semibold leading-none text-white">
                <span className="sr-only">{t('tabs.pendingCount', { value: pendingCount })}</span>
                <span aria-hidden="true">{pendingCount}</span>
              </span>
            )}
          </Tabs.Trigger>
          {more.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
              <tab.icon className="h-4 w-4" aria-hidden="true" />
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="approvals">
          <ApprovalsTab />
        </Tabs.Content>
        {/* Radix mounts only the open tab, so each list is fetched when its tab is first shown. */}
        {more.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <Suspense fallback={<PageLoader />}>
              <tab.Content />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
