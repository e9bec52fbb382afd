import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { notificationPriorityEnum, notificationTypeEnum } from './enums';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    priority: notificationPriorityEnum('priority').notNull().default('normal'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    read: boolean('read').notNull().default(false),
    /**
     * Notices of one kind to one user within a minute are one notice (issue 22): the kind (a message key such as
     * `matchesProposed`) and how many events it stands for.
     */
    groupKey: text('group_key'),
    groupCount: integer('group_count').notNull().default(1),
    createdAt: createdAtColumn(),
  },
  // The paged list (newest first, optionally unread only; issue 11) and the unread count.
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_read_idx').on(t.userId, t.read, t.createdAt, t.id),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
