import type { Notification } from '@shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useNotificationsEnabled } from './use-notifications-enabled';

export const notificationsKey = ['/api/notifications'] as const;

export const getNotifications = () => apiGet<Notification[]>('/api/notifications');

/** The panel mounts only while open, so refetching on mount shows fresh rows every time it opens. */
export function useNotifications() {
  const enabled = useNotificationsEnabled();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    enabled,
    refetchOnMount: 'always',
  });
}
