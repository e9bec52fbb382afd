import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (input: { token: string; password: string }) =>
  apiRequest<{ message: string }>('POST', '/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
