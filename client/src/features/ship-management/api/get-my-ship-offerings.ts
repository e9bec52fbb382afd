import type { OwnShipOffering } from '@shared/schemas/ship-offerings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const myShipOfferingsKey = ['/api/ship-offerings/my'] as const;

/** The signed-in owner's offerings in every status, newest first, with booked TEU and pending requests. */
export const getMyShipOfferings = () => apiGet<OwnShipOffering[]>('/api/ship-offerings/my');

export const useMyShipOfferings = (enabled = true) =>
  useQuery({ queryKey: myShipOfferingsKey, queryFn: getMyShipOfferings, enabled });
