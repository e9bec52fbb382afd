import type { Match, RejectMatchInput } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

export type RejectMatchVars = { id: string } & RejectMatchInput;

/** PUT /api/algorithm/matches/:id/reject with a reason the other party reads; 409 when no longer proposed. */
export const rejectMatch = async ({ id, ...input }: RejectMatchVars) =>
  (await apiRequest<{ data: Match }>('PUT', `/api/algorithm/matches/${encodeURIComponent(id)}/reject`, input))
    .data;

export function useRejectMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectMatch, onSettled: () => afterMatchingChange(queryClient) });
}
