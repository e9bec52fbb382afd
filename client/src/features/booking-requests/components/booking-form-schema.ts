import { v } from '@shared/i18n/validation';
import { createBookingRequestSchema, type UrgencyLevel } from '@shared/schemas/booking-requests';
import { z } from 'zod';
import { type BoxLineForm, boxLinesToPayload } from '@/components/form';

export type BookingFormValues = {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyName: string;
  /** NaN while the number input is empty. */
  requestedTEU: number;
  /** The boxes (issue 23): with lines, the TEU follow from them and the TEU field only shows them. */
  boxMix: BoxLineForm[];
  commodity: string;
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
  'commodity',
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
      const boxMix = boxLinesToPayload(f.boxMix);
      return {
        ...f,
        shipOfferingId: offeringId,
        maxBudget: Number.isNaN(f.maxBudget) ? null : f.maxBudget,
        boxMix,
        // With a mix the server takes the TEU from it; the field only shows them.
        requestedTEU: boxMix.length ? undefined : f.requestedTEU,
      };
    },
    createBookingRequestSchema.refine((b) => b.requestedTEU <= availableCapacity, {
      error: v('requestedAboveAvailable'),
      path: ['requestedTEU'],
    }),
  );
