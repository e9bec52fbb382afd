import type { CreateShipOfferingInput, OwnShipOffering } from '@shared/schemas/ship-offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shipOfferingsKey } from './get-ship-offerings';

export const createShipOffering = (input: CreateShipOfferingInput) =>
  apiRequest<OwnShipOffering>('POST', '/api/ship-offerings', input);

/** A new offering waits for approval, but the owner's lists, counts and the admins' queue change at once. */
export function useCreateShipOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipOffering,
    onSuccess: () =>
      Promise.all(
        [
          shipOfferingsKey,
          ['/api/ship-offerings/my'],
          ['/api/marketplace/summary'],
          ['/api/admin/pending-ship-offerings'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
