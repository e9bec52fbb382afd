import { z } from 'zod';
import { v } from '../i18n/validation';
import { blankToUndefined, cursorParam, pageParams } from './paging';

export const notificationTypes = [
  'booking_update',
  'vessel_alert',
  'precision_update',
  'system_message',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationPriorities = ['urgent', 'high', 'normal', 'low'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

export type Notification = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  read: boolean;
  actionUrl: string | null;
  createdAt: string;
};
export type UnreadCount = { count: number };

export const NOTIFICATIONS_PAGE_SIZE_DEFAULT = 20;

/** GET /api/notifications query: newest first, one page; `unread=true` keeps the unread ones. */
export const notificationListQuerySchema = z.object({
  unread: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: v('invalid') }).optional()),
  ...pageParams(NOTIFICATIONS_PAGE_SIZE_DEFAULT, 100),
  ...cursorParam,
});
export type NotificationListQuery = Partial<NotificationListParams>;
export type NotificationListParams = z.output<typeof notificationListQuerySchema>;
