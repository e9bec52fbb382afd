import { Activity, Construction, ScrollText, UserCheck, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { usePendingShipOfferings } from '@/features/admin/api/get-pending-ship-offerings';
import { usePendingUsers } from '@/features/admin/api/get-pending-users';
import { ApprovalsTab } from '@/features/admin/components/approvals-tab';

const tabTrigger =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

function ComingSoonTab({ label }: { label: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Construction className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900">{t('comingSoon.title', { section: label })}</p>
      <p className="mt-1 max-w-md text-sm text-slate-500">{t('comingSoon.description')}</p>
    </div>
  );
}

export default function AdminPanelPage() {
  const { t } = useTranslation('admin');
  const pendingUsers = usePendingUsers();
  const pendingOfferings = usePendingShipOfferings();
  // SPEC.md §2: one badge for everything awaiting review, registrations and ship offerings together.
  const pendingCount = (pendingUsers.data?.length ?? 0) + (pendingOfferings.data?.length ?? 0);

  const later = [
    { value: 'users', icon: Users, label: t('tabs.users') },
    { value: 'activities', icon: Activity, label: t('tabs.activities') },
    { value: 'audit-logs', icon: ScrollText, label: t('tabs.auditLogs') },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </div>
      <Tabs.Root defaultValue="approvals" className="space-y-4">
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
          {later.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
              <tab.icon className="h-4 w-4" aria-hidden="true" />
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="approvals">
          <ApprovalsTab />
        </Tabs.Content>
        {later.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <ComingSoonTab label={tab.label} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
