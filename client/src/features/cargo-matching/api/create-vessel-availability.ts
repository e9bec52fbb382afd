import type { CreateVesselAvailability, CreateVesselAvailabilityResponse } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

/** POST /api/algorithm/vessel-availabilities: answers the new capacity and the matches it found at once. */
export const createVesselAvailability = (input: CreateVesselAvailability) =>
  apiRequest<CreateVesselAvailabilityResponse>('POST', '/api/algorithm/vessel-availabilities', input);

export function useCreateVesselAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVesselAvailability,
    onSuccess: () => afterMatchingChange(queryClient),
  });
}
