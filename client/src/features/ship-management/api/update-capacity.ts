import type { OwnShipOffering, UpdateCapacityInput } from '@shared/schemas/ship-offerings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Page } from '@/lib/page';
import { myOfferingSummaryKey } from './get-my-offering-summary';
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
      // The card shows the answer at once on every cached page; the summary's utilisation and the public list
      // (filtered by available TEU) refetch.
      queryClient.setQueriesData<Page<OwnShipOffering>>({ queryKey: myShipOfferingsKey }, (page) =>
        page && Array.isArray(page.items)
          ? { ...page, items: page.items.map((o) => (o.id === updated.id ? updated : o)) }
          : page,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: myOfferingSummaryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/ship-offerings'] }),
      ]);
    },
  });
}
