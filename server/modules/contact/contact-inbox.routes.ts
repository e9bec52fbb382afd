import {
  contactMessageListQuerySchema,
  contactReplySchema,
  updateContactMessageSchema,
} from '@shared/schemas/contact';
import { route } from '../../lib/route-declaration';
import { adminListRoute } from '../admin/admin-list-route';
import { contactDetailDto, contactSummaryDto } from './contact.responses';
import {
  findContactMessages,
  getContactMessage,
  replyToContactMessage,
  setContactMessageHandled,
} from './contact-inbox.service';

const contactMessage = { id: 'Contact message' };

/** The administrators' inbox at /api/admin/contact-messages: declared in the admin group (admin.routes.ts). */
export const contactInboxRouteList = [
  adminListRoute({
    path: '/contact-messages',
    summary: 'Contact inbox, paged',
    query: contactMessageListQuerySchema,
    key: 'messages',
    item: contactSummaryDto,
    find: findContactMessages,
  }),
  route({
    method: 'GET',
    path: '/contact-messages/:id',
    summary: 'A contact message with its replies',
    access: 'admin',
    params: contactMessage,
    response: contactDetailDto,
    handler: ({ deps, params }) => getContactMessage(deps, params.id),
  }),
  route({
    method: 'PATCH',
    path: '/contact-messages/:id',
    summary: 'Mark a contact message handled or open',
    access: 'admin',
    params: contactMessage,
    body: updateContactMessageSchema,
    response: contactDetailDto,
    handler: ({ deps, user, params, body }) =>
      setContactMessageHandled(deps, { adminId: user.id, id: params.id, handled: body.handled }),
  }),
  route({
    method: 'POST',
    path: '/contact-messages/:id/reply',
    summary: 'Reply to a contact message by mail',
    access: 'admin',
    params: contactMessage,
    body: contactReplySchema,
    status: 201,
    response: contactDetailDto,
    handler: ({ deps, user, params, body }) =>
      replyToContactMessage(deps, { adminId: user.id, id: params.id, message: body.message }),
  }),
];
