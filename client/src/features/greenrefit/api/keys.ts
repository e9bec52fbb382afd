import type { QueryClient } from '@tanstack/react-query';

/** Query keys of GreenRefit; each starts with its address, so one invalidation covers every page and filter. */
export const assessmentsKey = ['/api/greenrefit/assessments'] as const;
export const shipyardsKey = ['/api/greenrefit/shipyards'] as const;
export const quoteRequestsKey = ['/api/greenrefit/quote-requests'] as const;
export const vesselProfileKey = (vesselId: string) =>
  ['/api/greenrefit/vessels', vesselId, 'profile'] as const;

export const invalidate = (queryClient: QueryClient, ...keys: (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
