import { z } from 'zod';
import { portCodeSchema } from '../domain/ports';
import type { SlotFootprint } from '../domain/voyage/slot-footprint';
import { v } from '../i18n/validation';
import { type ApprovalStatus, approvalStatuses } from './auth';
import { emailSchema, uuidSchema } from './common';
import {
  capacitySchema,
  instantSchema,
  moneySchema,
  optionalInstantSchema,
  optionalPhone,
  optionalText,
  requiredText,
  teuSchema,
  textListSchema,
} from './marketplace-fields';
import { type Currency, currencySchema } from './money';
import {
  afterCursorParam,
  blankToUndefined,
  pageParams,
  queryEnum,
  queryInt,
  sortOrderParam,
} from './paging';
import type { VesselParticulars } from './vessels';

export const offeringStatuses = ['active', 'inactive'] as const;
export type OfferingStatus = (typeof offeringStatuses)[number];

/** Highest price per TEU accepted (in the offering's currency). */
export const PRICE_PER_TEU_MAX = 1_000_000;

const offeringFields = z.strictObject({
  /** A vessel of the caller's own fleet the offering was started from (prefills name and capacity). */
  vesselId: uuidSchema.nullish().transform((s) => s ?? null),
  shipName: requiredText(200),
  teuCapacity: teuSchema,
  originPort: portCodeSchema,
  destinationPort: portCodeSchema,
  departureDate: instantSchema,
  arrivalDate: optionalInstantSchema,
  contactName: requiredText(200),
  contactEmail: emailSchema,
  contactPhone: optionalPhone,
  companyName: optionalText(200),
  pricePerTEU: moneySchema(PRICE_PER_TEU_MAX),
  /** The currency the price is entered in, kept as entered (PRODUCT.md 37); USD when left out. */
  priceCurrency: currencySchema.default('USD'),
  availableCapacity: capacitySchema,
  cargoTypes: textListSchema({ maxItems: 20, maxLength: 60 }),
  specialRequirements: optionalText(2000),
});

/**
 * POST /api/ship-offerings (SPEC.md §5 offering form). The server also refuses a departure in the past
 * (`validation.departureInPast`) and a vesselId outside the caller's fleet (404), since those need the clock or
 * the database.
 */
export const createShipOfferingSchema = offeringFields
  // Guards: zod 4 runs these refinements even when a field itself failed; only judge well-formed values.
  .refine(
    (o) =>
      !(Number.isInteger(o.availableCapacity) && Number.isInteger(o.teuCapacity)) ||
      o.availableCapacity <= o.teuCapacity,
    {
      error: v('availableAboveTotal'),
      path: ['availableCapacity'],
    },
  )
  .refine(
    (o) => {
      const departure = Date.parse(o.departureDate);
      const arrival = o.arrivalDate ? Date.parse(o.arrivalDate) : Number.NaN;
      return Number.isNaN(departure) || Number.isNaN(arrival) || arrival > departure;
    },
    {
      error: v('arrivalBeforeDeparture'),
      path: ['arrivalDate'],
    },
  )
  .refine((o) => !o.originPort || o.originPort !== o.destinationPort, {
    error: v('samePorts'),
    path: ['destinationPort'],
  });
export type CreateShipOfferingInput = z.input<typeof createShipOfferingSchema>;

/**
 * PATCH /api/ship-offerings/:id/capacity. The server answers `validation.capacityOutOfRange` ("between 0 and
 * {{max}} TEU", max = teuCapacity minus the TEU of accepted bookings) when it does not fit.
 */
export const updateCapacitySchema = z.strictObject({ availableCapacity: capacitySchema });
export type UpdateCapacityInput = z.input<typeof updateCapacitySchema>;

export const offeringSorts = ['departure', 'price', 'availableTeu', 'co2'] as const;
export type OfferingSort = (typeof offeringSorts)[number];
export { type SortOrder, sortOrders } from './paging';

/** A day ('2025-07-01', UTC) or an instant in a query string. */
const queryInstant = (endOfDay: boolean) =>
  z
    .string({ error: v('invalidDate') })
    .trim()
    .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || z.iso.datetime({ offset: true }).safeParse(s).success, {
      error: v('invalidDate'),
    })
    .transform((s) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return new Date(s).toISOString();
      return endOfDay ? `${s}T23:59:59.999Z` : `${s}T00:00:00.000Z`;
    })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: v('invalidDate') });

export const OFFERINGS_PAGE_SIZE_DEFAULT = 12;
export const OFFERINGS_PAGE_SIZE_MAX = 100;

/**
 * GET /api/ship-offerings query. departureFrom/departureTo take a day (UTC; departureTo includes that whole day)
 * or an instant. minTeu: availableCapacity at least; maxPrice: pricePerTEU at most, in `maxPriceCurrency` (USD unless
 * given). Offerings priced in different currencies are compared, for the filter and the price sort, in USD at the
 * current dated rate (PRODUCT.md 37). Unknown parameters are ignored.
 */
export const shipOfferingListQuerySchema = z.object({
  origin: z.preprocess(blankToUndefined, portCodeSchema.optional()),
  destination: z.preprocess(blankToUndefined, portCodeSchema.optional()),
  departureFrom: z.preprocess(blankToUndefined, queryInstant(false).optional()),
  departureTo: z.preprocess(blankToUndefined, queryInstant(true).optional()),
  minTeu: queryInt(0, 30_000),
  maxPrice: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: v('priceInvalid') })
      .pipe(moneySchema(PRICE_PER_TEU_MAX))
      .optional(),
  ),
  maxPriceCurrency: z.preprocess(blankToUndefined, currencySchema.default('USD')),
  sort: z.preprocess(blankToUndefined, z.enum(offeringSorts, { error: v('invalid') }).default('departure')),
  order: sortOrderParam('asc'),
  ...pageParams(OFFERINGS_PAGE_SIZE_DEFAULT, OFFERINGS_PAGE_SIZE_MAX),
});
export type ShipOfferingListQuery = z.input<typeof shipOfferingListQuerySchema>;
export type ShipOfferingListParams = z.output<typeof shipOfferingListQuerySchema>;

export const OWN_OFFERINGS_PAGE_SIZE_DEFAULT = 12;
export const ownOfferingSorts = ['created', 'departure'] as const;
export type OwnOfferingSort = (typeof ownOfferingSorts)[number];

/**
 * GET /api/ship-offerings/my query: the owner's offerings one page at a time (issue 11), newest first by default.
 * `approvalStatus` and `status` narrow the list; `upcoming=true` keeps voyages that have not departed yet.
 */
export const ownOfferingListQuerySchema = z.object({
  approvalStatus: queryEnum(approvalStatuses),
  status: queryEnum(offeringStatuses),
  upcoming: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: v('invalid') }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(ownOfferingSorts, { error: v('invalid') }).default('created')),
  order: sortOrderParam('desc'),
  ...pageParams(OWN_OFFERINGS_PAGE_SIZE_DEFAULT, OFFERINGS_PAGE_SIZE_MAX),
  ...afterCursorParam,
});
export type OwnOfferingListQuery = Partial<OwnOfferingListParams>;
export type OwnOfferingListParams = z.output<typeof ownOfferingListQuerySchema>;

/**
 * GET /api/ship-offerings/my/summary: figures over all of the owner's offerings, computed in the database so that
 * Ship management reads one page of cards plus these aggregates, never the whole list.
 */
export type OwnOfferingSummary = {
  offerings: number;
  byApproval: Record<ApprovalStatus, number>;
  /**
   * Sums over active offerings: ship capacity, TEU still free, TEU booked (accepted requests and matches), and utilisation
   * as booked over offered (booked plus free; issue 13), so TEU never offered do not count as used.
   */
  teuCapacity: number;
  availableTeu: number;
  bookedTeu: number;
  utilization: number;
  pendingRequests: number;
};

/**
 * An offering as every offering call answers it. Money is a JSON number with at most two decimals, in
 * `priceCurrency` (the footprint's all-in price is in USD: fuel and allowances are).
 * The contact fields are null for callers who are not signed in and approved (the public list hides them).
 * `ownerId` and `vesselId` are null unless the caller owns the offering (or it is the owner's or an admin's view).
 */
export type ShipOffering = {
  id: string;
  ownerId: string | null;
  vesselId: string | null;
  shipName: string;
  teuCapacity: number;
  availableCapacity: number;
  originPort: string;
  destinationPort: string;
  departureDate: string;
  arrivalDate: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  companyName: string | null;
  pricePerTEU: number;
  /** The currency the price was entered in (PRODUCT.md 37). */
  priceCurrency: Currency;
  cargoTypes: string[];
  specialRequirements: string | null;
  status: OfferingStatus;
  approvalStatus: ApprovalStatus;
  /** A voyage of the demo start's invented owners: booking requests on it are answered automatically. */
  isDemo: boolean;
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

/** The owner's (and administrators') view: adds the review outcome and booking figures. */
export type OwnShipOffering = ShipOffering & {
  rejectionReason: string | null;
  /** TEU sold on the voyage: accepted booking requests plus accepted cargo matches on capacity drawn from it. */
  bookedTEU: number;
  pendingRequests: number;
  /** Booking requests on the offering in any status. */
  requestCount: number;
};

/** GET /api/admin/pending-ship-offerings rows: the offering and who submitted it. */
export type PendingShipOffering = OwnShipOffering & {
  owner: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    companyName: string | null;
  } | null;
};
