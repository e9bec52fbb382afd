import type {
  ContactMessageDetail,
  ContactMessageListParams,
  ContactMessageSummary,
  ContactStaff,
} from '@shared/schemas/contact';
import { eq } from 'drizzle-orm';
import { lockRow } from '../../db/lock-row';
import { contactMessages, contactReplies } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { recordAdminChange } from '../activity/activity.service';
import { findUserByEmail } from '../users/users.repository';
import { findContactMessageRow, findContactMessageRows } from './contact-inbox.repository';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
type MaybeStaff = { [K in keyof ContactStaff]: ContactStaff[K] | null };
/** A left join yields nulls when nobody handled it, or the admin's account is gone. */
const toStaff = (s: MaybeStaff | null): ContactStaff | null =>
  s?.id ? { id: s.id, firstName: s.firstName!, lastName: s.lastName!, email: s.email! } : null;

export async function findContactMessages(deps: AppDeps, q: ContactMessageListParams) {
  const { rows, total } = await findContactMessageRows(deps.database.db, q);
  const messages: ContactMessageSummary[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    preview: r.preview,
    createdAt: iso(r.createdAt)!,
    handledAt: iso(r.handledAt),
    handledBy: toStaff(r.handledBy),
    replyCount: Number(r.replyCount),
    lastRepliedAt: r.lastRepliedAt,
  }));
  return { messages, total };
}

export async function getContactMessage(deps: AppDeps, id: string): Promise<ContactMessageDetail> {
  const row = await findContactMessageRow(deps.database.db, id);
  if (!row) throw notFound('Contact message');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: iso(row.createdAt)!,
    handledAt: iso(row.handledAt),
    handledBy: toStaff(row.handledBy),
    replyCount: Number(row.replyCount),
    lastRepliedAt: row.lastRepliedAt,
    replies: row.replies.map((r) => ({
      id: r.id,
      message: r.message,
      sentAt: iso(r.sentAt)!,
      author: toStaff(r.author),
    })),
  };
}

const handledState = (row: { handledAt: Date | null }) => ({ handled: row.handledAt !== null });

/** Marks a message handled (by whom, when) or opens it again; a repeated click changes nothing. */
export async function setContactMessageHandled(
  deps: AppDeps,
  input: { adminId: string; id: string; handled: boolean },
) {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const before = await lockRow(tx, contactMessages, input.id, 'Contact message');
    if ((before.handledAt !== null) === input.handled) return;
    const [after] = await tx
      .update(contactMessages)
      .set(
        input.handled ? { handledAt: now, handledBy: input.adminId } : { handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, input.id))
      .returning();
    await recordAdminChange(tx, {
      actorId: input.adminId,
      action: input.handled ? 'handle_contact_message' : 'reopen_contact_message',
      resource: 'contact_message',
      resourceId: input.id,
      before: handledState(before),
      after: handledState(after),
    });
  });
  return getContactMessage(deps, input.id);
}

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The reply mail. The form's address is unproven: anyone can send a message "from" someone else's address, and
 * a reply quoting it would carry their text to that inbox (issue 12). So the sender's name, subject and message
 * are repeated only to the verified address of an account; anyone else gets the administrator's words alone.
 */
async function replyMail(deps: AppDeps, original: ContactMessageDetail, message: string) {
  const sentOn = original.createdAt.slice(0, 10);
  const owner = await findUserByEmail(deps.database.db, original.email);
  if (owner?.emailVerifiedAt)
    return {
      subject: `Re: ${original.subject}`,
      text: `Hello ${original.name},\n\n${message}\n\nThe FeederHub team\n\nOn ${sentOn} you wrote:\n${quote(original.message)}\n`,
    };
  return {
    subject: 'Re: your message to FeederHub',
    text: `Hello,\n\n${message}\n\nThe FeederHub team\n\n(This answers the message sent from this address through the contact form on ${sentOn}.)\n`,
  };
}

/**
 * Answers a message by email (English: the sender's language is unknown), then stores the answer with its
 * author and marks the message handled. Nothing is stored when the mail cannot be sent, so the inbox never
 * claims an answer the sender did not get.
 */
export async function replyToContactMessage(
  deps: AppDeps,
  input: { adminId: string; id: string; message: string },
) {
  const original = await getContactMessage(deps, input.id);
  try {
    await deps.mailer.send({ to: original.email, ...(await replyMail(deps, original, input.message)) });
  } catch (err) {
    deps.logger.error('mail delivery failed', { kind: 'contactReply', error: (err as Error).name });
    throw new AppError('MAIL_FAILED', 'The email could not be sent. Please try again later.');
  }
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const before = await lockRow(tx, contactMessages, input.id, 'Contact message');
    await tx
      .insert(contactReplies)
      .values({ messageId: input.id, authorId: input.adminId, message: input.message, sentAt: now });
    if (!before.handledAt) {
      await tx
        .update(contactMessages)
        .set({ handledAt: now, handledBy: input.adminId })
        .where(eq(contactMessages.id, input.id));
    }
    await recordAdminChange(tx, {
      actorId: input.adminId,
      action: 'reply_contact_message',
      resource: 'contact_message',
      resourceId: input.id,
      before: handledState(before),
      after: { handled: true, reply: input.message },
    });
  });
  return getContactMessage(deps, input.id);
}
