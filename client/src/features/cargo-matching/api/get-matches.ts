import {
  MATCHING_LIST_PAGE_SIZE,
  type Match,
  type MatchSort,
  type MatchStatus,
} from '@shared/schemas/matching';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { usePollInterval } from '@/lib/live-status';
import { type Page, toPage } from '@/lib/page';
import { MATCHES_POLL_MS, matchesKey } from './keys';

export type MatchFilters = { status: MatchStatus | ''; port: string };
/** The filters, the order and the page: the server filters, sorts and pages (issue 11). */
export type MatchesQuery = MatchFilters & { sort: MatchSort; page: number };

/** GET /api/algorithm/matches: one page of the matches the caller is party to (administrators: all). */
export async function getMatches(query: MatchesQuery): Promise<Page<Match>> {
  const { body, total } = await apiGetPage<{ data: Match[] }>(
    withQuery('/api/algorithm/matches', { ...query, pageSize: MATCHING_LIST_PAGE_SIZE }),
  );
  return toPage(body.data, total, MATCHING_LIST_PAGE_SIZE);
}

export const useMatches = (query: MatchesQuery, enabled = true) =>
  useQuery({
    // Under the prefix matchesKey, so one invalidation refreshes every page and filter.
    queryKey: [...matchesKey, query],
    queryFn: () => getMatches(query),
    enabled,
    // The previous page stays while a changed page or filter loads, so the list does not jump.
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(MATCHES_POLL_MS), // only while the live stream is down
    refetchIntervalInBackground: false,
  });
