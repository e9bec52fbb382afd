import type { CreateVesselInput, Vessel } from '@shared/schemas/vessels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateFleet } from './invalidate-fleet';

export const createVessel = (input: CreateVesselInput) => apiRequest<Vessel>('POST', '/api/vessels', input);

export function useCreateVessel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVessel, onSuccess: () => invalidateFleet(queryClient) });
}
