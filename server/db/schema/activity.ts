import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/** What users did (login, logout, registration...). A deleted account's rows stay, without the link. */
export const activities = pgTable(
  'activities',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    activityType: text('activity_type').notNull(),
    resource: text('resource'),
    success: boolean('success').notNull().default(true),
    ipAddress: text('ip_address'),
    metadata: jsonb('metadata'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('activities_created_idx').on(t.createdAt), index('activities_user_idx').on(t.userId)],
);

/** Administrative changes with before and after. Kept when the acting admin's account is deleted. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    changes: jsonb('changes').$type<{ before: unknown; after: unknown }>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt)],
);
