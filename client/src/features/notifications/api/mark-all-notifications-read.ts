import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { apiRequest } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

export const markAllNotificationsRead = () =>
  apiRequest<{ updated: number }>('PUT', '/api/notifications/read-all');

export function useMarkAllNotificationsRead() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountKey }),
      ]);
      toast({ title: t('allMarkedRead') });
    },
    onError: (err) => console.error('Failed to mark all as read', err),
  });
}
