import type { SmartFeederCalculationDetail } from '@shared/schemas/smartfeeder';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** One saved calculation with the results as they were saved. */
export const getCalculation = (id: string) =>
  apiGet<SmartFeederCalculationDetail>(`/api/smartfeeder-calculations/${encodeURIComponent(id)}`);

/** Reopening is an action the user takes, so it is a mutation rather than a standing query. */
export const useOpenCalculation = () => useMutation({ mutationFn: getCalculation });
