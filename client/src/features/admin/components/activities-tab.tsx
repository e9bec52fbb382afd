import { ADMIN_PAGE_SIZE_DEFAULT, type ActivityType, activityTypes } from '@shared/schemas/admin';
import { Activity } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { useAdminActivities } from '../api/get-admin-activities';
import { ActivityRow } from './activity-row';
import { FilterField, ListEmpty, ListError, ListFooter, ListSkeleton } from './list-states';
import { PlainHeader } from './sortable-header';

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;
const columns = ['activity', 'user', 'resource', 'result', 'time'] as const;

/** What users did on the platform, newest first, filterable by type. */
export function ActivitiesTab() {
  const { t } = useTranslation('admin');
  const [activityType, setActivityType] = useState<ActivityType | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useAdminActivities({
    activityType: activityType || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  // One clock for the whole page, so neighbouring rows never disagree about 'just now'.
  const now = new Date();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('activities.title')}</CardTitle>
        <CardDescription>{t('activities.description')}</CardDescription>
      </CardHeader>
      <div className="px-6 pb-4 sm:max-w-xs">
        <FilterField id="admin-activity-type" label={t('activities.typeFilter')}>
          <NativeSelect
            id="admin-activity-type"
            value={activityType}
            onChange={(e) => {
              setActivityType(e.target.value as ActivityType | '');
              setPage(1);
            }}
          >
            <option value="">{t('activities.allTypes')}</option>
            {activityTypes.map((type) => (
              <option key={type} value={type}>
                {t(`activityTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </div>
      {isPending ? (
        <ListSkeleton label={t('activities.loading')} />
      ) : isError ? (
        <ListError message={t('activities.loadFailed')} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <ListEmpty icon={Activity} title={t('activities.empty')} hint={t('activities.emptyHint')} />
      ) : (
        <>
          <div className="overflow-x-auto" aria-busy={isPlaceholderData}>
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">{t('activities.title')}</caption>
              <thead className="border-y border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {columns.map((c) => (
                    <PlainHeader key={c} label={t(`activities.columns.${c}`)} />
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((a) => (
                  <ActivityRow key={a.id} activity={a} now={now} />
                ))}
              </tbody>
            </table>
          </div>
          <ListFooter
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            pageCount={data.pageCount}
            onPage={setPage}
            label={t('activities.pagination')}
          />
        </>
      )}
    </Card>
  );
}
