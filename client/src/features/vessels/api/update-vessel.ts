import type { UpdateVesselInput, Vessel } from '@shared/schemas/vessels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateFleet } from './invalidate-fleet';

export type UpdateVesselVars = { id: string; changes: UpdateVesselInput };

export const updateVessel = ({ id, changes }: UpdateVesselVars) =>
  apiRequest<Vessel>('PATCH', `/api/vessels/${encodeURIComponent(id)}`, changes);

export function useUpdateVessel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVessel, onSuccess: () => invalidateFleet(queryClient) });
}
