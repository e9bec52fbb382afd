import type { BoxMix } from '@shared/schemas/box-mix';
import type { ScoreBreakdown } from '@shared/schemas/matching';
import {
  availabilityStatuses,
  cargoRequestStatuses,
  cargoTypes,
  expiredReasons,
  matchStatuses,
} from '@shared/schemas/matching';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { urgencyLevelEnum } from './booking-requests';
import { contactColumns, idColumn, timestamps } from './columns';
import { currencyEnum } from './enums';
import { shipOfferings } from './ship-offerings';
import { users } from './users';
import { vessels } from './vessels';

export const availabilityStatusEnum = pgEnum('availability_status', availabilityStatuses);
export const cargoRequestStatusEnum = pgEnum('cargo_request_status', cargoRequestStatuses);
export const cargoTypeEnum = pgEnum('cargo_type', cargoTypes);
export const matchStatusEnum = pgEnum('match_status', matchStatuses);
export const expiredReasonEnum = pgEnum('match_expired_reason', expiredReasons);
export const matchPartyEnum = pgEnum('match_party', ['carrier', 'shipper']);

/**
 * Free TEU on one voyage (SPEC.md §3 Vessel availability). Made from a ship offering, it is that voyage: route,
 * dates and price are the offering's, and its free TEU is the offering's available_capacity (available_teu stays
 * null), so bookings and matches draw on one pool (docs/adr/004-cargo-matching.md).
 */
export const vesselAvailabilities = pgTable(
  'vessel_availabilities',
  {
    id: idColumn(),
    // Set null: accepted matches on it are the counterparty's business record too (kept like bookings).
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    vesselId: uuid('vessel_id').references(() => vessels.id, { onDelete: 'set null' }),
    // The offering's deletion removes its bookings and matches (SPEC.md §2 ship management), so this goes with it.
    shipOfferingId: uuid('ship_offering_id').references(() => shipOfferings.id, { onDelete: 'cascade' }),
    vesselName: text('vessel_name').notNull(),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    departureDate: timestamp('departure_date', { withTimezone: true }).notNull(),
    arrivalDate: timestamp('arrival_date', { withTimezone: true }).notNull(),
    availableTeu: integer('available_teu'),
    teuCapacity: integer('teu_capacity').notNull(),
    pricePerTeu: numeric('price_per_teu', { precision: 12, scale: 2 }).notNull(),
    /** The currency the price was entered in (PRODUCT.md 37); matching compares prices converted at the dated rate. */
    priceCurrency: currencyEnum('price_currency').notNull().default('USD'),
    cargoTypes: text('cargo_types').array().notNull(),
    specialEquipment: text('special_equipment').array().notNull().default(sql`'{}'::text[]`),
    status: availabilityStatusEnum('status').notNull().default('available'),
    ...contactColumns(),
    /** Milliseconds the last matching run for this availability took (Matching stats' processingTime). */
    matchingMs: real('matching_ms'),
    ...timestamps(),
  },
  (t) => [
    check(
      'vessel_availabilities_one_pool',
      sql`(${t.shipOfferingId} IS NULL) = (${t.availableTeu} IS NOT NULL)`,
    ),
    check(
      'vessel_availabilities_teu_range',
      sql`${t.availableTeu} IS NULL OR (${t.availableTeu} >= 0 AND ${t.availableTeu} <= ${t.teuCapacity})`,
    ),
    check('vessel_availabilities_capacity_positive', sql`${t.teuCapacity} > 0`),
    check('vessel_availabilities_price_non_negative', sql`${t.pricePerTeu} >= 0`),
    check('vessel_availabilities_arrival_after_departure', sql`${t.arrivalDate} > ${t.departureDate}`),
    check('vessel_availabilities_ports_differ', sql`${t.originPort} <> ${t.destinationPort}`),
    check('vessel_availabilities_cargo_types', sql`cardinality(${t.cargoTypes}) > 0`),
    // One open availability per ship offering; a withdrawn one may be followed by a new one.
    uniqueIndex('vessel_availabilities_offering_unique')
      .on(t.shipOfferingId)
      .where(sql`status = 'available'`),
    // An offering's availabilities in every status: its booked TEU through matches (the owner's list's figures,
    // the kept summary's triggers; issue 28). The unique index above holds open ones only.
    index('vessel_availabilities_offering_idx').on(t.shipOfferingId),
    // The owner's list and an administrator's, newest first with the id as tie-break (matching-plans.test.ts).
    index('vessel_availabilities_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('vessel_availabilities_created_idx').on(t.createdAt, t.id),
    // All matches by departure: walked in order, each availability's matches found by cargo_matches_pair_unique.
    index('vessel_availabilities_departure_idx').on(t.departureDate),
    // Candidates for a new request: by route, then departure (the window's upper bound).
    index('vessel_availabilities_open_route_idx')
      .on(t.originPort, t.destinationPort, t.departureDate)
      .where(sql`status = 'available'`),
  ],
);

/** A transport request (SPEC.md §3 Cargo request). */
export const cargoRequests = pgTable(
  'cargo_requests',
  {
    id: idColumn(),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    alternativeOrigins: text('alternative_origins').array().notNull().default(sql`'{}'::text[]`),
    alternativeDestinations: text('alternative_destinations').array().notNull().default(sql`'{}'::text[]`),
    requestedTeu: integer('requested_teu').notNull(),
    cargoType: cargoTypeEnum('cargo_type').notNull().default('general'),
    requiredEquipment: text('required_equipment').array().notNull().default(sql`'{}'::text[]`),
    preferredDepartureDate: timestamp('preferred_departure_date', { withTimezone: true }).notNull(),
    latestArrivalDate: timestamp('latest_arrival_date', { withTimezone: true }).notNull(),
    maxPricePerTeu: numeric('max_price_per_teu', { precision: 12, scale: 2 }),
    /** The currency the budget was entered in (PRODUCT.md 37). */
    maxPriceCurrency: currencyEnum('max_price_currency').notNull().default('USD'),
    specialRequirements: text('special_requirements'),
    /** Issue 23: the boxes; [] when only TEU were given. */
    boxMix: jsonb('box_mix').$type<BoxMix>().notNull().default([]),
    commodity: text('commodity'),
    urgencyLevel: urgencyLevelEnum('urgency_level').notNull().default('normal'),
    status: cargoRequestStatusEnum('status').notNull().default('pending'),
    ...contactColumns(),
    matchingMs: real('matching_ms'),
    ...timestamps(),
  },
  (t) => [
    check('cargo_requests_teu_positive', sql`${t.requestedTeu} > 0`),
    check('cargo_requests_window_ordered', sql`${t.latestArrivalDate} > ${t.preferredDepartureDate}`),
    check('cargo_requests_ports_differ', sql`${t.originPort} <> ${t.destinationPort}`),
    check('cargo_requests_price_non_negative', sql`${t.maxPricePerTeu} IS NULL OR ${t.maxPricePerTeu} >= 0`),
    index('cargo_requests_user_idx').on(t.userId, t.createdAt, t.id),
    index('cargo_requests_created_idx').on(t.createdAt, t.id),
    // Candidates for a new voyage: by route and window, or by a listed alternative port (GIN).
    index('cargo_requests_open_route_idx')
      .on(t.originPort, t.destinationPort, t.preferredDepartureDate)
      .where(sql`status = 'pending'`),
    index('cargo_requests_open_alt_origins_idx')
      .using('gin', t.alternativeOrigins)
      .where(sql`status = 'pending'`),
    index('cargo_requests_open_alt_destinations_idx')
      .using('gin', t.alternativeDestinations)
      .where(sql`status = 'pending'`),
  ],
);

/** A proposed pairing with its score and breakdown (SPEC.md §3 Match, §4 states). */
export const cargoMatches = pgTable(
  'cargo_matches',
  {
    id: idColumn(),
    availabilityId: uuid('availability_id')
      .notNull()
      .references(() => vesselAvailabilities.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => cargoRequests.id, { onDelete: 'cascade' }),
    // The two parties, copied from the availability and the request so "my matches" is one indexed read.
    carrierId: uuid('carrier_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    shipperId: uuid('shipper_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    matchScore: numeric('match_score', { precision: 4, scale: 3 }).notNull(),
    breakdown: jsonb('breakdown').$type<ScoreBreakdown>().notNull(),
    pricePerTeu: numeric('price_per_teu', { precision: 12, scale: 2 }).notNull(),
    status: matchStatusEnum('status').notNull().default('proposed'),
    expiredReason: expiredReasonEnum('expired_reason'),
    feedback: text('feedback'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** TEU reserved on acceptance. */
    reservedTeu: integer('reserved_teu'),
    /** t CO2 avoided, computed on acceptance (ADR 004). */
    co2SavedT: doublePrecision('co2_saved_t'),
    /** PRODUCT.md 33: who accepted first and until when the TEU are held for the other's confirmation. */
    heldBy: matchPartyEnum('held_by'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** A counter-offer on the price per TEU by one side, waiting on the other. */
    counterPricePerTeu: numeric('counter_price_per_teu', { precision: 12, scale: 2 }),
    counteredBy: matchPartyEnum('countered_by'),
    /** Agreed (both confirmed): the reference and when. */
    reference: text('reference').unique(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('cargo_matches_score_range', sql`${t.matchScore} >= 0 AND ${t.matchScore} <= 1`),
    check(
      'cargo_matches_rejection_has_reason',
      sql`${t.status} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL`,
    ),
    // As text: the migration that adds the value 'held' runs in the same transaction, where it cannot be cast yet.
    check(
      'cargo_matches_accepted_reserves',
      sql`${t.status}::text NOT IN ('accepted', 'held') OR ${t.reservedTeu} > 0`,
    ),
    check('cargo_matches_held_expires', sql`${t.status}::text <> 'held' OR ${t.holdExpiresAt} IS NOT NULL`),
    // The sweep that releases holds at their end (only held matches have one).
    index('cargo_matches_hold_idx').on(t.holdExpiresAt),
    uniqueIndex('cargo_matches_pair_unique').on(t.availabilityId, t.requestId),
    index('cargo_matches_request_idx').on(t.requestId, t.status),
    index('cargo_matches_carrier_idx').on(t.carrierId, t.createdAt),
    index('cargo_matches_shipper_idx').on(t.shipperId, t.createdAt),
    // The matches list across the platform (administrators), by each of its orders, with or without a status.
    index('cargo_matches_status_idx').on(t.status, t.createdAt, t.id),
    index('cargo_matches_created_idx').on(t.createdAt, t.id),
    index('cargo_matches_score_idx').on(t.matchScore, t.createdAt, t.id),
    index('cargo_matches_status_score_idx').on(t.status, t.matchScore, t.createdAt, t.id),
  ],
);

export type VesselAvailabilityRow = typeof vesselAvailabilities.$inferSelect;
export type CargoRequestRow = typeof cargoRequests.$inferSelect;
export type CargoMatchRow = typeof cargoMatches.$inferSelect;
