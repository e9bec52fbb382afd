import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentUserKey } from './get-current-user';

export const verifyEmail = (token: string) =>
  apiRequest<{ message: string }>('POST', '/api/auth/verify-email', { token });

/** A signed-in user's isEmailVerified changes, so the current user is refetched. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
