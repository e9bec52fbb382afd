import type { OwnShipOffering, UpdateCapacityInput } from '@shared/schemas/ship-offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myShipOfferingsKey } from './get-my-ship-offerings';

export type UpdateCapacityVars = { id: string } & UpdateCapacityInput;

export const updateCapacity = ({ id, availableCapacity }: UpdateCapacityVars) =>
  apiRequest<OwnShipOffering>('PATCH', `/api/ship-offerings/${encodeURIComponent(id)}/capacity`, {
    availableCapacity,
  });

export function useUpdateCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCapacity,
    onSuccess: (updated) => {
      // The card shows the answer at once; the public list (filtered by available TEU) refetches when seen.
      queryClient.setQueryData<OwnShipOffering[]>(myShipOfferingsKey, (list) =>
        list?.map((o) => (o.id === updated.id ? updated : o)),
      );
      return queryClient.invalidateQueries({ queryKey: ['/api/ship-offerings'] });
    },
  });
}
