import type { User } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '@/lib/api-client';
import { commitUser } from '../utils/commit-user';

export const markTourCompleted = () => apiRequest<User>('POST', '/api/auth/mark-tour-completed', {});

/** Records the tour as seen, stores the returned user and goes to `next` in the same render. */
export function useMarkTourCompleted() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (_: { next: string }) => markTourCompleted(),
    onSuccess: (user, { next }) => commitUser(queryClient, user, () => navigate(next)),
  });
}
