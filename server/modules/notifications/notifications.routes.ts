import { notificationListQuerySchema } from '@shared/schemas/notifications';
import { z } from 'zod';
import { revalidate } from '../../lib/revalidate';
import { route, routeGroup } from '../../lib/route-declaration';
import { notificationDto } from './notifications.responses';
import { countUnread, findNotifications, markAllRead, markRead } from './notifications.service';

export const notificationsRoutes = routeGroup('/notifications', [
  // Paged (issue 11): one page in the body, the total in X-Total-Count; the bell's badge has its own count call.
  route({
    method: 'GET',
    path: '/',
    summary:
      'Own notifications, newest first, paged (by `page`, or by the cursor `before` from X-Next-Cursor)',
    access: 'approved',
    query: notificationListQuerySchema,
    paged: true,
    response: z.array(notificationDto),
    handler: ({ db, user, query }) => findNotifications(db, user.id, query),
  }),
  route({
    method: 'GET',
    path: '/unread-count',
    summary: 'Number of unread notifications',
    access: 'approved',
    before: [revalidate],
    response: z.strictObject({ count: z.number().int() }),
    handler: async ({ db, user }) => ({ count: await countUnread(db, user.id) }),
  }),
  route({
    method: 'PUT',
    path: '/read-all',
    summary: 'Mark all own notifications read',
    access: 'approved',
    response: z.strictObject({ updated: z.number().int() }),
    handler: async ({ db, user }) => ({ updated: await markAllRead(db, user.id) }),
  }),
  route({
    method: 'PUT',
    path: '/:id/read',
    summary: 'Mark one notification read',
    access: 'approved',
    scope: 'own',
    params: { id: 'Notification' },
    response: notificationDto,
    handler: ({ db, user, params }) => markRead(db, user.id, params.id),
  }),
]);
