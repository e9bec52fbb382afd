import { offeringStatuses } from '@shared/schemas/ship-offerings';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessContactColumns, idColumn, timestamps } from './columns';
import { approvalStatusEnum, currencyEnum } from './enums';
import { users } from './users';
import { vessels } from './vessels';

export const offeringStatusEnum = pgEnum('offering_status', offeringStatuses);

/** What the public list shows (the partial indexes below cover exactly these rows). */
const listed = sql`approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL`;

export const shipOfferings = pgTable(
  'ship_offerings',
  {
    id: idColumn(),
    // Set null, not cascade: accepted bookings on it are transaction records kept 10 years (PRODUCT.md legal text).
    // An ownerless offering leaves the public list.
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    vesselId: uuid('vessel_id').references(() => vessels.id, { onDelete: 'set null' }),
    shipName: text('ship_name').notNull(),
    teuCapacity: integer('teu_capacity').notNull(),
    availableCapacity: integer('available_capacity').notNull(),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    departureDate: timestamp('departure_date', { withTimezone: true }).notNull(),
    arrivalDate: timestamp('arrival_date', { withTimezone: true }),
    ...businessContactColumns(),
    pricePerTeu: numeric('price_per_teu', { precision: 12, scale: 2 }).notNull(),
    /** The currency the price was entered in (PRODUCT.md 37); converted only for display. */
    priceCurrency: currencyEnum('price_currency').notNull().default('USD'),
    // The price in USD at the current dated rate, for the public list's price sort and filter across currencies:
    // kept by triggers (migration 0018), on write of the price and whenever the rate changes. Null without a rate.
    priceUsdPerTeu: numeric('price_usd_per_teu', { precision: 12, scale: 2 }),
    // kg CO2 per TEU tank-to-wake, as the card shows it (server/modules/ship-offerings/offering-co2.ts): stored
    // on write so that the public list can sort 10,000 rows by it through an index. Null when the router cannot
    // connect the ports. Kept in step with the voyage model on start (syncOfferingCo2).
    co2TtwKgPerTeu: numeric('co2_ttw_kg_per_teu', { precision: 10, scale: 1 }),
    cargoTypes: text('cargo_types').array().notNull().default(sql`'{}'::text[]`),
    specialRequirements: text('special_requirements'),
    status: offeringStatusEnum('status').notNull().default('active'),
    approvalStatus: approvalStatusEnum('approval_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // The admin who decided; the decision stays on record if that admin's account is deleted.
    reviewedBy: uuid('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('ship_offerings_teu_positive', sql`${t.teuCapacity} > 0`),
    check(
      'ship_offerings_available_range',
      sql`${t.availableCapacity} >= 0 AND ${t.availableCapacity} <= ${t.teuCapacity}`,
    ),
    check('ship_offerings_price_non_negative', sql`${t.pricePerTeu} >= 0`),
    check(
      'ship_offerings_arrival_after_departure',
      sql`${t.arrivalDate} IS NULL OR ${t.arrivalDate} > ${t.departureDate}`,
    ),
    check('ship_offerings_ports_differ', sql`${t.originPort} <> ${t.destinationPort}`),
    check(
      'ship_offerings_rejection_has_reason',
      sql`${t.approvalStatus} <> 'rejected' OR ${t.rejectionReason} IS NOT NULL`,
    ),
    // Ship management pages (issue 11): the owner's offerings by creation or departure, optionally by review state.
    index('ship_offerings_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('ship_offerings_owner_departure_idx').on(t.ownerId, t.departureDate, t.id),
    index('ship_offerings_owner_approval_idx').on(t.ownerId, t.approvalStatus, t.createdAt, t.id),
    index('ship_offerings_vessel_idx').on(t.vesselId),
    index('ship_offerings_review_idx').on(t.approvalStatus, t.createdAt),
    // Public list: filter by route and departure window, sort by departure, price or free TEU (id breaks ties).
    index('ship_offerings_listed_departure_idx').on(t.departureDate, t.id).where(listed),
    index('ship_offerings_listed_origin_idx').on(t.originPort, t.departureDate).where(listed),
    index('ship_offerings_listed_destination_idx').on(t.destinationPort, t.departureDate).where(listed),
    index('ship_offerings_listed_price_idx').on(t.priceUsdPerTeu, t.id).where(listed),
    index('ship_offerings_listed_available_idx').on(t.availableCapacity, t.id).where(listed),
    // CO2 sort (issue 14): unknown figures last in both directions, hence one index per direction.
    index('ship_offerings_listed_co2_idx').on(t.co2TtwKgPerTeu.asc().nullsLast(), t.id.asc()).where(listed),
    index('ship_offerings_listed_co2_desc_idx')
      .on(t.co2TtwKgPerTeu.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(listed),
  ],
);

export type ShipOfferingRow = typeof shipOfferings.$inferSelect;
