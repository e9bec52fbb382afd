import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 28: a user's counts the dashboard and the bell read on every poll, kept rather than recounted. Database
 * triggers (migration 0015) keep them in the same transaction as every insert, update and delete of the rows they
 * count, summing a statement's changed rows per user, so they are exact under concurrency whichever code path
 * writes; `npm run counts:check` recomputes them from the rows and reports any difference. Each row counted here
 * belongs to one user, and a statement's changes lock the users' counter rows in id order, so two writers cannot
 * deadlock on them. Counts whose writes touch several users in one transaction are not kept this way (a user's
 * matches). Notifications, which one user's action writes for others while holding their own counter row, are
 * kept apart: see notificationCountDeltas.
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
  /**
   * The user's notifications and unread notifications up to the last fold: the kept count is this plus the
   * user's rows in notification_count_deltas (keptNotificationCounts). Only the fold and the repair write them.
   */
  notifications: integer('notifications').notNull().default(0),
  unreadNotifications: integer('unread_notifications').notNull().default(0),
  /**
   * Ship management's summary (issue 28, migration 0021) up to the last fold: the owner's offerings by review
   * state; over their active offerings the TEU capacity, the TEU still free and the TEU booked (accepted requests
   * and TEU-taking matches); and the pending requests on their offerings. The kept figure is this plus the owner's
   * rows in offering_summary_deltas (keptOfferingSummary). Only the fold and the repair write them.
   */
  offeringsPending: integer('offerings_pending').notNull().default(0),
  offeringsApproved: integer('offerings_approved').notNull().default(0),
  offeringsRejected: integer('offerings_rejected').notNull().default(0),
  activeTeuCapacity: integer('active_teu_capacity').notNull().default(0),
  activeAvailableTeu: integer('active_available_teu').notNull().default(0),
  activeBookedTeu: integer('active_booked_teu').notNull().default(0),
  pendingRequests: integer('pending_requests').notNull().default(0),
});
export type UserCountersRow = typeof userCounters.$inferSelect;

/**
 * Issue 28, ADR 016: changes of a user's notification counts, one row per user per statement that changed them,
 * inserted by triggers on notifications (migration 0019) in the writing transaction. Appended, never updated by a
 * writer, so a notice written for other users (every administrator, the other party of a match) takes no lock on
 * any counter row (counter rows locked in varying order deadlocked, migration 0017). A read sums the user's rows
 * with the base in user_counters in one statement; a sweep folds them into the base now and then.
 */
export const notificationCountDeltas = pgTable(
  'notification_count_deltas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifications: integer('notifications').notNull(),
    unreadNotifications: integer('unread_notifications').notNull(),
  },
  (t) => [index('notification_count_deltas_user_idx').on(t.userId)],
);

/**
 * Issue 28, ADR 016: changes of an owner's Ship management figures, one row per owner per statement that changed
 * them, inserted by triggers on ship_offerings, ship_booking_requests, cargo_matches and vessel_availabilities
 * (migration 0021) in the writing transaction, as notification_count_deltas are for notifications: appended, never
 * updated by a writer, so a transaction that changes several owners' voyages (a sweep releasing holds, an
 * administrator's review) locks no counter row. A read sums the owner's rows with the base in user_counters in one
 * statement; the sweep folds them (kept-deltas.ts). A column a statement does not change is 0.
 */
export const offeringSummaryDeltas = pgTable(
  'offering_summary_deltas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeringsPending: integer('offerings_pending').notNull().default(0),
    offeringsApproved: integer('offerings_approved').notNull().default(0),
    offeringsRejected: integer('offerings_rejected').notNull().default(0),
    activeTeuCapacity: integer('active_teu_capacity').notNull().default(0),
    activeAvailableTeu: integer('active_available_teu').notNull().default(0),
    activeBookedTeu: integer('active_booked_teu').notNull().default(0),
    pendingRequests: integer('pending_requests').notNull().default(0),
  },
  (t) => [index('offering_summary_deltas_user_idx').on(t.userId)],
);
