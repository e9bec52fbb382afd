import type { AnalyticsParams, PlatformAnalytics } from '@shared/schemas/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/lib/api-client';

export const platformAnalyticsKey = ['/api/admin/analytics'] as const;

/** GET /api/admin/analytics: the enterprise dashboard's series for one range and granularity (administrators). */
export const getPlatformAnalytics = (params: AnalyticsParams) =>
  apiRequest<PlatformAnalytics>('GET', withQuery('/api/admin/analytics', params));

/** The previous range stays on screen while the next one loads, so the charts do not flash empty. */
export const usePlatformAnalytics = (params: AnalyticsParams) =>
  useQuery({
    queryKey: [...platformAnalyticsKey, params],
    queryFn: () => getPlatformAnalytics(params),
    placeholderData: keepPreviousData,
  });
