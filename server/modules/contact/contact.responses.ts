import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { contactMessages, contactReplies, users } from '../../db/schema';
import { count, iso, isoOrNull } from '../../lib/response-schemas';

const u = createSelectSchema(users).shape;
const cm = createSelectSchema(contactMessages).shape;
const cr = createSelectSchema(contactReplies).shape;
const staff = z
  .strictObject({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email })
  .nullable();
const contactBase = {
  id: cm.id,
  name: cm.name,
  email: cm.email,
  subject: cm.subject,
  createdAt: iso,
  handledAt: isoOrNull,
  handledBy: staff,
  replyCount: count,
  lastRepliedAt: isoOrNull,
};
export const contactSummaryDto = z
  .strictObject({ ...contactBase, preview: z.string().describe('The first 200 characters') })
  .meta({ id: 'ContactMessageSummary' });
export const contactDetailDto = z
  .strictObject({
    ...contactBase,
    message: cm.message,
    replies: z.array(z.strictObject({ id: cr.id, message: cr.message, sentAt: iso, author: staff })),
  })
  .meta({ id: 'ContactMessageDetail' });
