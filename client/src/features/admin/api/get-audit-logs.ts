import { ADMIN_PAGE_SIZE_DEFAULT, type AuditLogList, type AuditLogListQuery } from '@shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { toPage } from './page';

export const auditLogsKey = ['/api/admin/audit-logs'] as const;

/** GET /api/admin/audit-logs: newest first, `{ logs }`, the total in X-Total-Count. */
export async function getAuditLogs(query: AuditLogListQuery, signal?: AbortSignal) {
  const { body, total } = await apiGetPage<AuditLogList>(withQuery('/api/admin/audit-logs', query), signal);
  return toPage(body.logs, total, query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT);
}

export const useAuditLogs = (query: AuditLogListQuery) =>
  useQuery({
    queryKey: [...auditLogsKey, query],
    queryFn: ({ signal }) => getAuditLogs(query, signal),
    placeholderData: keepPreviousData,
  });
