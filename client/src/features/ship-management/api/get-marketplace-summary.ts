import type { MarketplaceSummary } from '@shared/schemas/vessels';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const marketplaceSummaryKey = ['/api/marketplace/summary'] as const;

/** The signed-in user's own vessel, offering and booking-request counts (SPEC.md §4 role label). */
export const getMarketplaceSummary = () => apiGet<MarketplaceSummary>('/api/marketplace/summary');

export const useMarketplaceSummary = (enabled = true) =>
  useQuery({ queryKey: marketplaceSummaryKey, queryFn: getMarketplaceSummary, enabled });
