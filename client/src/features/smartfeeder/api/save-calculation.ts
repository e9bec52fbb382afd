import type { QuoteInput, SmartFeederCalculationDetail, SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calculationsKey } from './get-calculations';

/** SPEC.md §7's payload; the server ignores the numbers in it and stores its own recomputation. */
export function toSavePayload(input: QuoteInput, quote: SmartFeederQuote, now = new Date()) {
  const results = {
    routeDistance: quote.routeDistance,
    estimatedDuration: quote.estimatedDuration,
    co2Estimation: quote.co2Estimation,
    fuelEstimation: quote.fuelEstimation,
    suggestedVesselType: quote.suggestedVesselType,
  };
  return {
    originPort: quote.originPort,
    destinationPort: quote.destinationPort,
    ...results,
    calculationInputs: { ...input, timestamp: now.toISOString() },
    calculationResults: { ...results, estimatedCost: quote.estimatedCost },
    status: 'completed' as const,
  };
}

export const saveCalculation = (payload: ReturnType<typeof toSavePayload>) =>
  apiRequest<SmartFeederCalculationDetail>('POST', '/api/smartfeeder-calculations', payload);

export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCalculation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calculationsKey }),
  });
}
