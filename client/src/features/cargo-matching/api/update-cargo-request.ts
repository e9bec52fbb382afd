import type { CargoRequestPayload, CreateCargoRequestResponse } from '@shared/schemas/matching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterMatchingChange } from './keys';

export type UpdateCargoRequestVars = { id: string; input: CargoRequestPayload };

/** PUT /api/algorithm/cargo-requests/:id: the server re-scores the request's proposed matches. */
export const updateCargoRequest = ({ id, input }: UpdateCargoRequestVars) =>
  apiRequest<CreateCargoRequestResponse>(
    'PUT',
    `/api/algorithm/cargo-requests/${encodeURIComponent(id)}`,
    input,
  );

export function useUpdateCargoRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCargoRequest, onSettled: () => afterMatchingChange(queryClient) });
}
