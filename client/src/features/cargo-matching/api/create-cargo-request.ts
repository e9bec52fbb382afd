import type { CargoRequestPayload, CreateCargoRequestResponse } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

/** POST /api/algorithm/cargo-requests: answers the new request and its potential matches (SPEC.md §7). */
export const createCargoRequest = (input: CargoRequestPayload) =>
  apiRequest<CreateCargoRequestResponse>('POST', '/api/algorithm/cargo-requests', input);

export function useCreateCargoRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCargoRequest, onSuccess: () => afterMatchingChange(queryClient) });
}
