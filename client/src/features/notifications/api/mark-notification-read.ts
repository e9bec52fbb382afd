import type { Notification } from '@shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

export const markNotificationRead = (id: string) =>
  apiRequest<Notification>('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountKey }),
      ]),
    onError: (err) => console.error('Failed to mark as read', err),
  });
}
