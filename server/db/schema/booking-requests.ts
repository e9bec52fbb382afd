import { bookingStatuses, urgencyLevels } from '@shared/schemas/booking-requests';
import type { BoxMix } from '@shared/schemas/box-mix';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessContactColumns, idColumn, timestamps } from './columns';
import { currencyEnum } from './enums';
import { shipOfferings } from './ship-offerings';
import { users } from './users';

export const urgencyLevelEnum = pgEnum('urgency_level', urgencyLevels);
export const bookingStatusEnum = pgEnum('booking_status', bookingStatuses);

export const shipBookingRequests = pgTable(
  'ship_booking_requests',
  {
    id: idColumn(),
    // Deleting an offering removes its requests (the delete dialog warns of it; requesters are notified first).
    shipOfferingId: uuid('ship_offering_id')
      .notNull()
      .references(() => shipOfferings.id, { onDelete: 'cascade' }),
    // Set null: the request is the offering owner's business record too; the contact fields stay with it.
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    ...businessContactColumns(),
    requestedTeu: integer('requested_teu').notNull(),
    cargoDescription: text('cargo_description').notNull(),
    specialRequirements: text('special_requirements'),
    urgencyLevel: urgencyLevelEnum('urgency_level').notNull().default('normal'),
    /**
     * The currency of the budget, the counter-offer and the agreement: the offering's when the request was made
     * (PRODUCT.md 37), kept with the request so an agreement stays in the currency it was made in.
     */
    currency: currencyEnum('currency').notNull().default('USD'),
    maxBudget: numeric('max_budget', { precision: 12, scale: 2 }),
    flexibleDates: boolean('flexible_dates').notNull().default(false),
    /** Issue 23: the boxes (lines of count, size, type, weight, DG, reefer, OOG); [] when only TEU were given. */
    boxMix: jsonb('box_mix').$type<BoxMix>().notNull().default([]),
    commodity: text('commodity'),
    status: bookingStatusEnum('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The owner's counter-offer (status countered): price per TEU, TEU and departure it proposes instead. */
    counterPricePerTeu: numeric('counter_price_per_teu', { precision: 12, scale: 2 }),
    counterTeu: integer('counter_teu'),
    counterDeparture: timestamp('counter_departure', { withTimezone: true }),
    counterNote: text('counter_note'),
    /** Agreed: the price per TEU, TEU and departure both sides accepted, the reference and when. */
    agreedPricePerTeu: numeric('agreed_price_per_teu', { precision: 12, scale: 2 }),
    agreedTeu: integer('agreed_teu'),
    agreedDeparture: timestamp('agreed_departure', { withTimezone: true }),
    reference: text('reference').unique(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /**
     * Issue 28: copies of the offering's owner and voyage end (arrival, or departure without one), kept by
     * triggers (migration 0020), so the owner's incoming requests and the active charters are read through
     * indexes of this table instead of joining every one of a long history's offerings.
     */
    offeringOwnerId: uuid('offering_owner_id'),
    voyageEnd: timestamp('voyage_end', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('ship_booking_requests_teu_positive', sql`${t.requestedTeu} > 0`),
    check('ship_booking_requests_budget_non_negative', sql`${t.maxBudget} IS NULL OR ${t.maxBudget} >= 0`),
    check(
      'ship_booking_requests_decline_has_reason',
      sql`${t.status} <> 'declined' OR ${t.declineReason} IS NOT NULL`,
    ),
    index('ship_booking_requests_offering_idx').on(t.shipOfferingId, t.status),
    // "My bookings" and Ship management pages (issue 11): by request date, optionally by status.
    index('ship_booking_requests_requester_idx').on(t.requesterId, t.createdAt, t.id),
    index('ship_booking_requests_requester_status_idx').on(t.requesterId, t.status, t.createdAt, t.id),
    index('ship_booking_requests_offering_created_idx').on(t.shipOfferingId, t.createdAt, t.id),
    // The owner's incoming requests by request date, optionally by status (issue 28).
    index('ship_booking_requests_owner_idx').on(t.offeringOwnerId, t.createdAt, t.id),
    index('ship_booking_requests_owner_status_idx').on(t.offeringOwnerId, t.status, t.createdAt, t.id),
    // Active charters (accepted, voyage not ended) on either side.
    index('ship_booking_requests_requester_active_idx')
      .on(t.requesterId, t.voyageEnd)
      .where(sql`${t.status} = 'accepted'`),
    index('ship_booking_requests_owner_active_idx')
      .on(t.offeringOwnerId, t.voyageEnd, t.requesterId)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

export type BookingRequestRow = typeof shipBookingRequests.$inferSelect;
