import { isAdminRole, type LoginInput, type LoginResponse, type User } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { commitUser } from '../utils/commit-user';

export const login = (input: LoginInput) => apiRequest<LoginResponse>('POST', '/api/auth/login', input);

/** Greets in the user's own language, which is why it runs after the language switch. */
export function welcomeToast(user: User) {
  const admin = isAdminRole(user.role);
  toast({
    title: i18n.t(admin ? 'auth:login.welcomeAdminTitle' : 'auth:login.welcomeTitle', {
      name: user.firstName,
    }),
    description: i18n.t(admin ? 'auth:login.welcomeAdminDescription' : 'auth:login.welcomeDescription'),
  });
}

/** Signs in, switches to the user's language, greets, stores the user and goes to `destination(user)`. */
export function useLogin(destination: (user: User) => string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      await i18n.changeLanguage(user.preferredLanguage);
      welcomeToast(user);
      commitUser(queryClient, user, () => navigate(destination(user)));
    },
  });
}
