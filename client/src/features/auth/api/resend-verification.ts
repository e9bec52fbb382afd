import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Answers alike whether or not the email has an account. */
export const resendVerification = (input: { email: string }) =>
  apiRequest<{ message: string }>('POST', '/api/auth/resend-verification', input);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
