import type { Match, MatchStatus } from '@shared/schemas/matching';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api-client';
import { MATCHES_POLL_MS, matchesKey } from './keys';

export type MatchFilters = { status: MatchStatus | ''; port: string };

/** GET /api/algorithm/matches: the matches the caller is party to (administrators: all), filtered by the server. */
export const getMatches = async (filters: MatchFilters) =>
  (await apiGet<{ data: Match[] }>(withQuery('/api/algorithm/matches', filters))).data;

export const useMatches = (filters: MatchFilters, enabled = true) =>
  useQuery({
    queryKey: [...matchesKey, filters],
    queryFn: () => getMatches(filters),
    enabled,
    // The previous list stays while a changed filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
    refetchInterval: MATCHES_POLL_MS,
    refetchIntervalInBackground: false,
  });
