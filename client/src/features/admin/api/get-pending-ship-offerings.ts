import type { PendingShipOffering } from '@shared/schemas/ship-offerings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const pendingShipOfferingsKey = ['/api/admin/pending-ship-offerings'] as const;

/** Oldest first, so the longest-waiting offering is reviewed first. */
export const getPendingShipOfferings = () =>
  apiGet<PendingShipOffering[]>('/api/admin/pending-ship-offerings');

export const usePendingShipOfferings = () =>
  useQuery({ queryKey: pendingShipOfferingsKey, queryFn: getPendingShipOfferings });
