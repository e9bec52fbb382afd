import { Activity, ArrowRight, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { useAdminActivities } from '../api/get-admin-activities';

const RECENT = 5;
const icons: Record<string, typeof Activity> = { login: LogIn, logout: LogOut };

/** SPEC.md §2: the dashboard's recent activity for administrators, the five newest, each naming its user. */
export function RecentActivity() {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminActivities({ page: 1, pageSize: RECENT });
  const items = query.data?.items ?? [];
  const now = new Date();

  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle id="recent-activity" className="text-base">
          {t('recentActivity.title')}
        </CardTitle>
        <Link
          href="/admin-panel"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {t('recentActivity.viewAll')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {query.isPending ? (
          <ul aria-busy="true" aria-label={t('recentActivity.loading')} className="space-y-4">
            {Array.from({ length: RECENT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="h-8 w-8 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-3.5 w-2/5" />
                  <Skeleton className="h-3 w-3/5" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('recentActivity.loadFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-500">{t('recentActivity.empty')}</p>
        ) : (
          <ul aria-labelledby="recent-activity" className="divide-y divide-slate-100">
            {items.map((a) => {
              const Icon = icons[a.activityType] ?? Activity;
              return (
                <li key={a.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {a.actor ? `${a.actor.firstName} ${a.actor.lastName}` : t('list.deletedUser')}
                    </p>
                    <p className="truncate text-sm text-slate-600">
                      {t(`activityTypes.${a.activityType}`, { defaultValue: a.activityType })}
                      {!a.success && <span className="text-red-700"> · {t('activities.failure')}</span>}
                    </p>
                  </div>
                  <time
                    dateTime={a.createdAt}
                    title={formatDateTime(a.createdAt, i18n.language)}
                    className="shrink-0 text-xs text-slate-500"
                  >
                    {formatRelativeTime(a.createdAt, now)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
