import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const logout = () => apiRequest<void>('POST', '/api/auth/logout');

/** Signs out and goes to / by a full page load, so no cached data of the old session survives. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (err) => console.error('Logout failed', err),
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
