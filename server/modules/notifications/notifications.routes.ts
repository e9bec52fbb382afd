import { uuidSchema } from '@shared/schemas/common';
import { notificationListQuerySchema } from '@shared/schemas/notifications';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
import { revalidate } from '../../lib/revalidate';
import { parse } from '../../lib/validate';
import { countUnread, findNotifications, markAllRead, markRead } from './notifications.service';

export function notificationsRoutes({ database }: AppDeps) {
  const r = Router();
  const { db } = database;
  r.use(requireApproved);
  // Paged (issue 11): one page in the body, the total in X-Total-Count; the bell's badge has its own count call.
  r.get('/', async (req, res) => {
    const query = parse(notificationListQuerySchema, req.query);
    const { items, total } = await findNotifications(db, req.user!.id, query);
    sendPage(res, total, items);
  });
  r.get('/unread-count', revalidate, async (req, res) => {
    res.json({ count: await countUnread(db, req.user!.id) });
  });
  r.put('/read-all', async (req, res) => {
    res.json({ updated: await markAllRead(db, req.user!.id) });
  });
  r.put('/:id/read', async (req, res) => {
    const id = uuidSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('Notification');
    res.json(await markRead(db, req.user!.id, id.data));
  });
  return r;
}
