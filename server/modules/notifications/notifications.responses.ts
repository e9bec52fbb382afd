import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { notifications } from '../../db/schema';
import { iso } from '../../lib/response-schemas';

const n = createSelectSchema(notifications).shape;
export const notificationDto = z
  .strictObject({
    id: n.id,
    title: n.title,
    message: n.message,
    type: n.type,
    priority: n.priority,
    read: n.read,
    actionUrl: n.actionUrl,
    createdAt: iso,
  })
  .meta({ id: 'Notification' });
