import { fuelTypes, iceClasses, vesselStatuses } from '@shared/schemas/vessels';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { users } from './users';

export const fuelTypeEnum = pgEnum('fuel_type', fuelTypes);
export const vesselStatusEnum = pgEnum('vessel_status', vesselStatuses);
export const iceClassEnum = pgEnum('ice_class', iceClasses);

/** An owner's fleet. The fleet is the owner's own data, so it goes with the account (cascade). */
export const vessels = pgTable(
  'vessels',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    imoNumber: text('imo_number').notNull(),
    teuCapacity: integer('teu_capacity').notNull(),
    deadweightTonnes: integer('deadweight_tonnes'),
    grossTonnage: integer('gross_tonnage'),
    yearBuilt: integer('year_built'),
    mainEnginePowerKw: integer('main_engine_power_kw'),
    serviceSpeedKnots: numeric('service_speed_knots', { precision: 4, scale: 1 }),
    fuelConsumptionTonnesPerDay: numeric('fuel_consumption_t_per_day', { precision: 5, scale: 1 }),
    fuelType: fuelTypeEnum('fuel_type').notNull().default('vlsfo'),
    scrubberFitted: boolean('scrubber_fitted').notNull().default(false),
    status: vesselStatusEnum('status').notNull().default('active'),
    // Particulars (issue 23), optional: what matching and routing check a voyage against.
    lengthOverallM: numeric('length_overall_m', { precision: 5, scale: 1 }),
    beamM: numeric('beam_m', { precision: 4, scale: 1 }),
    maxDraughtM: numeric('max_draught_m', { precision: 4, scale: 1 }),
    reeferPlugs: integer('reefer_plugs'),
    craneCount: integer('crane_count'),
    craneSwlTonnes: numeric('crane_swl_t', { precision: 5, scale: 1 }),
    iceClass: iceClassEnum('ice_class'),
    /** IMDG classes the ship accepts (its document of compliance); null: not stated. */
    dgClasses: text('dg_classes').array(),
    ...timestamps(),
  },
  (t) => [
    // Unique per fleet, not globally: a global key would let anyone squat a real ship's IMO number.
    uniqueIndex('vessels_owner_imo_unique').on(t.ownerId, t.imoNumber),
    check('vessels_imo_format', sql`${t.imoNumber} ~ '^[0-9]{7}$'`),
    check('vessels_teu_positive', sql`${t.teuCapacity} > 0`),
    check('vessels_dwt_positive', sql`${t.deadweightTonnes} IS NULL OR ${t.deadweightTonnes} > 0`),
    check('vessels_gt_positive', sql`${t.grossTonnage} IS NULL OR ${t.grossTonnage} > 0`),
    check('vessels_year_built_range', sql`${t.yearBuilt} IS NULL OR ${t.yearBuilt} BETWEEN 1900 AND 2100`),
    check('vessels_power_positive', sql`${t.mainEnginePowerKw} IS NULL OR ${t.mainEnginePowerKw} > 0`),
    check('vessels_speed_positive', sql`${t.serviceSpeedKnots} IS NULL OR ${t.serviceSpeedKnots} > 0`),
    check(
      'vessels_fuel_positive',
      sql`${t.fuelConsumptionTonnesPerDay} IS NULL OR ${t.fuelConsumptionTonnesPerDay} > 0`,
    ),
  ],
);

export type VesselRow = typeof vessels.$inferSelect;
