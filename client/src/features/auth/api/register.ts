import type { RegisterInput, RegisterResponse } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Registration does not sign in (PRODUCT.md 22), so no cached data changes. */
export const register = (input: RegisterInput) =>
  apiRequest<RegisterResponse>('POST', '/api/auth/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
