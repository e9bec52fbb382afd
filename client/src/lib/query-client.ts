import { QueryClient } from '@tanstack/react-query';

// SPEC.md §9: never stale, no refetch on focus, no polling unless stated, no retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
