import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { shipBookingRequests } from './booking-requests';
import { createdAtColumn, idColumn } from './columns';
import { cargoMatches } from './matching';
import { users } from './users';

/** Booking references FH-YYYY-NNNNNN (PRODUCT.md 34): numbers from one sequence, never reused. */
export const bookingReferenceSeq = pgSequence('booking_reference_seq', { startWith: 1 });

export const bookingEventKinds = [
  'requested',
  'countered',
  'counter_accepted',
  'counter_declined',
  'accepted',
  'declined',
  'held',
  'confirmed',
  'released',
  'rejected',
] as const;
export const bookingEventKindEnum = pgEnum('booking_event_kind', bookingEventKinds);

/**
 * The history of a booking (from a booking request or a match): each step, who took it and the terms it named.
 * Kept when either party's account goes (actor set null).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: idColumn(),
    bookingRequestId: uuid('booking_request_id').references(() => shipBookingRequests.id, {
      onDelete: 'cascade',
    }),
    matchId: uuid('match_id').references(() => cargoMatches.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: bookingEventKindEnum('kind').notNull(),
    /** The terms the step named (price per TEU, TEU, departure) or its reason. */
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    note: text('note'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('booking_events_one_subject', sql`(${t.bookingRequestId} IS NULL) <> (${t.matchId} IS NULL)`),
    index('booking_events_request_idx').on(t.bookingRequestId, t.createdAt),
    index('booking_events_match_idx').on(t.matchId, t.createdAt),
  ],
);

export type BookingEventRow = typeof bookingEvents.$inferSelect;
