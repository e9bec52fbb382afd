import type { OwnOfferingSummary } from '@shared/schemas/ship-offerings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { myShipOfferingsKey } from './get-my-ship-offerings';

/** Under the offerings' key: whatever changes an offering refreshes the figures too. */
export const myOfferingSummaryKey = [...myShipOfferingsKey, 'summary'] as const;

/** Totals over all of the owner's offerings, computed by the server (the page only holds one page of cards). */
export const getMyOfferingSummary = () => apiGet<OwnOfferingSummary>('/api/ship-offerings/my/summary');

export const useMyOfferingSummary = (enabled = true) =>
  useQuery({ queryKey: myOfferingSummaryKey, queryFn: getMyOfferingSummary, enabled });
