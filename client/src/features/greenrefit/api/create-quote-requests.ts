import type { CreateQuoteRequestPayload, QuoteRequest } from '@shared/schemas/greenrefit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, quoteRequestsKey } from './keys';

/** POST /api/greenrefit/quote-requests: 201 with one request per shipyard. */
export const createQuoteRequests = (payload: CreateQuoteRequestPayload) =>
  apiRequest<QuoteRequest[]>('POST', '/api/greenrefit/quote-requests', payload);

export function useCreateQuoteRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequests,
    onSuccess: () => invalidate(queryClient, quoteRequestsKey),
  });
}
