import { z } from 'zod';
import type { Assessment } from '../domain/greenrefit/assess';
import {
  REFIT_ASSUMPTION_BOUNDS,
  type RefitAssumptionKey,
  refitAssumptionKeys,
} from '../domain/greenrefit/assumptions';
import { isFuelMeasure, MEASURES, type MeasureId, measureIds } from '../domain/greenrefit/measures';
import type { ProfileSource, VoyageCoverage } from '../domain/greenrefit/profile';
import { portCodeSchema, type SeaRegion } from '../domain/ports';
import { v } from '../i18n/validation';
import { emailSchema } from './common';
import { optionalPhone, optionalText, requiredText, teuSchema, textListSchema } from './marketplace-fields';
import { pageParams, queryEnum } from './paging';
import { fuelTypes } from './vessels';

const num = (min: number, max: number) =>
  z
    .number({ error: v('invalidNumber') })
    .min(min, { error: v('invalidNumber') })
    .max(max, { error: v('invalidNumber') });
const int = (min: number, max: number) => num(min, max).int({ error: v('invalidNumber') });
const positive = (max: number) => num(0, max).gt(0, { error: v('invalidNumber') });

/** The ship's figures: every one editable, whether it came from the fleet or was typed in. */
export const refitShipSchema = z.strictObject({
  name: requiredText(200),
  teuCapacity: teuSchema,
  deadweightTonnes: int(1, 500_000),
  grossTonnage: int(1, 500_000),
  yearBuilt: int(1900, 2100).nullable(),
  mainEnginePowerKw: int(1, 200_000).nullable(),
  serviceSpeedKnots: positive(40),
  fuelTonnesPerDay: positive(500),
  fuelType: z.enum(fuelTypes, { error: v('invalid') }),
  scrubberFitted: z.boolean({ error: v('invalid') }),
});

export const profileSources = [
  'voyages',
  'service_speed',
  'manual',
] as const satisfies readonly ProfileSource[];

export const operatingProfileSchema = z
  .strictObject({
    source: z.enum(profileSources, { error: v('invalid') }),
    distanceNm: num(0, 500_000),
    daysAtSea: num(0, 366),
    daysInPort: num(0, 366),
    speedKnots: positive(40),
    auxFuelAtSeaTPerDay: num(0, 50),
    fuelInPortTPerDay: num(0, 50),
    annualFuel: z
      .array(
        z.strictObject({ fuelType: z.enum(fuelTypes, { error: v('invalid') }), tonnes: num(0, 1_000_000) }),
      )
      .max(fuelTypes.length, { error: v('tooManyItems') })
      .refine((list) => new Set(list.map((f) => f.fuelType)).size === list.length, {
        error: v('duplicateEntry'),
      }),
  })
  // Contradictions that would store an assessment without a rating (issue 25): a year has 365 days, and a ship
  // that burns fuel or spends days at sea covers a distance.
  .superRefine((p, ctx) => {
    if (p.daysAtSea + p.daysInPort > 365)
      ctx.addIssue({ code: 'custom', path: ['daysInPort'], message: v('daysOverYear') });
    const loggedT = p.annualFuel.reduce((s, f) => s + f.tonnes, 0);
    if (p.distanceNm === 0 && loggedT > 0)
      ctx.addIssue({ code: 'custom', path: ['distanceNm'], message: v('fuelWithoutDistance') });
    else if (p.distanceNm === 0 && p.daysAtSea > 0)
      ctx.addIssue({ code: 'custom', path: ['distanceNm'], message: v('seaDaysWithoutDistance') });
    if (p.distanceNm > 0 && p.daysAtSea === 0)
      ctx.addIssue({ code: 'custom', path: ['daysAtSea'], message: v('distanceWithoutSeaDays') });
  });

/** A chosen measure with the user's figures; its setting is checked against the catalogue's bounds. */
export const measureChoiceSchema = z
  .strictObject({
    id: z.enum(measureIds, { error: v('invalid') }),
    saving: num(-0.5, 0.9).nullable(),
    parameter: num(0, 100).nullable(),
    capexEur: num(0, 500_000_000),
    opexEurPerYear: num(-10_000_000, 10_000_000),
  })
  .superRefine((m, ctx) => {
    const def = MEASURES[m.id];
    if ((def.saving === null) !== (m.saving === null))
      ctx.addIssue({ code: 'custom', path: ['saving'], message: v('invalid') });
    if (
      def.parameter === null
        ? m.parameter !== null
        : m.parameter === null || m.parameter < def.parameter.min || m.parameter > def.parameter.max
    )
      ctx.addIssue({ code: 'custom', path: ['parameter'], message: v('invalidNumber') });
  });
export type MeasureChoiceInput = z.input<typeof measureChoiceSchema>;

const assumptionsSchema = z.strictObject(
  Object.fromEntries(
    refitAssumptionKeys.map((k) => [k, num(REFIT_ASSUMPTION_BOUNDS[k].min, REFIT_ASSUMPTION_BOUNDS[k].max)]),
  ) as Record<RefitAssumptionKey, z.ZodNumber>,
);

export const assessmentInputSchema = z.strictObject({
  ship: refitShipSchema,
  profile: operatingProfileSchema,
  measures: z
    .array(measureChoiceSchema)
    .max(measureIds.length, { error: v('tooManyItems') })
    .refine((list) => new Set(list.map((m) => m.id)).size === list.length, { error: v('duplicateEntry') })
    .refine((list) => list.filter((m) => isFuelMeasure(m.id)).length <= 1, { error: v('oneFuelMeasure') }),
  assumptions: assumptionsSchema,
  startYear: int(2023, 2050),
});
export type AssessmentInputPayload = z.input<typeof assessmentInputSchema>;

/** POST /api/greenrefit/assessments and PUT /api/greenrefit/assessments/:id: the server recomputes the result. */
export const saveAssessmentSchema = z.strictObject({
  name: requiredText(200),
  vesselId: z.uuid({ error: v('invalid') }).nullable(),
  input: assessmentInputSchema,
});
export type SaveAssessmentPayload = z.input<typeof saveAssessmentSchema>;

export const assessmentListQuerySchema = z.object(pageParams(20, 100));

/** Saved assessment as the list shows it. */
export type AssessmentSummary = {
  id: string;
  name: string;
  vesselId: string | null;
  shipName: string;
  ratingNow: string | null;
  ratingAfter2030: string | null;
  capexEur: number;
  paybackYears: number | null;
  co2SavingT: number;
  createdAt: string;
  updatedAt: string;
};
export type AssessmentDetail = AssessmentSummary & {
  input: z.output<typeof assessmentInputSchema>;
  result: Assessment;
};

/** GET /api/greenrefit/vessels/:id/profile: the two estimates the screen offers for a fleet ship. */
export type ProfileEstimates = {
  ship: z.output<typeof refitShipSchema>;
  /** Figures of `ship` that are estimates (missing on the fleet vessel). */
  estimated: string[];
  fromServiceSpeed: z.output<typeof operatingProfileSchema>;
  fromVoyages: {
    profile: z.output<typeof operatingProfileSchema>;
    voyages: number;
    periodDays: number;
    etsScopeShare: number;
  } | null;
  /** How much of a year the platform voyages cover; its reason says why `fromVoyages` is null. */
  voyageCoverage: VoyageCoverage;
};

// Shipyards (administrators manage them; shipyards have no accounts).

export const shipyardFieldsSchema = z.strictObject({
  name: requiredText(200),
  /** UN/LOCODE of a catalogue port; country and sea region follow from it. */
  port: portCodeSchema,
  certifications: textListSchema({ maxItems: 20, maxLength: 100 }),
  measures: z
    .array(z.enum(measureIds, { error: v('invalid') }), { error: v('invalid') })
    .min(1, { error: v('measuresRequired') })
    .max(measureIds.length, { error: v('tooManyItems') })
    .transform((ids) => [...new Set(ids)]),
  contactName: optionalText(200),
  contactEmail: emailSchema,
  contactPhone: optionalPhone,
  website: z
    .string({ error: v('invalidUrl') })
    .trim()
    .max(500, { error: v('tooLong') })
    .refine((s) => s === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(s), { error: v('invalidUrl') })
    .nullish()
    .transform((s) => (s ? s : null)),
  description: optionalText(2000),
});
export type ShipyardPayload = z.input<typeof shipyardFieldsSchema>;
export const updateShipyardSchema = shipyardFieldsSchema.partial();

export const seaRegions = [
  'north-sea',
  'baltic',
  'atlantic',
  'mediterranean',
] as const satisfies readonly SeaRegion[];
export const shipyardListQuerySchema = z.object({
  measure: queryEnum(measureIds),
  region: queryEnum(seaRegions),
});

export type Shipyard = {
  id: string;
  name: string;
  port: string;
  country: string;
  region: SeaRegion;
  certifications: string[];
  measures: MeasureId[];
  contactName: string | null;
  contactEmail: string;
  contactPhone: string | null;
  website: string | null;
  description: string | null;
  isDemo: boolean;
  createdAt: string;
  updatedAt: string;
};

// Quote requests: one per shipyard, so each shipyard's answer has its own status.

export const quoteStatuses = ['sent', 'in_discussion', 'quoted', 'closed'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const createQuoteRequestSchema = z.strictObject({
  assessmentId: z.uuid({ error: v('invalid') }),
  shipyardIds: z
    .array(z.uuid({ error: v('invalid') }), { error: v('shipyardsRequired') })
    .min(1, { error: v('shipyardsRequired') })
    .max(10, { error: v('tooManyItems') })
    .refine((ids) => new Set(ids).size === ids.length, { error: v('duplicateEntry') }),
  message: requiredText(5000),
});
export type CreateQuoteRequestPayload = z.input<typeof createQuoteRequestSchema>;

export const updateQuoteRequestSchema = z.strictObject({
  status: z.enum(quoteStatuses, { error: v('invalid') }),
  adminNote: optionalText(2000),
});
export type UpdateQuoteRequestPayload = z.input<typeof updateQuoteRequestSchema>;

export const quoteRequestListQuerySchema = z.object({
  status: queryEnum(quoteStatuses),
  ...pageParams(20, 100),
});

export type QuoteRequest = {
  id: string;
  assessmentId: string | null;
  /** Snapshot at sending: the assessment may be edited or deleted later. */
  assessmentName: string;
  shipName: string;
  summary: { capexEur: number; paybackYears: number | null; co2SavingT: number; measures: MeasureId[] };
  shipyard: { id: string | null; name: string; port: string };
  message: string;
  status: QuoteStatus;
  adminNote: string | null;
  /** The requester; administrators see it, the requester sees their own. */
  requester: { id: string | null; name: string; email: string; company: string | null };
  createdAt: string;
  updatedAt: string;
};
