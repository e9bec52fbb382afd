import type { MeasureId } from '@shared/domain/greenrefit';
import type { SeaRegion } from '@shared/domain/ports';
import { type assessmentInputSchema, type QuoteRequest, quoteStatuses } from '@shared/schemas/greenrefit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { idColumn, timestamps } from './columns';
import { users } from './users';
import { vessels } from './vessels';

export const quoteStatusEnum = pgEnum('quote_status', quoteStatuses);

/**
 * A saved GreenRefit assessment: the input is the record; the result is recomputed from it on every read
 * (docs/adr/005-greenrefit.md). The summary columns only serve the list and are refreshed on every save.
 * Personal data: deleted with the account.
 */
export const greenrefitAssessments = pgTable(
  'greenrefit_assessments',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted fleet vessel leaves the assessment standing: its figures are copied into the input.
    vesselId: uuid('vessel_id').references(() => vessels.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    input: jsonb('input').$type<z.output<typeof assessmentInputSchema>>().notNull(),
    shipName: text('ship_name').notNull(),
    ratingNow: text('rating_now'),
    rating2030After: text('rating_2030_after'),
    /** EUR. */
    capexEur: numeric('capex_eur', { precision: 12, scale: 2 }).notNull(),
    paybackYears: numeric('payback_years', { precision: 6, scale: 2 }),
    /** t CO2 a year; negative when the measures burn more (a scrubber). */
    co2SavingT: numeric('co2_saving_t', { precision: 12, scale: 1 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('greenrefit_assessments_capex_non_negative', sql`${t.capexEur} >= 0`),
    // `updated_at desc` sorts nulls first: an index that puts them last cannot hand over the list's order.
    index('greenrefit_assessments_owner_updated_idx').on(t.ownerId, t.updatedAt.desc().nullsFirst(), t.id),
  ],
);

/** Retrofit shipyards, kept by administrators (shipyards have no accounts). */
export const shipyards = pgTable(
  'shipyards',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** UN/LOCODE of a catalogue port; country and region are copied from the catalogue so lists can filter. */
    port: text('port').notNull(),
    country: text('country').notNull(),
    region: text('region').$type<SeaRegion>().notNull(),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    measures: text('measures').array().$type<MeasureId[]>().notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    website: text('website'),
    description: text('description'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The shipyard used its mails' unsubscribe link: quote requests reach it through administrators only. */
    quoteMailsStoppedAt: timestamp('quote_mails_stopped_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('shipyards_measures_present', sql`cardinality(${t.measures}) > 0`),
    index('shipyards_region_idx').on(t.region),
  ],
);

/**
 * One quote request to one shipyard. The assessment, shipyard and requester are copied in when it is sent, so
 * the request still reads the same after the assessment is edited or deleted or the shipyard removed. A
 * personal enquiry, not a transaction: it goes with the requester's account.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: idColumn(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id').references(() => greenrefitAssessments.id, { onDelete: 'set null' }),
    shipyardId: uuid('shipyard_id').references(() => shipyards.id, { onDelete: 'set null' }),
    assessmentName: text('assessment_name').notNull(),
    shipName: text('ship_name').notNull(),
    summary: jsonb('summary').$type<QuoteRequest['summary']>().notNull(),
    shipyardName: text('shipyard_name').notNull(),
    shipyardPort: text('shipyard_port').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    requesterCompany: text('requester_company'),
    message: text('message').notNull(),
    status: quoteStatusEnum('status').notNull().default('sent'),
    adminNote: text('admin_note'),
    ...timestamps(),
  },
  (t) => [
    // The list, newest first with the id as tie-break: the requester's own, and everyone's (administrators).
    // Ascending: read backwards they give `created_at desc, id desc` (DESC NULLS LAST would not match a plain DESC).
    index('quote_requests_requester_created_idx').on(t.requesterId, t.createdAt, t.id),
    index('quote_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('quote_requests_created_idx').on(t.createdAt, t.id),
  ],
);

export type GreenrefitAssessmentRow = typeof greenrefitAssessments.$inferSelect;
export type ShipyardRow = typeof shipyards.$inferSelect;
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
