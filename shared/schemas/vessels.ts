import { z } from 'zod';
import { isValidImo, normalizeImo } from '../domain/imo';
import { type ValidationKey, v } from '../i18n/validation';
import { type ImoClass, imoClasses } from './box-mix';
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

/**
 * Particulars (issue 23), optional, null when not stated. Bounds are those of a feeder under 1,000 TEU with room to
 * spare: the largest are about 170 m long, 28 m wide and 10 m deep.
 */
const rangedDecimal = (min: number, max: number, key: ValidationKey) =>
  z
    .number({ error: v(key) })
    .min(min, { error: v(key) })
    .max(max, { error: v(key) })
    .refine((n) => /^\d+(\.\d)?$/.test(String(n)), { error: v(key) });
const wholeNumber = (max: number, key: ValidationKey) =>
  z
    .number({ error: v(key) })
    .int({ error: v(key) })
    .min(0, { error: v(key) })
    .max(max, { error: v(key) });

/** IMDG classes the ship accepts, in the Code's order; [] accepts none, null has not been stated. */
export const dgClassesSchema = z
  .array(z.enum(imoClasses, { error: v('imoClassInvalid') }), { error: v('invalid') })
  .max(imoClasses.length, { error: v('tooManyItems') })
  .refine((list) => new Set(list).size === list.length, { error: v('duplicateEntry') })
  .transform((list) => imoClasses.filter((c) => list.includes(c)));

export const particulars = {
  lengthOverallM: rangedDecimal(20, 200, 'lengthOverallRange'),
  beamM: rangedDecimal(5, 35, 'beamRange'),
  maxDraughtM: rangedDecimal(1, 12, 'draughtRange'),
  reeferPlugs: wholeNumber(1000, 'reeferPlugsInvalid'),
  craneCount: wholeNumber(6, 'craneCountInvalid'),
  craneSwlTonnes: rangedDecimal(1, 100, 'craneSwlRange'),
  iceClass: z.enum(iceClasses, { error: v('invalid') }),
  dgClasses: dgClassesSchema,
};
export const particularFields = Object.keys(particulars) as (keyof typeof particulars)[];

type ParticularChecks = {
  teuCapacity?: number;
  reeferPlugs?: number | null;
  craneCount?: number | null;
  craneSwlTonnes?: number | null;
};
/** Rules across fields; the server checks them again on an update against the stored vessel. */
export function particularIssues(p: ParticularChecks): { field: string; key: ValidationKey }[] {
  const issues: { field: string; key: ValidationKey }[] = [];
  if (p.reeferPlugs != null && p.teuCapacity !== undefined && p.reeferPlugs > p.teuCapacity)
    issues.push({ field: 'reeferPlugs', key: 'reeferPlugsAboveTeu' });
  if (p.craneSwlTonnes != null && !p.craneCount)
    issues.push({ field: 'craneSwlTonnes', key: 'craneSwlWithoutCranes' });
  return issues;
}
const checkParticulars = (p: ParticularChecks, ctx: z.core.$RefinementCtx) => {
  for (const issue of particularIssues(p))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: v(issue.key) });
};

/** POST /api/vessels. Technical figures are optional (null when unknown). */
export const createVesselSchema = z
  .strictObject({
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
    lengthOverallM: particulars.lengthOverallM.nullish().transform((n) => n ?? null),
    beamM: particulars.beamM.nullish().transform((n) => n ?? null),
    maxDraughtM: particulars.maxDraughtM.nullish().transform((n) => n ?? null),
    reeferPlugs: particulars.reeferPlugs.nullish().transform((n) => n ?? null),
    craneCount: particulars.craneCount.nullish().transform((n) => n ?? null),
    craneSwlTonnes: particulars.craneSwlTonnes.nullish().transform((n) => n ?? null),
    iceClass: particulars.iceClass.nullish().transform((n) => n ?? null),
    dgClasses: particulars.dgClasses.nullish().transform((n) => n ?? null),
  })
  .superRefine(checkParticulars);
export type CreateVesselInput = z.input<typeof createVesselSchema>;

/** PATCH /api/vessels/:id: any subset of the fields; null clears an optional figure, absent leaves it. */
export const updateVesselSchema = z
  .strictObject({
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
    lengthOverallM: particulars.lengthOverallM.nullable().optional(),
    beamM: particulars.beamM.nullable().optional(),
    maxDraughtM: particulars.maxDraughtM.nullable().optional(),
    reeferPlugs: particulars.reeferPlugs.nullable().optional(),
    craneCount: particulars.craneCount.nullable().optional(),
    craneSwlTonnes: particulars.craneSwlTonnes.nullable().optional(),
    iceClass: particulars.iceClass.nullable().optional(),
    dgClasses: particulars.dgClasses.nullable().optional(),
  })
  .superRefine(checkParticulars);
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
} & VesselParticulars & {
    createdAt: string;
    updatedAt: string;
  };

/** A fleet vessel's particulars as answered (null: not stated); offerings and capacities carry them too. */
export type VesselParticulars = {
  lengthOverallM: number | null;
  beamM: number | null;
  maxDraughtM: number | null;
  reeferPlugs: number | null;
  craneCount: number | null;
  craneSwlTonnes: number | null;
  iceClass: IceClass | null;
  dgClasses: ImoClass[] | null;
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
