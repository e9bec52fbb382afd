import type { Currency } from '@shared/domain/money';
import { OFFERINGS_PAGE_SIZE_DEFAULT, type ShipOffering } from '@shared/schemas/ship-offerings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { useMoneySettings } from '@/lib/money';
import type { OfferingSearch } from '../hooks/use-offering-search';
import { writeOfferingSearch } from '../hooks/use-offering-search';

export const PAGE_SIZE = OFFERINGS_PAGE_SIZE_DEFAULT;
/** Every public-list query starts with this, so one invalidation refreshes all pages and filters. */
export const shipOfferingsKey = ['/api/ship-offerings'] as const;

export type OfferingPage = { items: ShipOffering[]; total: number; page: number; pageCount: number };

/**
 * GET /api/ship-offerings: one page as a plain array, the total across pages in X-Total-Count (PRODUCT.md 26).
 * The maximum price is typed in the reader's display currency (`currency`); the server compares every offering's
 * price with it in USD at the dated rate, whatever currency the offering is priced in.
 */
export async function getShipOfferings(
  search: OfferingSearch,
  signal?: AbortSignal,
  currency: Currency = 'USD',
): Promise<OfferingPage> {
  const params = writeOfferingSearch(search);
  if (search.maxPrice !== null && currency !== 'USD') params.set('maxPriceCurrency', currency);
  // Defaults are left out of the address bar but the server is told them, so the answer never depends on its.
  params.set('sort', search.sort);
  params.set('order', search.order);
  params.set('page', String(search.page));
  params.set('pageSize', String(PAGE_SIZE));
  const page = await apiGetPage<ShipOffering[]>(`/api/ship-offerings?${params}`, signal);
  const items = page.body;
  const total = Number.isNaN(page.total) ? items.length : page.total;
  return { items, total, page: search.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export function useShipOfferings(search: OfferingSearch) {
  const { display } = useMoneySettings();
  return useQuery({
    queryKey: [...shipOfferingsKey, search, display],
    queryFn: ({ signal }) => getShipOfferings(search, signal, display),
    placeholderData: keepPreviousData,
  });
}
