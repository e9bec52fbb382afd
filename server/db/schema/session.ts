import { index, json, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// connect-pg-simple's table, created by our migrations (createTableIfMissing is off).
export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (t) => [index('IDX_session_expire').on(t.expire)],
);
