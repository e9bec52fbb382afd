import { type CargoRequest, MATCHING_LIST_PAGE_SIZE } from '@shared/schemas/matching';
import type { PageParams } from '@shared/schemas/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { usePollInterval } from '@/lib/live-status';
import { type Page, toPage } from '@/lib/page';
import { cargoRequestsKey, LISTS_POLL_MS } from './keys';

const firstPage: PageParams = { page: 1, pageSize: MATCHING_LIST_PAGE_SIZE };

/** GET /api/algorithm/cargo-requests: one page of the caller's own transport requests (administrators: all). */
export async function getCargoRequests(query: PageParams = firstPage): Promise<Page<CargoRequest>> {
  const { body, total } = await apiGetPage<{ data: CargoRequest[] }>(
    withQuery('/api/algorithm/cargo-requests', query),
  );
  return toPage(body.data, total, query.pageSize);
}

export const useCargoRequests = (query: PageParams = firstPage, enabled = true) =>
  useQuery({
    // Under the prefix cargoRequestsKey, so one invalidation refreshes every page.
    queryKey: [...cargoRequestsKey, query],
    queryFn: () => getCargoRequests(query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(LISTS_POLL_MS), // only while the live stream is down
    refetchIntervalInBackground: false,
  });
