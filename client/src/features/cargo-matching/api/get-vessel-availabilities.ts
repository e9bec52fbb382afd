import { MATCHING_LIST_PAGE_SIZE, type VesselAvailability } from '@shared/schemas/matching';
import type { PageParams } from '@shared/schemas/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { usePollInterval } from '@/lib/live-status';
import { type Page, toPage } from '@/lib/page';
import { LISTS_POLL_MS, vesselAvailabilitiesKey } from './keys';

const firstPage: PageParams = { page: 1, pageSize: MATCHING_LIST_PAGE_SIZE };

/** GET /api/algorithm/vessel-availabilities: one page of the caller's own capacity (administrators: all). */
export async function getVesselAvailabilities(
  query: PageParams = firstPage,
): Promise<Page<VesselAvailability>> {
  const { body, total } = await apiGetPage<{ data: VesselAvailability[] }>(
    withQuery('/api/algorithm/vessel-availabilities', query),
  );
  return toPage(body.data, total, query.pageSize);
}

export const useVesselAvailabilities = (query: PageParams = firstPage, enabled = true) =>
  useQuery({
    // Under the prefix vesselAvailabilitiesKey, so one invalidation refreshes every page.
    queryKey: [...vesselAvailabilitiesKey, query],
    queryFn: () => getVesselAvailabilities(query),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(LISTS_POLL_MS), // only while the live stream is down
    refetchIntervalInBackground: false,
  });
