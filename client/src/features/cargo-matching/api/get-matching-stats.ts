import type { MatchingStats } from '@shared/schemas/matching';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { usePollInterval } from '@/lib/live-status';
import { LISTS_POLL_MS, matchingStatsKey } from './keys';

/** GET /api/algorithm/stats: platform-wide counts for the stat cards. */
export const getMatchingStats = async () =>
  (await apiGet<{ data: MatchingStats }>('/api/algorithm/stats')).data;

export const useMatchingStats = (enabled = true) =>
  useQuery({
    queryKey: matchingStatsKey,
    queryFn: getMatchingStats,
    enabled,
    refetchInterval: usePollInterval(LISTS_POLL_MS), // only while the live stream is down
    refetchIntervalInBackground: false,
  });
