import type { User } from '@shared/schemas/auth';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../api/get-current-user';

/**
 * Stores the signed-in user and navigates in the same render. The router gates routes on the current user,
 * so a render that had the new location with the old user would bounce (anonymous /dashboard -> /login,
 * or a user without the tour flag back to /welcome-tour). Query notifications are flushed in a later task;
 * scheduling the navigation inside the same batch puts both updates in one React render.
 */
export function commitUser(queryClient: QueryClient, user: User, navigate: () => void) {
  notifyManager.batch(() => {
    queryClient.setQueryData(currentUserKey, user);
    notifyManager.schedule(navigate);
  });
}
