import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminActivitiesKey } from './get-admin-activities';
import { adminStatisticsKey } from './get-admin-statistics';
import { auditLogsKey } from './get-audit-logs';

/** A review decision changes the reviewed list and the statistics, and writes an activity and an audit-log row. */
export const invalidateAfterReview = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(
    [...keys, adminActivitiesKey, auditLogsKey, adminStatisticsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
