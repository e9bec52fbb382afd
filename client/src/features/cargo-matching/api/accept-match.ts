import type { AcceptMatchInput, Match } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

export type AcceptMatchVars = { id: string } & AcceptMatchInput;

/** PUT /api/algorithm/matches/:id/accept: books the TEU on the capacity; 409 when no longer proposed. */
export const acceptMatch = async ({ id, ...input }: AcceptMatchVars) =>
  (await apiRequest<{ data: Match }>('PUT', `/api/algorithm/matches/${encodeURIComponent(id)}/accept`, input))
    .data;

export function useAcceptMatch() {
  const queryClient = useQueryClient();
  // A 409 also means the list on screen is stale, so it refetches either way.
  return useMutation({ mutationFn: acceptMatch, onSettled: () => afterMatchingChange(queryClient) });
}
