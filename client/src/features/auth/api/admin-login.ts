import { isAdminRole, type LoginInput, type User } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import i18n from '@/lib/i18n';
import { commitUser } from '../utils/commit-user';
import { login, welcomeToast } from './login';
import { logout } from './logout';

/** Raised when valid credentials belong to someone who is not an administrator. */
export class NotAdminError extends Error {
  constructor() {
    super('This sign-in is for administrators only.');
  }
}

/** The administrators' sign-in (PRODUCT.md 2): the regular login, undone again for any other role. */
export async function adminLogin(input: LoginInput): Promise<User> {
  const { user } = await login(input);
  if (!isAdminRole(user.role)) {
    await logout().catch((err: unknown) => console.error('Logout after refused admin sign-in failed', err));
    throw new NotAdminError();
  }
  return user;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: async (user) => {
      await i18n.changeLanguage(user.preferredLanguage);
      welcomeToast(user);
      commitUser(queryClient, user, () => navigate('/admin-panel'));
    },
  });
}
