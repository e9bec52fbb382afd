import type {
  AdminActivityExportQuery,
  AdminUserExportQuery,
  AuditLogExportQuery,
} from '@shared/schemas/admin';
import { withQuery } from '@/lib/api-client';

type Exports = {
  users: AdminUserExportQuery;
  activities: AdminActivityExportQuery;
  'audit-logs': AuditLogExportQuery;
};

/**
 * GET /api/admin/<list>/export with the screen's filters (no paging). Opened as a plain link, so the browser
 * saves the streamed file itself instead of holding it in memory as a fetched blob.
 */
export const exportUrl = <L extends keyof Exports>(list: L, filters: Exports[L]) =>
  withQuery(`/api/admin/${list}/export`, filters as Record<string, string | undefined>);
