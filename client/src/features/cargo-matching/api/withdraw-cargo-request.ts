import type { CargoRequest } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

/** POST /api/algorithm/cargo-requests/:id/withdraw: its proposed matches expire. */
export const withdrawCargoRequest = async (id: string) =>
  (
    await apiRequest<{ data: CargoRequest }>(
      'POST',
      `/api/algorithm/cargo-requests/${encodeURIComponent(id)}/withdraw`,
    )
  ).data;

export function useWithdrawCargoRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawCargoRequest, onSettled: () => afterMatchingChange(queryClient) });
}
