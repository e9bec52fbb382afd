import { z } from 'zod';
import { portCodeSchema } from '../domain/ports';
import { ASSUMPTION_BOUNDS, type AssumptionKey, assumptionKeys } from '../domain/voyage/assumptions';
import type { VoyageVessel } from '../domain/voyage/vessel';
import { toVesselType, type VesselType, vesselTypes } from '../domain/voyage/vessel-classes';
import type { Voyage } from '../domain/voyage/voyage';
import { v } from '../i18n/validation';
import { pageParams } from './paging';
import { fuelTypes } from './vessels';

export const passageIds = [
  'kiel-canal',
  'dover-strait',
  'skagen',
  'the-sound',
  'great-belt',
  'little-belt',
  'gibraltar',
  'corinth-canal',
] as const;
export type PassageId = (typeof passageIds)[number];

const assumptionOverrides = z.strictObject(
  Object.fromEntries(
    assumptionKeys.map((k) => [
      k,
      z
        .number({ error: v('invalidNumber') })
        .min(ASSUMPTION_BOUNDS[k].min, { error: v('invalidNumber') })
        .max(ASSUMPTION_BOUNDS[k].max, { error: v('invalidNumber') })
        .optional(),
    ]),
  ) as Record<AssumptionKey, z.ZodOptional<z.ZodNumber>>,
);

const vesselTypeSchema = z.preprocess(toVesselType, z.enum(vesselTypes, { error: v('invalid') }).nullish());

const quoteFields = {
  originPort: portCodeSchema,
  destinationPort: portCodeSchema,
  /** Tonnes; empty means 0 (SPEC.md §5). */
  cargoWeight: z
    .number({ error: v('cargoWeightInvalid') })
    .min(0, { error: v('cargoWeightInvalid') })
    .max(1_000_000, { error: v('cargoWeightInvalid') })
    .nullish()
    .transform((n) => n ?? 0),
  vesselType: vesselTypeSchema.transform((t) => t ?? null),
  vesselId: z
    .uuid({ error: v('invalid') })
    .nullish()
    .transform((id) => id ?? null),
  speedKnots: z
    .number({ error: v('speedOutOfRange') })
    .min(4, { error: v('speedOutOfRange') })
    .max(25, { error: v('speedOutOfRange') })
    .nullish()
    .transform((n) => n ?? null),
  fuelType: z
    .enum(fuelTypes, { error: v('invalid') })
    .nullish()
    .transform((f) => f ?? null),
  avoidKielCanal: z.boolean({ error: v('invalid') }).default(false),
  departureTime: z.iso
    .datetime({ offset: true, error: v('invalidDate') })
    .nullish()
    .transform((d) => d ?? null),
  assumptions: assumptionOverrides.default({}),
};
const oneVessel = (q: { vesselType: unknown; vesselId: unknown }) => !(q.vesselType && q.vesselId);

/** What the calculator computes from (POST /api/smartfeeder/quote). */
export const quoteInputSchema = z
  .strictObject(quoteFields)
  .refine(oneVessel, { error: v('vesselChoice'), path: ['vesselId'] });
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type ParsedQuoteInput = z.output<typeof quoteInputSchema>;

/**
 * POST /api/smartfeeder-calculations with SPEC.md §7's payload. The result fields are accepted so
 * the specified call works, and ignored: the server recomputes from calculationInputs.
 */
export const saveCalculationSchema = z.strictObject({
  originPort: z.string().optional(),
  destinationPort: z.string().optional(),
  routeDistance: z.unknown().optional(),
  estimatedDuration: z.unknown().optional(),
  co2Estimation: z.unknown().optional(),
  fuelEstimation: z.unknown().optional(),
  suggestedVesselType: z.unknown().optional(),
  calculationResults: z.unknown().optional(),
  status: z.literal('completed', { error: v('invalid') }).default('completed'),
  // SPEC.md §7 sends a timestamp with the inputs; it is kept as sent, for information only.
  calculationInputs: z
    .strictObject({ ...quoteFields, timestamp: z.string().max(40).optional() })
    .refine(oneVessel, { error: v('vesselChoice'), path: ['vesselId'] }),
});
export type SaveCalculationInput = z.input<typeof saveCalculationSchema>;

export const CALCULATIONS_PAGE_SIZE_DEFAULT = 10;

/** GET /api/smartfeeder-calculations: one page of the caller's own, newest first (issue 11). */
export const listCalculationsQuerySchema = z.object(pageParams(CALCULATIONS_PAGE_SIZE_DEFAULT, 100));
export type ListCalculationsQuery = Partial<z.output<typeof listCalculationsQuerySchema>>;

export type QuoteNote = 'samePort' | 'cargoExceedsLargestClass' | 'cargoExceedsVessel' | 'noEtsSmallShip';

export type QuoteAssumption = {
  key: AssumptionKey;
  value: number;
  default: number;
  unit: string;
  source: string;
};

export type ComparisonRow = {
  vessel: VesselType | 'fleet';
  speedKnots: number;
  costUsd: number;
  co2T: number;
  seaHours: number;
};

/** The answer of POST /api/smartfeeder/quote; SPEC.md §3's names first, then the detail behind them. */
export type SmartFeederQuote = {
  originPort: string;
  destinationPort: string;
  /** Nautical miles along the sea route. */
  routeDistance: number;
  /** Hours at sea at the chosen speed. */
  estimatedDuration: number;
  /** Tonnes of fuel: main engine, auxiliaries at sea and both port calls. */
  fuelEstimation: number;
  /** Tonnes of CO2 (tank-to-wake, IMO factors). */
  co2Estimation: number;
  /** The class that carries the cargo; null when the quote is for one of the user's own ships. */
  suggestedVesselType: VesselType | null;
  /** USD, all-in: fuel, ship time, port calls, Kiel Canal dues and pilotage, EU ETS. */
  estimatedCost: number;
  costPerTeu: number | null;
  /** g CO2 per TEU-km. */
  co2PerTeuKm: number | null;
  speedKnots: number;
  departureTime: string | null;
  eta: string | null;
  year: number;
  vessel: VoyageVessel;
  route: {
    coordinates: [number, number][];
    passages: PassageId[];
    /** Passages the ship's draught, length or beam rules out (the Sound's Drogden sill, the Kiel Canal's limits). */
    closedPassages: PassageId[];
    avoidKielCanal: boolean;
    /**
     * The Kiel Canal leg when the route uses it: its length at the speed limit, dues by GT, pilotage (EUR).
     * Absent in calculations saved before the leg was modelled.
     */
    kielCanal?: {
      distanceNm: number;
      speedKnots: number;
      hours: number;
      duesEur: number;
      pilotageEur: number;
    } | null;
    /** When the route uses the Kiel Canal: the distance the other way round (via Skagen). */
    distanceAvoidingKielNm: number | null;
  };
  time: { seaHours: number; portHours: number };
  fuel: Voyage['fuel'];
  co2: Voyage['co2'];
  cargo: Voyage['cargo'];
  ets: Voyage['ets'];
  cost: Voyage['cost'];
  assumptions: QuoteAssumption[];
  comparison: ComparisonRow[];
  notes: QuoteNote[];
};

/** A stored calculation (SPEC.md §3), as listed and reopened. */
export type SmartFeederCalculation = {
  id: string;
  originPort: string;
  destinationPort: string;
  routeDistance: number;
  estimatedDuration: number;
  co2Estimation: number;
  fuelEstimation: number;
  suggestedVesselType: VesselType;
  estimatedCost: number;
  status: 'completed';
  calculationInputs: ParsedQuoteInput & { timestamp?: string };
  /** The vessel and speed it was computed for, from the saved results (issue 27: the history shows them). */
  computedFor: CalculationComputedFor | null;
  createdAt: string;
};
export type CalculationComputedFor = {
  source: 'class' | 'fleet';
  vesselType: VesselType;
  vesselName: string;
  speedKnots: number;
};
export type SmartFeederCalculationDetail = SmartFeederCalculation & { calculationResults: SmartFeederQuote };
