import { z } from 'zod';
import { v } from '../i18n/validation';
import { emailSchema } from './common';
import { pageParams, queryEnum, searchParam } from './paging';

const requiredText = (max: number) =>
  z
    .string({ error: v('required') })
    .trim()
    .min(1, { error: v('required') })
    .max(max, { error: v('tooLong') });

/** POST /api/contact (PRODUCT.md 11): all four fields required, the email in email format. */
export const contactSchema = z.strictObject({
  name: requiredText(200),
  email: emailSchema,
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export type ContactResponse = { message: string };

/** Administrators' inbox (GET /api/admin/contact-messages): open (not yet handled) or handled messages. */
export const contactMessageStatuses = ['unhandled', 'handled'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export const CONTACT_PAGE_SIZE_DEFAULT = 25;
export const contactMessageListQuerySchema = z.object({
  status: queryEnum(contactMessageStatuses),
  /** Matches name, email, subject or message text (case-insensitive, literally). */
  search: searchParam,
  ...pageParams(CONTACT_PAGE_SIZE_DEFAULT, 100),
});
export type ContactMessageListParams = z.output<typeof contactMessageListQuerySchema>;
export type ContactMessageListQuery = Partial<ContactMessageListParams>;

/** PATCH /api/admin/contact-messages/:id: mark handled, or open again. */
export const updateContactMessageSchema = z.strictObject({
  handled: z.boolean({ error: v('invalid') }),
});
export type UpdateContactMessageInput = z.input<typeof updateContactMessageSchema>;

/** POST /api/admin/contact-messages/:id/reply: the answer, emailed to the sender. */
export const contactReplySchema = z.strictObject({ message: requiredText(5000) });
export type ContactReplyInput = z.input<typeof contactReplySchema>;

/** An administrator as named next to a contact message (null once the account is deleted). */
export type ContactStaff = { id: string; firstName: string; lastName: string; email: string };

/** One message in the inbox list: the text shortened to a preview. */
export type ContactMessageSummary = {
  id: string;
  name: string;
  email: string;
  subject: string;
  /** The first 200 characters of the message. */
  preview: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: ContactStaff | null;
  replyCount: number;
  lastRepliedAt: string | null;
};

export type ContactReply = { id: string; message: string; sentAt: string; author: ContactStaff | null };

/** GET /api/admin/contact-messages/:id: the whole message and every answer sent, oldest first. */
export type ContactMessageDetail = Omit<ContactMessageSummary, 'preview'> & {
  message: string;
  replies: ContactReply[];
};

export type ContactMessageList = { messages: ContactMessageSummary[] };
