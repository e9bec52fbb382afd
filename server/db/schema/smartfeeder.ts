import type { ParsedQuoteInput, SmartFeederQuote } from '@shared/schemas/smartfeeder';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/**
 * Saved SmartFeeder calculations (SPEC.md §3). The numbers are the server's own recomputation at
 * save time; the full result (route line, breakdown, assumptions) is kept so a reopened
 * calculation shows exactly what was saved. Personal data: deleted with the account.
 */
export const smartfeederCalculations = pgTable(
  'smartfeeder_calculations',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    /** Nautical miles. */
    routeDistance: numeric('route_distance', { precision: 8, scale: 1 }).notNull(),
    /** Hours at sea. */
    estimatedDuration: numeric('estimated_duration', { precision: 8, scale: 1 }).notNull(),
    /** Tonnes CO2. */
    co2Estimation: numeric('co2_estimation', { precision: 12, scale: 2 }).notNull(),
    /** Tonnes fuel. */
    fuelEstimation: numeric('fuel_estimation', { precision: 12, scale: 2 }).notNull(),
    suggestedVesselType: text('suggested_vessel_type').notNull(),
    /** USD. */
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2 }).notNull(),
    calculationInputs: jsonb('calculation_inputs')
      .$type<ParsedQuoteInput & { timestamp?: string }>()
      .notNull(),
    calculationResults: jsonb('calculation_results').$type<SmartFeederQuote>().notNull(),
    status: text('status').notNull().default('completed'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The saved-calculations pages, newest first with the id as tie-break (issue 11).
    index('smartfeeder_calculations_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('smartfeeder_calculations_status', sql`${t.status} = 'completed'`),
    check('smartfeeder_calculations_distance_nonnegative', sql`${t.routeDistance} >= 0`),
  ],
);

export type SmartfeederCalculationRow = typeof smartfeederCalculations.$inferSelect;
