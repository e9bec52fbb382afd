import { OFFERINGS_PAGE_SIZE_DEFAULT, type ShipOffering } from '@shared/schemas/ship-offerings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import type { OfferingSearch } from '../hooks/use-offering-search';
import { writeOfferingSearch } from '../hooks/use-offering-search';

export const PAGE_SIZE = OFFERINGS_PAGE_SIZE_DEFAULT;
/** Every public-list query starts with this, so one invalidation refreshes all pages and filters. */
export const shipOfferingsKey = ['/api/ship-offerings'] as const;

export type OfferingPage = { items: ShipOffering[]; total: number; page: number; pageCount: number };

/** GET /api/ship-offerings: one page as a plain array, the total across pages in X-Total-Count (PRODUCT.md 26). */
export async function getShipOfferings(search: OfferingSearch, signal?: AbortSignal): Promise<OfferingPage> {
  const params = writeOfferingSearch(search);
  // Defaults are left out of the address bar but the server is told them, so the answer never depends on its.
  params.set('sort', search.sort);
  params.set('order', search.order);
  params.set('page', String(search.page));
  params.set('pageSize', String(PAGE_SIZE));
  const res = await fetch(`/api/ship-offerings?${params}`, {
    credentials: 'include',
    headers: { 'Accept-Language': i18n.resolvedLanguage ?? 'en' },
    signal,
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    throw new ApiError(res.status, body, text);
  }
  const items = (await res.json()) as ShipOffering[];
  const header = Number(res.headers.get('X-Total-Count'));
  const total = Number.isSafeInteger(header) && header >= 0 ? header : items.length;
  return { items, total, page: search.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useShipOfferings = (search: OfferingSearch) =>
  useQuery({
    queryKey: [...shipOfferingsKey, search],
    queryFn: ({ signal }) => getShipOfferings(search, signal),
    placeholderData: keepPreviousData,
  });
