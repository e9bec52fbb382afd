import type { VesselAvailability } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

/** POST /api/algorithm/vessel-availabilities/:id/withdraw: its proposed matches expire. */
export const withdrawVesselAvailability = async (id: string) =>
  (
    await apiRequest<{ data: VesselAvailability }>(
      'POST',
      `/api/algorithm/vessel-availabilities/${encodeURIComponent(id)}/withdraw`,
    )
  ).data;

export function useWithdrawVesselAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVesselAvailability,
    onSettled: () => afterMatchingChange(queryClient),
  });
}
