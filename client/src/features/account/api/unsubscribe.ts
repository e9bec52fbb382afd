import type { UnsubscribeTarget } from '@shared/schemas/mail-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const targetKey = (token: string) => ['unsubscribe', token] as const;

/** What an unsubscribe link stops (reading it never unsubscribes: link scanners open links too). */
export const useUnsubscribeTarget = (token: string) =>
  useQuery({
    queryKey: targetKey(token),
    queryFn: () =>
      apiRequest<UnsubscribeTarget>('GET', `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
  });

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnsubscribeTarget>('POST', '/api/mail/unsubscribe', { token }),
    onSuccess: (target) => queryClient.setQueryData(targetKey(token), target),
  });
}
