import { z } from 'zod';
import { portCodeSchema } from '../domain/ports';
import type { BookedCo2 } from '../domain/voyage/booked-co2';
import type { SlotFootprint } from '../domain/voyage/slot-footprint';
import { type ValidationKey, v } from '../i18n/validation';
import { urgencyLevels } from './booking-requests';
import {
  type BoxMix,
  boxMixSchema,
  COMMODITY_MAX,
  cargoTypeOfMix,
  checkTeuAgainstMix,
  requestTeu,
} from './box-mix';
import { emailSchema, uuidSchema } from './common';
import {
  instantSchema,
  listInputSchema,
  moneySchema,
  optionalText,
  requiredText,
  teuSchema,
} from './marketplace-fields';
import { type Currency, currencySchema } from './money';
import { blankToUndefined, pageParams, queryEnum } from './paging';
import { PRICE_PER_TEU_MAX } from './ship-offerings';
import type { VesselParticulars } from './vessels';

/**
 * Cargo matching contracts (SPEC.md §3 Vessel availability, Cargo request, Match, Matching stats; §7 the
 * /api/algorithm calls). Scoring rules: shared/domain/matching and docs/adr/004-cargo-matching.md.
 */

/** What a box holds; a voyage lists the kinds it accepts, a request names one. */
export const cargoTypes = ['general', 'reefer', 'dangerous', 'out_of_gauge', 'tank'] as const;
export type CargoType = (typeof cargoTypes)[number];

/** Gear a ship has and a cargo may need beyond its cargo type. */
export const equipmentTypes = ['ship_cranes', 'ice_class', 'heavy_lift', 'reefer_monitoring'] as const;
export type EquipmentType = (typeof equipmentTypes)[number];

export const availabilityStatuses = ['available', 'withdrawn'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
export const cargoRequestStatuses = ['pending', 'matched', 'withdrawn'] as const;
export type CargoRequestStatus = (typeof cargoRequestStatuses)[number];
/**
 * PRODUCT.md 33: proposed; the first party's accept holds the TEU for 48 hours (`held`), the other's confirmation
 * books them (`accepted`); a rejection or the hold's end releases them (`rejected`, `expired` hold_expired).
 * `expired` also when a proposal stops fitting (see expiredReason).
 */
export const matchStatuses = ['proposed', 'held', 'accepted', 'rejected', 'expired'] as const;
/** The statuses whose match takes TEU from the voyage's pool: held for confirmation, or booked. */
export const TEU_TAKING_MATCH = ['held', 'accepted'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
/** Why a proposal expired: a party withdrew, the request was matched elsewhere, the capacity no longer fits, or an edit. */
export const expiredReasons = [
  'withdrawn',
  'request_matched',
  'capacity_taken',
  'changed',
  'hold_expired',
] as const;
export type ExpiredReason = (typeof expiredReasons)[number];

/** A list of known values (listInputSchema), repeats dropped. */
const listOf = <O extends string>(item: z.ZodType<O, string>, maxItems: number) =>
  listInputSchema
    .pipe(z.array(item).max(maxItems, { error: v('tooManyItems') }))
    .transform((items): O[] => [...new Set(items)]);

const cargoTypeSchema = z.enum(cargoTypes, { error: v('invalid') });
const equipmentSchema = z.enum(equipmentTypes, { error: v('invalid') });
export const portListSchema = listOf(portCodeSchema, 10);
const cargoTypeListSchema = listOf(cargoTypeSchema, cargoTypes.length);
const equipmentListSchema = listOf(equipmentSchema, equipmentTypes.length);

const ordered = (from: string | null | undefined, to: string | null | undefined) => {
  const a = from ? Date.parse(from) : Number.NaN;
  const b = to ? Date.parse(to) : Number.NaN;
  return Number.isNaN(a) || Number.isNaN(b) || b > a;
};

/** The voyage fields an availability made from a ship offering takes from that offering. */
export const OFFERING_VOYAGE_FIELDS = [
  'originPort',
  'destinationPort',
  'departureDate',
  'arrivalDate',
  'availableTEU',
  'pricePerTEU',
] as const;

const availabilityFields = {
  vesselName: z.preprocess(blankToUndefined, requiredText(200).optional()),
  originPort: portCodeSchema.optional(),
  destinationPort: portCodeSchema.optional(),
  departureDate: instantSchema.optional(),
  arrivalDate: instantSchema.optional(),
  availableTEU: teuSchema.optional(),
  pricePerTEU: moneySchema(PRICE_PER_TEU_MAX).optional(),
  /** The currency the price is quoted in (PRODUCT.md 37), USD unless given; from its offering when made from one. */
  priceCurrency: currencySchema.optional(),
  cargoTypes: cargoTypeListSchema.refine((l) => l.length > 0, { error: v('cargoTypesRequired') }),
  specialEquipment: equipmentListSchema,
  contactName: requiredText(200),
  contactEmail: emailSchema,
};

type AvailabilityShape = {
  shipOfferingId?: string | null;
  vesselId?: string | null;
  vesselName?: string;
  priceCurrency?: unknown;
} & Partial<Record<(typeof OFFERING_VOYAGE_FIELDS)[number], unknown>>;

/**
 * A voyage made by hand or from a fleet vessel names its route, dates, free TEU and price; one made from a ship
 * offering takes them from the offering (they are one pool of TEU, ADR 004) and must leave them out. Returns the
 * fields at fault with their message keys; the update call runs it with the stored row's links.
 */
export function availabilityIssues(o: AvailabilityShape): { field: string; key: ValidationKey }[] {
  const issues: { field: string; key: ValidationKey }[] = [];
  const fromOffering = Boolean(o.shipOfferingId);
  for (const field of OFFERING_VOYAGE_FIELDS) {
    const present = o[field] !== undefined;
    if (fromOffering && present) issues.push({ field, key: 'takenFromOffering' });
    if (!fromOffering && !present) issues.push({ field, key: 'required' });
  }
  if (fromOffering && o.priceCurrency !== undefined)
    issues.push({ field: 'priceCurrency', key: 'takenFromOffering' });
  if (o.shipOfferingId && o.vesselId) issues.push({ field: 'vesselId', key: 'chooseOneSource' });
  if (!o.shipOfferingId && !o.vesselId && !o.vesselName)
    issues.push({ field: 'vesselName', key: 'vesselNameRequired' });
  if (typeof o.originPort === 'string' && o.originPort === o.destinationPort)
    issues.push({ field: 'destinationPort', key: 'samePorts' });
  if (!ordered(o.departureDate as string | undefined, o.arrivalDate as string | undefined))
    issues.push({ field: 'arrivalDate', key: 'arrivalBeforeDeparture' });
  return issues;
}

/**
 * POST /api/algorithm/vessel-availabilities (SPEC.md §3; the form's vesselName, teuCapacity and availableDate
 * travel as vesselName, availableTEU and arrivalDate, see toAvailabilityPayload). The server also refuses a
 * departure in the past, a vessel or offering that is not the caller's (404), an offering that is not approved
 * (409), and availableTEU above the fleet vessel's capacity.
 */
export const createVesselAvailabilitySchema = z
  .strictObject({
    vesselId: uuidSchema.nullish().transform((s) => s ?? null),
    shipOfferingId: uuidSchema.nullish().transform((s) => s ?? null),
    ...availabilityFields,
  })
  .superRefine((o, ctx) => {
    for (const { field, key } of availabilityIssues(o))
      ctx.addIssue({ code: 'custom', path: [field], message: v(key) });
  });
export type CreateVesselAvailabilityInput = z.input<typeof createVesselAvailabilitySchema>;
export type CreateVesselAvailability = z.output<typeof createVesselAvailabilitySchema>;

/**
 * PUT /api/algorithm/vessel-availabilities/:id: every editable field again (the vessel or offering it was made from
 * stays, and availabilityIssues runs with it). Proposed matches are re-scored; an availability with accepted
 * matches keeps its route and dates (409).
 */
export const updateVesselAvailabilitySchema = z.strictObject(availabilityFields);
export type UpdateVesselAvailabilityInput = z.input<typeof updateVesselAvailabilitySchema>;

/**
 * POST /api/algorithm/cargo-requests (SPEC.md §3; the form's requiredTEU, earliestDate and latestDate travel as
 * requestedTEU, preferredDepartureDate and latestArrivalDate, see toCargoRequestPayload). Alternative ports equal
 * to the main port are dropped. The server also refuses a latest arrival in the past.
 *
 * Issue 23: with a box mix the TEU follow from it (requestedTEU may be left out; sent and different it is a 400 on
 * requestedTEU) and so does the cargo type (`cargoTypeOfMix`: dangerous, reefer, out of gauge, tank, else
 * general), which replaces the one sent: the mix says more precisely what the boxes hold.
 */
export const cargoRequestSchema = z
  .strictObject({
    originPort: portCodeSchema,
    destinationPort: portCodeSchema,
    alternativeOrigins: portListSchema,
    alternativeDestinations: portListSchema,
    requestedTEU: teuSchema.optional(),
    boxMix: boxMixSchema.default([]),
    commodity: optionalText(COMMODITY_MAX),
    cargoType: cargoTypeSchema.default('general'),
    requiredEquipment: equipmentListSchema,
    preferredDepartureDate: instantSchema,
    latestArrivalDate: instantSchema,
    maxPricePerTEU: moneySchema(PRICE_PER_TEU_MAX)
      .nullish()
      .transform((n) => n ?? null),
    /** The currency the budget is in (PRODUCT.md 37): kept as entered, compared at the dated rate. */
    maxPriceCurrency: currencySchema.default('USD'),
    specialRequirements: optionalText(2000),
    urgencyLevel: z.enum(urgencyLevels, { error: v('invalid') }).default('normal'),
    contactName: requiredText(200),
    contactEmail: emailSchema,
  })
  .refine((o) => !o.originPort || o.originPort !== o.destinationPort, {
    error: v('samePorts'),
    path: ['destinationPort'],
  })
  .refine((o) => ordered(o.preferredDepartureDate, o.latestArrivalDate), {
    error: v('windowOrder'),
    path: ['latestArrivalDate'],
  })
  .superRefine((o, ctx) => checkTeuAgainstMix({ boxMix: o.boxMix, teu: o.requestedTEU }, ctx, 'requestedTEU'))
  .transform((o) => ({
    ...o,
    requestedTEU: requestTeu({ boxMix: o.boxMix, teu: o.requestedTEU }),
    cargoType: o.boxMix.length ? cargoTypeOfMix(o.boxMix) : o.cargoType,
    alternativeOrigins: o.alternativeOrigins.filter((p) => p !== o.originPort),
    alternativeDestinations: o.alternativeDestinations.filter((p) => p !== o.destinationPort),
  }));
export type CargoRequestInput = z.input<typeof cargoRequestSchema>;
export type CargoRequestPayload = z.output<typeof cargoRequestSchema>;

/** PUT /api/algorithm/matches/:id/accept. */
export const acceptMatchSchema = z.strictObject({
  feedback: optionalText(1000),
});
/** PUT /api/algorithm/matches/:id/reject. */
export const rejectMatchSchema = z.strictObject({
  reason: z
    .string({ error: v('reasonRequired') })
    .trim()
    .min(1, { error: v('reasonRequired') })
    .max(1000, { error: v('tooLong') }),
  feedback: optionalText(1000),
});
/**
 * PUT /api/algorithm/matches/:id/counter (PRODUCT.md 33): a party answers the price per TEU on the table with
 * another; the other party accepts (booked at it), counters again or declines it.
 */
export const counterMatchSchema = z.strictObject({
  pricePerTEU: moneySchema(PRICE_PER_TEU_MAX),
  note: optionalText(1000),
});
/** PUT /api/algorithm/matches/:id/decline-counter: the match stays at the price before, optionally saying why. */
export const declineMatchCounterSchema = z.strictObject({ reason: optionalText(1000) });
export type CounterMatchInput = z.input<typeof counterMatchSchema>;
export type DeclineMatchCounterInput = z.input<typeof declineMatchCounterSchema>;
export type AcceptMatchInput = z.input<typeof acceptMatchSchema>;
export type RejectMatchInput = z.input<typeof rejectMatchSchema>;

/**
 * The matching lists answer one page (issue 11); the default page is as long as the former fixed cap, so a client
 * that sends no paging sees what it saw before, and X-Total-Count tells it whether there is more.
 */
export const MATCHING_PAGE_SIZE_DEFAULT = 500;
/** The page the cargo matching board asks for in each of its three lists. */
export const MATCHING_LIST_PAGE_SIZE = 20;
const matchingPaging = pageParams(MATCHING_PAGE_SIZE_DEFAULT, MATCHING_PAGE_SIZE_DEFAULT);

/** GET vessel-availabilities and cargo-requests: newest first, one page. */
export const matchingPageQuerySchema = z.object(matchingPaging);

/** The orders of the matches list; the server sorts, so every page follows it (without `sort`: newest first). */
export const matchSorts = ['score', 'newest', 'departure'] as const;
export type MatchSort = (typeof matchSorts)[number];

/** GET /api/algorithm/matches (and /api/cargo/matches/user) filters: status, and a port at either end of either side. */
export const matchListQuerySchema = z.object({
  status: queryEnum(matchStatuses),
  port: z.preprocess(blankToUndefined, portCodeSchema.optional()),
  sort: queryEnum(matchSorts),
  ...matchingPaging,
});
export type MatchListQuery = z.input<typeof matchListQuerySchema>;
export type MatchListParams = z.output<typeof matchListQuerySchema>;

// ---- Answers ----

export type VesselAvailability = {
  id: string;
  ownerId: string | null;
  vesselId: string | null;
  shipOfferingId: string | null;
  vesselName: string;
  originPort: string;
  destinationPort: string;
  departureDate: string;
  arrivalDate: string;
  /** Free TEU now; for an availability made from a ship offering, the offering's availableCapacity (one pool). */
  availableTEU: number;
  /** The ship's (or offering's) total TEU. */
  teuCapacity: number;
  pricePerTEU: number;
  priceCurrency: Currency;
  cargoTypes: CargoType[];
  specialEquipment: EquipmentType[];
  status: AvailabilityStatus;
  contactName: string;
  contactEmail: string;
  proposedMatches: number;
  acceptedMatches: number;
  createdAt: string;
  updatedAt: string;
  /** CO2 per TEU and all-in price per TEU of a slot (ADR 008); null when the route cannot be sailed. */
  footprint?: SlotFootprint | null;
  /**
   * The particulars of the fleet vessel it names (issue 23); null when it names none. Answered by the lists and
   * the single read; absent from the answers to a write.
   */
  vesselParticulars?: VesselParticulars | null;
};

export type CargoRequest = {
  id: string;
  userId: string | null;
  originPort: string;
  destinationPort: string;
  alternativeOrigins: string[];
  alternativeDestinations: string[];
  requestedTEU: number;
  /** The boxes (issue 23); empty for a request made with a plain TEU figure. */
  boxMix: BoxMix;
  commodity: string | null;
  cargoType: CargoType;
  requiredEquipment: EquipmentType[];
  preferredDepartureDate: string;
  latestArrivalDate: string;
  maxPricePerTEU: number | null;
  maxPriceCurrency: Currency;
  specialRequirements: string | null;
  urgencyLevel: (typeof urgencyLevels)[number];
  status: CargoRequestStatus;
  contactName: string;
  contactEmail: string;
  proposedMatches: number;
  createdAt: string;
  updatedAt: string;
};

/** How a voyage's port relates to the port a cargo asked for. */
export type PortFit = {
  requested: string;
  offered: string;
  kind: 'same' | 'alternative' | 'nearby';
  /** Sea distance between the requested main port and the offered one (0 for the same port). */
  distanceNm: number;
  score: number;
};

export type ScoreComponent = {
  /** 0..1. */
  score: number;
  /** The published weight (SPEC.md §9). */
  weight: number;
  /** weight × score, rounded to 0.001; the components' points add up to matchScore exactly. */
  points: number;
};

export type ScoreBreakdown = {
  port: ScoreComponent & { origin: PortFit; destination: PortFit };
  time: ScoreComponent & { earlyHours: number; lateHours: number };
  capacity: ScoreComponent & { availableTEU: number; requestedTEU: number };
  price: ScoreComponent & { pricePerTEU: number; maxPricePerTEU: number | null };
};

export type Match = {
  id: string;
  /** 0..1 with three decimals: the sum of the breakdown's points. Shown as a percent with one decimal. */
  matchScore: number;
  status: MatchStatus;
  expiredReason: ExpiredReason | null;
  /** In `currency`, the capacity's (a counter-offer's price too); the breakdown compares prices in USD. */
  pricePerTEU: number;
  currency: Currency;
  breakdown: ScoreBreakdown;
  /** The caller's side: carrier (owns the capacity), shipper (owns the request), or admin (neither). */
  party: 'carrier' | 'shipper' | 'admin';
  vesselDetails: {
    availabilityId: string;
    shipOfferingId: string | null;
    vesselName: string;
    originPort: string;
    destinationPort: string;
    departureDate: string;
    /** The arrival date (SPEC.md: the form's availableDate travels as arrivalDate). */
    availableDate: string;
    /** Free TEU now. */
    teuCapacity: number;
    contactName: string;
    contactEmail: string;
  };
  requestDetails: {
    requestId: string;
    requiredTEU: number;
    originPort: string;
    destinationPort: string;
    earliestDate: string;
    latestDate: string;
    cargoType: CargoType;
    /** The request's boxes (issue 23), for the card's summary; empty for a plain TEU figure. */
    boxMix: BoxMix;
    commodity: string | null;
    contactName: string;
    contactEmail: string;
  };
  feedback: string | null;
  rejectionReason: string | null;
  /** t CO2 avoided by carrying the cargo on this sailing instead of another (accepted matches; ADR 004). */
  co2SavedT: number | null;
  /**
   * CO2 of the cargo's TEU on this voyage (issue 14): the TEU reserved once accepted, the TEU requested before;
   * null when the route cannot be sailed.
   */
  co2: BookedCo2 | null;
  decidedAt: string | null;
  createdAt: string;
  /**
   * PRODUCT.md 33: while held, the party whose accept holds the TEU and when the hold ends (the other party
   * confirms before then); null in every other status.
   */
  hold: { by: 'carrier' | 'shipper'; expiresAt: string } | null;
  /** A counter-offer on the price per TEU waiting on the other party, else null. */
  counter: { by: 'carrier' | 'shipper'; pricePerTEU: number } | null;
  /** The booking reference (FH-YYYY-NNNNNN) once both parties confirmed, else null. */
  reference: string | null;
};

/** GET /api/algorithm/stats: platform-wide (SPEC.md §3 Matching stats and the screen's card names). */
export type MatchingStats = {
  totalMatches: number;
  successfulMatches: number;
  averageMatchScore: number;
  /** Mean milliseconds of the matching step over the last 100 runs. */
  processingTime: number;
  vesselsActive: number;
  requestsPending: number;
  /** t CO2 (ADR 004). */
  co2Savings: number;
  totalTEUMatched: number;
  activeCapacities: number;
  pendingRequests: number;
  proposedMatches: number;
  acceptedMatches: number;
};

/** POST /api/algorithm/cargo-requests answer. */
export type CreateCargoRequestResponse = {
  data: CargoRequest;
  matchingResult: { matches: Match[]; processingTimeMs: number };
};
/** POST /api/algorithm/vessel-availabilities answer. */
export type CreateVesselAvailabilityResponse = {
  data: VesselAvailability;
  matchingResult: { matches: Match[]; processingTimeMs: number };
};
