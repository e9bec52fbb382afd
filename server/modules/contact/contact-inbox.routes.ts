import {
  contactMessageListQuerySchema,
  contactReplySchema,
  updateContactMessageSchema,
} from '@shared/schemas/contact';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { idParam } from '../../lib/id-param';
import { sendPage } from '../../lib/paging';
import { parse } from '../../lib/validate';
import {
  findContactMessages,
  getContactMessage,
  replyToContactMessage,
  setContactMessageHandled,
} from './contact-inbox.service';

/** The administrators' inbox, mounted at /api/admin/contact-messages behind the admin guard. */
export function contactInboxRoutes(deps: AppDeps) {
  const r = Router();
  r.get('/', async (req, res) => {
    const { messages, total } = await findContactMessages(
      deps,
      parse(contactMessageListQuerySchema, req.query),
    );
    sendPage(res, total, { messages });
  });
  r.get('/:id', async (req, res) => {
    res.json(await getContactMessage(deps, idParam(req.params.id, 'Contact message')));
  });
  r.patch('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Contact message');
    const { handled } = parse(updateContactMessageSchema, req.body);
    res.json(await setContactMessageHandled(deps, { adminId: req.user!.id, id, handled }));
  });
  r.post('/:id/reply', async (req, res) => {
    const id = idParam(req.params.id, 'Contact message');
    const { message } = parse(contactReplySchema, req.body);
    res.status(201).json(await replyToContactMessage(deps, { adminId: req.user!.id, id, message }));
  });
  return r;
}
