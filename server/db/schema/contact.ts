import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    createdAt: createdAtColumn(),
    /** Marked handled by an administrator (null: open). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    // The admin who handled it; the mark stays if that admin's account is deleted.
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // The open messages, newest first: what the inbox shows by default, however many are handled.
    index('contact_messages_open_idx').on(t.createdAt, t.id).where(sql`handled_at IS NULL`),
  ],
);

/** An administrator's answer, sent by email to the sender and kept with who wrote it and when. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: idColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
