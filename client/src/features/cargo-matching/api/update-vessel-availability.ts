import type {
  CreateVesselAvailabilityResponse,
  UpdateVesselAvailabilityInput,
} from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

export type UpdateVesselAvailabilityVars = { id: string; input: UpdateVesselAvailabilityInput };

/** PUT /api/algorithm/vessel-availabilities/:id: the server re-scores the capacity's proposed matches. */
export const updateVesselAvailability = ({ id, input }: UpdateVesselAvailabilityVars) =>
  apiRequest<CreateVesselAvailabilityResponse>(
    'PUT',
    `/api/algorithm/vessel-availabilities/${encodeURIComponent(id)}`,
    input,
  );

export function useUpdateVesselAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVesselAvailability,
    // A 409 (accepted matches hold the route) also means the figures on screen are stale.
    onSettled: () => afterMatchingChange(queryClient),
  });
}
