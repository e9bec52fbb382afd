import {
  ADMIN_PAGE_SIZE_DEFAULT,
  type AdminActivityList,
  type AdminActivityListQuery,
} from '@shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { toPage } from './page';

export const adminActivitiesKey = ['/api/admin/activities'] as const;

/** GET /api/admin/activities: newest first, `{ activities }`, the total in X-Total-Count. */
export async function getAdminActivities(query: AdminActivityListQuery, signal?: AbortSignal) {
  const url = withQuery('/api/admin/activities', query);
  const { body, total } = await apiGetPage<AdminActivityList>(url, signal);
  return toPage(body.activities, total, query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT);
}

export const useAdminActivities = (query: AdminActivityListQuery) =>
  useQuery({
    queryKey: [...adminActivitiesKey, query],
    queryFn: ({ signal }) => getAdminActivities(query, signal),
    placeholderData: keepPreviousData,
  });
