import { z } from 'zod';
import { MONEY_MAX } from '../domain/money';
import type { BookedCo2 } from '../domain/voyage/booked-co2';
import { v } from '../i18n/validation';
import { type BoxMix, boxMixSchema, COMMODITY_MAX, checkTeuAgainstMix, requestTeu } from './box-mix';
import { emailSchema, languageSchema } from './common';
import {
  instantSchema,
  moneySchema,
  optionalPhone,
  optionalText,
  requiredText,
  teuSchema,
} from './marketplace-fields';
import type { Currency } from './money';
import { afterCursorParam, blankToUndefined, pageParams, queryEnum, sortOrderParam } from './paging';
import { PRICE_PER_TEU_MAX } from './ship-offerings';

export const urgencyLevels = ['low', 'normal', 'high', 'urgent'] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number];
/**
 * pending → accepted | declined | countered (the owner's counter-offer); countered → accepted (the requester took
 * the counter) | declined (docs/adr/012-booking-agreement.md).
 */
export const bookingStatuses = ['pending', 'countered', 'accepted', 'declined'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * POST /api/ship-booking-requests (SPEC.md §5 booking form). The server also refuses requestedTEU above the
 * offering's current availableCapacity (`validation.requestedAboveAvailable`), a booking on one's own offering
 * (403) and an offering that is not approved (404) or has departed (409).
 *
 * Issue 23: with a box mix the TEU follow from it (`teuOfMix`) and requestedTEU may be left out; sent and
 * different from the mix's it is a 400 on requestedTEU (`validation.teuMixMismatch`). Without a mix requestedTEU
 * is required, as before.
 */
export const createBookingRequestSchema = z
  .strictObject({
    shipOfferingId: z.uuid({ error: v('required') }),
    contactName: requiredText(200),
    contactEmail: emailSchema,
    contactPhone: optionalPhone,
    companyName: optionalText(200),
    requestedTEU: teuSchema.optional(),
    boxMix: boxMixSchema.default([]),
    commodity: optionalText(COMMODITY_MAX),
    cargoDescription: requiredText(2000),
    specialRequirements: optionalText(2000),
    urgencyLevel: z.enum(urgencyLevels, { error: v('invalid') }).default('normal'),
    maxBudget: moneySchema(MONEY_MAX)
      .nullish()
      .transform((n) => n ?? null),
    flexibleDates: z.boolean({ error: v('invalid') }).default(false),
  })
  .superRefine((b, ctx) => checkTeuAgainstMix({ boxMix: b.boxMix, teu: b.requestedTEU }, ctx, 'requestedTEU'))
  .transform((b) => ({ ...b, requestedTEU: requestTeu({ boxMix: b.boxMix, teu: b.requestedTEU }) }));
export type CreateBookingRequestInput = z.input<typeof createBookingRequestSchema>;

/** POST /api/ship-booking-requests/:id/decline. */
export const declineBookingRequestSchema = z.strictObject({
  reason: z
    .string({ error: v('reasonRequired') })
    .trim()
    .min(1, { error: v('reasonRequired') })
    .max(1000, { error: v('tooLong') }),
});
export type DeclineBookingRequestInput = z.input<typeof declineBookingRequestSchema>;

/**
 * PRODUCT.md 33: the owner answers a pending request with other terms: a price per TEU, the TEU and, when the
 * voyage's date moves, the departure; a note for the requester. The requester then accepts or declines them.
 */
export const counterBookingRequestSchema = z.strictObject({
  pricePerTEU: moneySchema(PRICE_PER_TEU_MAX),
  teu: teuSchema,
  departureDate: instantSchema.optional(),
  note: optionalText(1000),
});
export type CounterBookingRequestInput = z.input<typeof counterBookingRequestSchema>;

type BookingParty = {
  company: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
};

/** PRODUCT.md 34: what a booking confirmation states, whichever way the booking was agreed. */
export type BookingConfirmation = {
  reference: string;
  origin: 'booking_request' | 'match';
  agreedAt: string;
  carrier: BookingParty;
  merchant: BookingParty;
  voyage: {
    shipName: string;
    originPort: string;
    destinationPort: string;
    departureDate: string;
    arrivalDate: string | null;
  };
  cargo: { teu: number; boxMix: BoxMix; commodity: string | null; description: string | null };
  /** In the currency the price was entered in (PRODUCT.md 37). */
  price: { currency: Currency; pricePerTEU: number; allIn: number };
  co2: BookedCo2 | null;
  /** Each step: its kind (countered, counter_accepted, accepted, held, confirmed ...), when, and which side took it. */
  history: {
    kind: string;
    at: string;
    by: 'carrier' | 'merchant' | null;
    details: Record<string, unknown>;
    note: string | null;
  }[];
};

/**
 * GET /api/bookings/agreed(.csv): the caller's agreed bookings from booking requests and matches together, as the
 * carrier (Ship management) or as the merchant (My bookings), newest agreement first.
 */
export const agreedBookingsQuerySchema = z.object({
  side: z.enum(['carrier', 'merchant'], { error: v('invalid') }),
  ...pageParams(20, 100),
});
export type AgreedBookingsQuery = z.input<typeof agreedBookingsQuerySchema>;

/** One agreed booking in a party's list (PRODUCT.md 34). */
export type AgreedBooking = {
  reference: string;
  origin: 'booking_request' | 'match';
  agreedAt: string;
  /** The other party: its company, else its contact's name. */
  counterparty: string;
  shipName: string;
  originPort: string;
  destinationPort: string;
  departureDate: string;
  teu: number;
  /** The currency of the price and the all-in price: the one the booking was agreed in (PRODUCT.md 37). */
  currency: Currency;
  pricePerTEU: number;
  allIn: number;
};

/** GET /api/bookings/confirmation: a booking reference as PRODUCT.md 34 writes it. */
export const bookingReferenceQuerySchema = z.strictObject({
  reference: z
    .string({ error: v('required') })
    .trim()
    .toUpperCase()
    .regex(/^FH-\d{4}-\d{6,}$/, { error: v('invalid') }),
});

/** GET /api/bookings/confirmation.pdf: the reference, and the language to write it in (else the reader's own). */
export const confirmationPdfQuerySchema = bookingReferenceQuerySchema.extend({
  lang: languageSchema.optional(),
});

/** The requester declines a counter-offer, optionally saying why. */
export const declineCounterSchema = z.strictObject({ reason: optionalText(1000) });

export const BOOKING_REQUESTS_PAGE_SIZE_DEFAULT = 20;

/**
 * GET /api/ship-booking-requests/my and /incoming: one page, by request date (newest first unless `order=asc`).
 * `status` narrows the list; `shipOfferingId` (incoming only) keeps the requests on one of the caller's voyages.
 */
export const bookingRequestListQuerySchema = z.object({
  status: queryEnum(bookingStatuses),
  shipOfferingId: z.preprocess(blankToUndefined, z.uuid({ error: v('invalid') }).optional()),
  order: sortOrderParam('desc'),
  ...pageParams(BOOKING_REQUESTS_PAGE_SIZE_DEFAULT, 100),
  ...afterCursorParam,
});
export type BookingRequestListQuery = Partial<BookingRequestListParams>;
export type BookingRequestListParams = z.output<typeof bookingRequestListQuerySchema>;

/** The voyage a booking request is for, as shown in "My bookings". */
export type BookingOfferingSummary = {
  id: string;
  shipName: string;
  originPort: string;
  destinationPort: string;
  departureDate: string;
  arrivalDate: string | null;
  pricePerTEU: number;
  /** The currency of the offering's price (PRODUCT.md 37). */
  priceCurrency: Currency;
  companyName: string | null;
};

/** Terms of a booking: price per TEU, TEU and departure. */
export type BookingTerms = { pricePerTEU: number; teu: number; departureDate: string };

export type BookingRequest = {
  id: string;
  shipOfferingId: string;
  requesterId: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  companyName: string | null;
  requestedTEU: number;
  /** The boxes (issue 23); empty for a request made with a plain TEU figure. */
  boxMix: BoxMix;
  commodity: string | null;
  cargoDescription: string;
  specialRequirements: string | null;
  urgencyLevel: UrgencyLevel;
  /**
   * The currency of the budget, the counter-offer and the agreement: the offering's when the request was made,
   * kept with the request (PRODUCT.md 37: an agreement is in the currency it was made in).
   */
  currency: Currency;
  maxBudget: number | null;
  flexibleDates: boolean;
  status: BookingStatus;
  declineReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  /** The owner's counter-offer while it waits on the requester (status countered), else null. */
  counter: (BookingTerms & { note: string | null }) | null;
  /** The agreed terms once accepted (PRODUCT.md 34: with the booking's reference), else null. */
  agreement: (BookingTerms & { reference: string; agreedAt: string }) | null;
  offering: BookingOfferingSummary;
  /** CO2 of the requested TEU on this voyage (issue 14); null when the route cannot be sailed. */
  co2: BookedCo2 | null;
};

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
function isDay(s: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

const daySchema = z
  .string({ error: v('required') })
  .trim()
  .min(1, { error: v('required') })
  .refine(isDay, { error: v('invalidDay') });

const DAY_MS = 86_400_000;
export const CO2_STATEMENT_MAX_DAYS = 3653;

/**
 * GET /api/ship-booking-requests/my/co2-statement(.csv): the caller's accepted bookings whose voyage departs
 * from `from` to `to` (whole UTC days, both included). `lang` names the CSV's column headers (default: the
 * user's language).
 */
export const co2StatementQuerySchema = z
  .object({ from: daySchema, to: daySchema, lang: z.preprocess(blankToUndefined, languageSchema.optional()) })
  .superRefine((q, ctx) => {
    if (!isDay(q.from) || !isDay(q.to)) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: v('periodOrder') });
    else if (days >= CO2_STATEMENT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: v('periodTooLong') });
  });
export type Co2StatementQuery = z.input<typeof co2StatementQuerySchema>;

/** One accepted booking on the statement; kg figures to one decimal, exact as tenths. */
export type Co2StatementRow = {
  bookingId: string;
  departureDate: string;
  originPort: string;
  destinationPort: string;
  shipName: string;
  teu: number;
  distanceNm: number;
  fuelType: string;
  basis: 'fleet' | 'class';
  co2TtwKgPerTeu: number;
  co2eWtwKgPerTeu: number;
  co2TtwKg: number;
  co2eWtwKg: number;
};

/** The factors a statement's figures were computed with (from shared/domain, never retyped). */
export type Co2StatementFactor = {
  fuelType: string;
  /** t CO2 per t fuel, IMO MEPC.364(79). */
  co2PerFuelT: number;
  /** g CO2e per MJ well-to-wake, Regulation (EU) 2023/1805 Annex II. */
  wtwGPerMj: number;
  lcvMjPerKg: number;
};

export type Co2Statement = {
  from: string;
  to: string;
  rows: Co2StatementRow[];
  /** Bookings whose route cannot be sailed have no figure and are counted here, not in the totals. */
  withoutFigure: number;
  totals: { bookings: number; teu: number; co2TtwKg: number; co2eWtwKg: number };
  method: { loadFactor: number; factors: Co2StatementFactor[] };
};
