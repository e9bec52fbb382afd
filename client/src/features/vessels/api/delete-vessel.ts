import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateFleet } from './invalidate-fleet';

/** Offerings started from the vessel keep their data; only their link to it goes. */
export const deleteVessel = (id: string) =>
  apiRequest<void>('DELETE', `/api/vessels/${encodeURIComponent(id)}`);

export function useDeleteVessel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVessel, onSuccess: () => invalidateFleet(queryClient) });
}
