import type { AdminStatistics } from '@shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const adminStatisticsKey = ['/api/admin/statistics'] as const;

/** GET /api/admin/statistics: SPEC.md §3's admin and platform statistics (administrators only). */
export const getAdminStatistics = () => apiGet<AdminStatistics>('/api/admin/statistics');

export const useAdminStatistics = (enabled = true) =>
  useQuery({ queryKey: adminStatisticsKey, queryFn: getAdminStatistics, enabled });
