import { z } from 'zod';
import type { BookedCo2 } from '../domain/voyage/booked-co2';
import { MONEY_MAX } from '../domain/money';
import { v } from '../i18n/validation';
import { emailSchema } from './common';
import { moneySchema, optionalPhone, optionalText, requiredText, teuSchema } from './marketplace-fields';
import { blankToUndefined, pageParams, queryEnum, sortOrderParam } from './paging';

export const urgencyLevels = ['low', 'normal', 'high', 'urgent'] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number];
export const bookingStatuses = ['pending', 'accepted', 'declined'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * POST /api/ship-booking-requests (SPEC.md §5 booking form). The server also refuses requestedTEU above the
 * offering's current availableCapacity (`validation.requestedAboveAvailable`), a booking on one's own offering
 * (403) and an offering that is not approved (404) or has departed (409).
 */
export const createBookingRequestSchema = z.strictObject({
  shipOfferingId: z.uuid({ error: v('required') }),
  contactName: requiredText(200),
  contactEmail: emailSchema,
  contactPhone: optionalPhone,
  companyName: optionalText(200),
  requestedTEU: teuSchema,
  cargoDescription: requiredText(2000),
  specialRequirements: optionalText(2000),
  urgencyLevel: z.enum(urgencyLevels, { error: v('invalid') }).default('normal'),
  maxBudget: moneySchema(MONEY_MAX)
    .nullish()
    .transform((n) => n ?? null),
  flexibleDates: z.boolean({ error: v('invalid') }).default(false),
});
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
  companyName: string | null;
};

export type BookingRequest = {
  id: string;
  shipOfferingId: string;
  requesterId: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  companyName: string | null;
  requestedTEU: number;
  cargoDescription: string;
  specialRequirements: string | null;
  urgencyLevel: UrgencyLevel;
  maxBudget: number | null;
  flexibleDates: boolean;
  status: BookingStatus;
  declineReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  offering: BookingOfferingSummary;
  /** CO2 of the requested TEU on this voyage (issue 14); null when the route cannot be sailed. */
  co2: BookedCo2 | null;
};
