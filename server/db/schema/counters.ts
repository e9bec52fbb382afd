import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 28: a user's counts the dashboard and the bell read on every poll, kept rather than recounted. Database
 * triggers (migration 0015) keep them in the same transaction as every insert, update and delete of the rows they
 * count, summing a statement's changed rows per user, so they are exact under concurrency whichever code path
 * writes; `npm run counts:check` recomputes them from the rows and reports any difference. Each row counted here
 * belongs to one user, and a statement's changes lock the users' counter rows in id order, so two writers cannot
 * deadlock on them. Counts whose writes touch several users in one transaction are not kept this way (a user's
 * matches; notifications, which one user's action writes for others while holding their own counter row: that
 * deadlocked, so migration 0017 took them out again, see ADR 016).
 */
export const userCounters = pgTable('user_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vessels: integer('vessels').notNull().default(0),
  offerings: integer('offerings').notNull().default(0),
  /** Booking requests the user made (My bookings). */
  bookingRequests: integer('booking_requests').notNull().default(0),
  cargoRequests: integer('cargo_requests').notNull().default(0),
});
export type UserCountersRow = typeof userCounters.$inferSelect;
