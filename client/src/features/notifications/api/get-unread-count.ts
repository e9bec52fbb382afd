import type { UnreadCount } from '@shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { usePollInterval } from '@/lib/live-status';
import { useNotificationsEnabled } from './use-notifications-enabled';

export const unreadCountKey = ['/api/notifications/unread-count'] as const;
export const UNREAD_COUNT_POLL_MS = 10_000;

export const getUnreadCount = () => apiGet<UnreadCount>('/api/notifications/unread-count');

/** Polled every 10 s (SPEC.md §9); the bell and the sidebar's Quick Stats share this one query. */
export function useUnreadCount() {
  const enabled = useNotificationsEnabled();
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: getUnreadCount,
    enabled,
    refetchInterval: usePollInterval(UNREAD_COUNT_POLL_MS), // only while the live stream is down
    refetchIntervalInBackground: false,
  });
  return { ...query, count: query.data?.count ?? 0 };
}
