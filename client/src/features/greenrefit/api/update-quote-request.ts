import type { QuoteRequest, UpdateQuoteRequestPayload } from '@shared/schemas/greenrefit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, quoteRequestsKey } from './keys';

export type UpdateQuoteRequestVars = { id: string; payload: UpdateQuoteRequestPayload };

/** PATCH /api/greenrefit/quote-requests/:id (administrators): status and a note the requester reads. */
export const updateQuoteRequest = ({ id, payload }: UpdateQuoteRequestVars) =>
  apiRequest<QuoteRequest>('PATCH', `/api/greenrefit/quote-requests/${encodeURIComponent(id)}`, payload);

export function useUpdateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteRequest,
    onSettled: () => invalidate(queryClient, quoteRequestsKey),
  });
}
