import { uuidSchema } from '@shared/schemas/common';
import { Router } from 'express';
import { requireApproved } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { countUnread, findNotifications, markAllRead, markRead } from './notifications.service';

export function notificationsRoutes({ database }: AppDeps) {
  const r = Router();
  const { db } = database;
  r.use(requireApproved);
  r.get('/', async (req, res) => {
    res.json(await findNotifications(db, req.user!.id));
  });
  r.get('/unread-count', async (req, res) => {
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
