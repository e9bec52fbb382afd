import { isAdminRole, type LoginInput, type LoginResponse, type User } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { commitUser } from '../utils/commit-user';
import { rememberFirstSignIn } from '../utils/first-sign-in';

export const login = (input: LoginInput) => apiRequest<LoginResponse>('POST', '/api/auth/login', input);

/**
 * Greets in the user's own language, which is why it runs after the language switch. A first sign-in is
 * "Welcome", not "Welcome back"; an account still pending or rejected gets no toast, as its own screen
 * says everything (issue 13).
 */
export function welcomeToast(user: User, firstSignIn = false) {
  const admin = isAdminRole(user.role);
  if (!admin && user.approvalStatus !== 'approved') return;
  const title = admin
    ? firstSignIn
      ? 'auth:login.welcomeFirstAdminTitle'
      : 'auth:login.welcomeAdminTitle'
    : firstSignIn
      ? 'auth:login.welcomeFirstTitle'
      : 'auth:login.welcomeTitle';
  toast({
    title: i18n.t(title, { name: user.firstName }),
    description: i18n.t(admin ? 'auth:login.welcomeAdminDescription' : 'auth:login.welcomeDescription'),
  });
}

/** Signs in, switches to the user's language, greets, stores the user and goes to `destination(user)`. */
export function useLogin(destination: (user: User) => string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user, firstSignIn }) => {
      await i18n.changeLanguage(user.preferredLanguage);
      rememberFirstSignIn(user.id, firstSignIn);
      welcomeToast(user, firstSignIn);
      commitUser(queryClient, user, () => navigate(destination(user)));
    },
  });
}
