import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Answers alike whether or not the email has an account. */
export const forgotPassword = (input: { email: string }) =>
  apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
