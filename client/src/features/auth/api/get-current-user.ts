import type { User } from '@shared/schemas/auth';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

export const currentUserKey = ['/api/auth/user'] as const;

/** The signed-in user, or null when anonymous (401). Other failures: 'Failed to fetch user', treated as absent. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiGet<User>('/api/auth/user');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    console.error('Failed to fetch user', err);
    return null;
  }
}

const currentUserQuery = { queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime: 300_000 };

/** Starts the query before the first render (main.tsx), picking up the request index.html preloads. */
export const prefetchCurrentUser = (client: QueryClient) => client.prefetchQuery(currentUserQuery);

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading };
}
