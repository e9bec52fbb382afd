import { type ActivityType, ADMIN_PAGE_SIZE_DEFAULT, activityTypes } from '@shared/schemas/admin';
import { Activity } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminActivities } from '../api/get-admin-activities';
import { ActivityRow } from './activity-row';
import { AdminList, SelectFilter } from './list-states';
import { PlainHeader } from './sortable-header';

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;
const columns = ['activity', 'user', 'resource', 'result', 'time'] as const;

/** What users did on the platform, newest first, filterable by type. */
export function ActivitiesTab() {
  const { t } = useTranslation('admin');
  const [activityType, setActivityType] = useState<ActivityType | ''>('');
  const [page, setPage] = useState(1);
  const query = useAdminActivities({
    activityType: activityType || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  // One clock for the whole page, so neighbouring rows never disagree about 'just now'.
  const now = new Date();

  return (
    <AdminList
      section="activities"
      emptyIcon={Activity}
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      minWidth="min-w-[760px]"
      filters={
        <div className="px-6 pb-4 sm:max-w-xs">
          <SelectFilter
            id="admin-activity-type"
            label={t('activities.typeFilter')}
            allLabel={t('activities.allTypes')}
            options={activityTypes}
            optionLabel={(type) => t(`activityTypes.${type}`)}
            value={activityType}
            onChange={(v) => {
              setActivityType(v);
              setPage(1);
            }}
          />
        </div>
      }
      head={columns.map((c) => <PlainHeader key={c} label={t(`activities.columns.${c}`)} />)}
      row={(a) => <ActivityRow key={a.id} activity={a} now={now} />}
    />
  );
}
