import { z } from 'zod';
import { isValidImo, normalizeImo } from '../domain/imo';
import { v } from '../i18n/validation';
import { requiredText, teuSchema } from './marketplace-fields';

export const fuelTypes = ['hfo', 'vlsfo', 'mgo', 'lng', 'methanol'] as const;
export type FuelType = (typeof fuelTypes)[number];
export const vesselStatuses = ['active', 'laid_up'] as const;
/** Finnish-Swedish ice classes (the northern Baltic's winter traffic restrictions name them); `none` without. */
export const iceClasses = ['none', '1C', '1B', '1A', '1A_super'] as const;
export type IceClass = (typeof iceClasses)[number];
export type VesselStatus = (typeof vesselStatuses)[number];

export const imoSchema = z
  .string({ error: v('invalidImo') })
  .refine(isValidImo, { error: v('invalidImo') })
  .transform(normalizeImo);

const positiveInt = (max: number) =>
  z
    .number({ error: v('invalidNumber') })
    .int({ error: v('invalidNumber') })
    .min(1, { error: v('invalidNumber') })
    .max(max, { error: v('invalidNumber') });

/** One decimal place is all these figures carry; more is refused rather than rounded. */
const positiveDecimal = (max: number) =>
  z
    .number({ error: v('invalidNumber') })
    .gt(0, { error: v('invalidNumber') })
    .max(max, { error: v('invalidNumber') })
    .refine((n) => /^\d+(\.\d)?$/.test(String(n)), { error: v('invalidNumber') });

const year = z
  .number({ error: v('invalidYear') })
  .int({ error: v('invalidYear') })
  .min(1900, { error: v('invalidYear') })
  .max(2100, { error: v('invalidYear') });

/** Optional technical figures, null when unknown. */
const figures = {
  /** Deadweight, metric tonnes. */
  deadweightTonnes: positiveInt(500_000),
  grossTonnage: positiveInt(500_000),
  yearBuilt: year,
  mainEnginePowerKw: positiveInt(200_000),
  serviceSpeedKnots: positiveDecimal(40),
  /** Main-engine fuel burned per day at service speed, tonnes (SmartFeeder prefers it over class defaults). */
  fuelConsumptionTonnesPerDay: positiveDecimal(500),
};
const vesselFields = {
  name: requiredText(200),
  imoNumber: imoSchema,
  teuCapacity: teuSchema,
  fuelType: z.enum(fuelTypes, { error: v('invalid') }),
  scrubberFitted: z.boolean({ error: v('invalid') }),
  status: z.enum(vesselStatuses, { error: v('invalid') }),
};

/** POST /api/vessels. Technical figures are optional (null when unknown). */
export const createVesselSchema = z.strictObject({
  ...vesselFields,
  deadweightTonnes: figures.deadweightTonnes.nullish().transform((n) => n ?? null),
  grossTonnage: figures.grossTonnage.nullish().transform((n) => n ?? null),
  yearBuilt: figures.yearBuilt.nullish().transform((n) => n ?? null),
  mainEnginePowerKw: figures.mainEnginePowerKw.nullish().transform((n) => n ?? null),
  serviceSpeedKnots: figures.serviceSpeedKnots.nullish().transform((n) => n ?? null),
  fuelConsumptionTonnesPerDay: figures.fuelConsumptionTonnesPerDay.nullish().transform((n) => n ?? null),
  fuelType: vesselFields.fuelType.default('vlsfo'),
  scrubberFitted: vesselFields.scrubberFitted.default(false),
  status: vesselFields.status.default('active'),
});
export type CreateVesselInput = z.input<typeof createVesselSchema>;

/** PATCH /api/vessels/:id: any subset of the fields; null clears an optional figure, absent leaves it. */
export const updateVesselSchema = z.strictObject({
  name: vesselFields.name.optional(),
  imoNumber: vesselFields.imoNumber.optional(),
  teuCapacity: vesselFields.teuCapacity.optional(),
  deadweightTonnes: figures.deadweightTonnes.nullable().optional(),
  grossTonnage: figures.grossTonnage.nullable().optional(),
  yearBuilt: figures.yearBuilt.nullable().optional(),
  mainEnginePowerKw: figures.mainEnginePowerKw.nullable().optional(),
  serviceSpeedKnots: figures.serviceSpeedKnots.nullable().optional(),
  fuelConsumptionTonnesPerDay: figures.fuelConsumptionTonnesPerDay.nullable().optional(),
  fuelType: vesselFields.fuelType.optional(),
  scrubberFitted: vesselFields.scrubberFitted.optional(),
  status: vesselFields.status.optional(),
});
export type UpdateVesselInput = z.input<typeof updateVesselSchema>;

export type Vessel = {
  id: string;
  ownerId: string;
  name: string;
  imoNumber: string;
  teuCapacity: number;
  deadweightTonnes: number | null;
  grossTonnage: number | null;
  yearBuilt: number | null;
  mainEnginePowerKw: number | null;
  serviceSpeedKnots: number | null;
  fuelConsumptionTonnesPerDay: number | null;
  fuelType: FuelType;
  scrubberFitted: boolean;
  status: VesselStatus;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/vessels/stats (PRODUCT.md 31); docs/api.md defines both counts. */
export type VesselStats = { totalVessels: number; activeCharters: number };

/**
 * GET /api/marketplace/summary: the signed-in user's own counts (SPEC.md §4 role label, the dashboard's personal
 * cards) and the platform-wide ones for the dashboard's platform cards (PRODUCT.md 31; docs/api.md defines them).
 */
export type MarketplaceSummary = {
  vessels: number;
  offerings: number;
  bookingRequests: number;
  /** The user's cargo requests (any status): "my cargo", and the role label's data rule. */
  cargoRequests: number;
  /** Matches the user is party to, proposed or accepted: "matches found". */
  matches: number;
  platform: {
    users: number;
    shipOfferings: number;
    /** Cargo requests still pending. */
    cargoRequests: number;
    /** Matches proposed or accepted. */
    activeMatches: number;
  };
};
