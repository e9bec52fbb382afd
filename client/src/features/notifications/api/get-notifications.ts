import { NOTIFICATIONS_PAGE_SIZE_DEFAULT, type Notification } from '@shared/schemas/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { type Page, toPage } from '@/lib/page';
import { useNotificationsEnabled } from './use-notifications-enabled';

export const notificationsKey = ['/api/notifications'] as const;

/** GET /api/notifications: one page, newest first, the total in X-Total-Count. */
export async function getNotifications(page = 1): Promise<Page<Notification>> {
  const pageSize = NOTIFICATIONS_PAGE_SIZE_DEFAULT;
  const { body, total } = await apiGetPage<Notification[]>(
    withQuery('/api/notifications', { page, pageSize }),
  );
  return toPage(body, total, pageSize);
}

/**
 * The panel's list: the newest page first, older ones appended by "Load more". The panel mounts only while open,
 * so refetching on mount shows fresh rows every time it opens.
 */
export function useNotifications() {
  const enabled = useNotificationsEnabled();
  return useInfiniteQuery({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.pageCount ? pages.length + 1 : undefined),
    enabled,
    refetchOnMount: 'always',
  });
}
