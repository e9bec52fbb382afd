import { contactSchema } from '@shared/schemas/contact';
import { message } from '../../lib/response-schemas';
import { route, routeGroup } from '../../lib/route-declaration';
import { sendContactMessage } from './contact.service';

export const contactRoutes = routeGroup('/contact', [
  route({
    method: 'POST',
    path: '/',
    summary: 'Send a message to the team',
    access: 'public',
    body: contactSchema,
    status: 201,
    response: message,
    handler: ({ deps, req, body }) => sendContactMessage(deps, body, req.ip ?? 'unknown'),
  }),
]);
