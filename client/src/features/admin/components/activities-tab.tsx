import { type ActivityType, type Actor, ADMIN_PAGE_SIZE_DEFAULT, activityTypes } from '@shared/schemas/admin';
import { Activity, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/export-url';
import { useAdminActivities } from '../api/get-admin-activities';
import { ActivityRow } from './activity-row';
import { useListPage } from './list-filters';
import { SelectFilter } from './list-states';
import { LogList } from './log-list';
import { PlainHeader } from './sortable-header';

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;
const columns = ['activity', 'user', 'resource', 'result', 'time'] as const;

/** What users did on the platform, newest first, filterable by type and by user (click a name). */
export function ActivitiesTab() {
  const { t } = useTranslation('admin');
  const [activityType, setActivityType] = useState<ActivityType | ''>('');
  const [user, setUser] = useState<Actor | null>(null);
  const { page, paging, refilter } = useListPage(PAGE_SIZE);
  const filters = { activityType: activityType || undefined, userId: user?.id };
  const query = useAdminActivities({ ...filters, page, pageSize: PAGE_SIZE });

  return (
    <LogList
      section="activities"
      emptyIcon={Activity}
      query={query}
      {...paging}
      csvHref={exportUrl('activities', filters)}
      filters={
        <div className="flex flex-col gap-4 px-6 pb-4 sm:flex-row sm:items-end">
          <div className="sm:w-72">
            <SelectFilter
              id="admin-activity-type"
              label={t('activities.typeFilter')}
              allLabel={t('activities.allTypes')}
              options={activityTypes}
              optionLabel={(type) => t(`activityTypes.${type}`)}
              value={activityType}
              onChange={refilter(setActivityType)}
            />
          </div>
          {user ? (
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 sm:self-auto">
              {t('activities.userFilter', { name: `${user.firstName} ${user.lastName}`, email: user.email })}
              <button
                type="button"
                onClick={() => refilter(setUser)(null)}
                aria-label={t('activities.clearUser')}
                className="cursor-pointer rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </p>
          ) : (
            <p className="text-sm text-slate-500 sm:pb-2">{t('activities.userHint')}</p>
          )}
        </div>
      }
      head={columns.map((c) => <PlainHeader key={c} label={t(`activities.columns.${c}`)} />)}
      row={(a, { now, showIds }) => (
        <ActivityRow key={a.id} activity={a} now={now} showIds={showIds} onUser={refilter(setUser)} />
      )}
    />
  );
}
