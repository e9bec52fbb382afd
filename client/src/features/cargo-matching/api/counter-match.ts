import type { CounterMatchInput, DeclineMatchCounterInput, Match } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

const matchUrl = (id: string, action: string) => `/api/algorithm/matches/${encodeURIComponent(id)}/${action}`;

export type CounterMatchVars = { id: string } & CounterMatchInput;
export type DeclineMatchCounterVars = { id: string } & DeclineMatchCounterInput;

/** PUT /api/algorithm/matches/:id/counter: another price per TEU for the other party to answer (PRODUCT.md 33). */
export const counterMatch = async ({ id, ...input }: CounterMatchVars) =>
  (await apiRequest<{ data: Match }>('PUT', matchUrl(id, 'counter'), input)).data;

/** PUT /api/algorithm/matches/:id/decline-counter: the match stays at the price before. */
export const declineMatchCounter = async ({ id, ...input }: DeclineMatchCounterVars) =>
  (await apiRequest<{ data: Match }>('PUT', matchUrl(id, 'decline-counter'), input)).data;

export function useCounterMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: counterMatch, onSettled: () => afterMatchingChange(queryClient) });
}

export function useDeclineMatchCounter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineMatchCounter, onSettled: () => afterMatchingChange(queryClient) });
}
