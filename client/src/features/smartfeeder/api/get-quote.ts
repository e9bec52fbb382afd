import type { QuoteInput, SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server computes every number (PRODUCT.md 10); the call takes as long as the computation. */
export const getQuote = (input: QuoteInput) =>
  apiRequest<SmartFeederQuote>('POST', '/api/smartfeeder/quote', input);

export const useQuote = () => useMutation({ mutationFn: getQuote });
