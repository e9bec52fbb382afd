import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminActivitiesKey } from './get-admin-activities';
import { auditLogsKey } from './get-audit-logs';

/** A review decision changes the reviewed list and writes an activity and an audit-log row. */
export const invalidateAfterReview = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(
    [...keys, adminActivitiesKey, auditLogsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
