import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myShipOfferingsKey } from './get-my-ship-offerings';

/** Deletes the offering and its booking requests; the server notifies everyone who had requested. */
export const deleteShipOffering = (id: string) =>
  apiRequest<void>('DELETE', `/api/ship-offerings/${encodeURIComponent(id)}`);

export function useDeleteShipOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShipOffering,
    // Every page shifts by one and the totals change: the owner's pages and summary refetch.
    onSuccess: () =>
      Promise.all(
        [
          myShipOfferingsKey,
          ['/api/ship-offerings'],
          ['/api/ship-booking-requests/incoming'],
          ['/api/marketplace/summary'],
          ['/api/vessels/stats'],
          ['/api/admin/pending-ship-offerings'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
