import {
  OWN_OFFERINGS_PAGE_SIZE_DEFAULT,
  type OwnOfferingListQuery,
  type OwnShipOffering,
} from '@shared/schemas/ship-offerings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { type Page, toPage } from '@/lib/page';

/** The prefix every page and the summary share, so one invalidation refreshes them all. */
export const myShipOfferingsKey = ['/api/ship-offerings/my'] as const;

/** GET /api/ship-offerings/my: one page of the owner's offerings in every status, the total in X-Total-Count. */
export async function getMyShipOfferings(query: OwnOfferingListQuery = {}): Promise<Page<OwnShipOffering>> {
  const { body, total } = await apiGetPage<OwnShipOffering[]>(withQuery('/api/ship-offerings/my', query));
  return toPage(body, total, query.pageSize ?? OWN_OFFERINGS_PAGE_SIZE_DEFAULT);
}

export const useMyShipOfferings = (query: OwnOfferingListQuery = {}, enabled = true) =>
  useQuery({
    queryKey: [...myShipOfferingsKey, query],
    queryFn: () => getMyShipOfferings(query),
    enabled,
    // The previous page stays on screen while the next one loads, so the layout does not jump.
    placeholderData: keepPreviousData,
  });
