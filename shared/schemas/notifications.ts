export const notificationTypes = ['booking_update', 'vessel_alert', 'precision_update', 'system_message'] as const;
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
