import type { ExchangeRate, SetExchangeRateInput } from '@shared/schemas/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { exchangeRateKey } from '@/lib/money';
import { queryClient } from '@/lib/query-client';

/** GET /api/exchange-rate: the dated EUR/USD rate conversions use (PRODUCT.md 37). */
export const useExchangeRate = () =>
  useQuery({ queryKey: exchangeRateKey, queryFn: () => apiGet<ExchangeRate>('/api/exchange-rate') });

/** PUT /api/exchange-rate (administrators): every converted figure follows the new rate at once. */
export function useSetExchangeRate() {
  return useMutation({
    mutationFn: (input: SetExchangeRateInput) => apiRequest<ExchangeRate>('PUT', '/api/exchange-rate', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateKey }),
  });
}
