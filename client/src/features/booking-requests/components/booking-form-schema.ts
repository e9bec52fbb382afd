import { v } from '@shared/i18n/validation';
import { createBookingRequestSchema, type UrgencyLevel } from '@shared/schemas/booking-requests';
import { z } from 'zod';

export type BookingFormValues = {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyName: string;
  /** NaN while the number input is empty. */
  requestedTEU: number;
  cargoDescription: string;
  specialRequirements: string;
  urgencyLevel: UrgencyLevel;
  maxBudget: number;
  flexibleDates: boolean;
};

export type BookingPayload = z.output<typeof createBookingRequestSchema>;

export const bookingFields = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'companyName',
  'requestedTEU',
  'cargoDescription',
  'specialRequirements',
  'urgencyLevel',
  'maxBudget',
  'flexibleDates',
] as const satisfies readonly (keyof BookingFormValues)[];

/**
 * The server's contract for one offering; the browser also holds requestedTEU to the TEU still free
 * (SPEC.md §5), which the server checks again against the current figure.
 */
export const bookingFormSchema = (offeringId: string, availableCapacity: number) =>
  z.preprocess(
    (f: BookingFormValues) => {
      return { ...f, shipOfferingId: offeringId, maxBudget: Number.isNaN(f.maxBudget) ? null : f.maxBudget };
    },
    createBookingRequestSchema.refine((b) => b.requestedTEU <= availableCapacity, {
      error: v('requestedAboveAvailable'),
      path: ['requestedTEU'],
    }),
  );
