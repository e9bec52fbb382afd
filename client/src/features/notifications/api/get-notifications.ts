import { NOTIFICATIONS_PAGE_SIZE_DEFAULT, type Notification } from '@shared/schemas/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { type Page, toPage } from '@/lib/page';
import { useNotificationsEnabled } from './use-notifications-enabled';

export const notificationsKey = ['/api/notifications'] as const;

/**
 * GET /api/notifications: one page, newest first, the total in X-Total-Count; each page after the first is read
 * by the cursor of the one before (X-Next-Cursor), so a long history costs the same on every page (issue 28).
 */
export async function getNotifications(
  before: string | null = null,
): Promise<Page<Notification> & { next: string | null }> {
  const pageSize = NOTIFICATIONS_PAGE_SIZE_DEFAULT;
  const { body, total, next } = await apiGetPage<Notification[]>(
    withQuery('/api/notifications', { pageSize, before: before ?? undefined }),
  );
  return { ...toPage(body, total, pageSize), next };
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
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    refetchOnMount: 'always',
  });
}
