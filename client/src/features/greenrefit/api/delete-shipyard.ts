import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, shipyardsKey } from './keys';

/** DELETE /api/greenrefit/shipyards/:id (administrators): 204; sent requests keep the yard's name. */
export const deleteShipyard = (id: string) =>
  apiRequest<void>('DELETE', `/api/greenrefit/shipyards/${encodeURIComponent(id)}`);

export function useDeleteShipyard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShipyard, onSettled: () => invalidate(queryClient, shipyardsKey) });
}
