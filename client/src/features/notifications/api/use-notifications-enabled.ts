import { isAdminRole } from '@shared/domain/roles';
import { useCurrentUser } from '@/features/auth/api/get-current-user';

/** Notifications are for approved users and admins; the server answers 403 to everyone else. */
export function useNotificationsEnabled() {
  const { user } = useCurrentUser();
  return Boolean(user && (isAdminRole(user.role) || user.approvalStatus === 'approved'));
}
