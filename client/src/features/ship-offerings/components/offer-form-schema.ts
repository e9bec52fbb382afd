import type { Currency } from '@shared/domain/money';
import { v } from '@shared/i18n/validation';
import { createShipOfferingSchema } from '@shared/schemas/ship-offerings';
import type { Vessel } from '@shared/schemas/vessels';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { localToIso } from '@/lib/local-datetime';

export { isoToLocal, localToIso } from '@/lib/local-datetime';

/** What the inputs hold: numbers from number inputs (NaN when empty), local date-times, comma-separated cargo. */
export type OfferFormValues = {
  vesselId: string;
  shipName: string;
  teuCapacity: number;
  originPort: string;
  destinationPort: string;
  /** `<input type="datetime-local">`: 'YYYY-MM-DDTHH:mm' in the browser's time zone. */
  departureDate: string;
  arrivalDate: string;
  pricePerTEU: number;
  /** The currency the price is entered in, kept as entered (PRODUCT.md 37). */
  priceCurrency: Currency;
  availableCapacity: number;
  cargoTypes: string;
  specialRequirements: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyName: string;
};

export type OfferContactDefaults = { contactName: string; contactEmail: string; companyName: string };

/**
 * A new offer: the signed-in user's contact, the fleet vessel's name and capacity when it starts from one, and the
 * price in the user's display currency unless they choose the other.
 */
export const offerToForm = (
  contact: OfferContactDefaults,
  vessel?: Vessel,
  currency: Currency = 'USD',
): DefaultValues<OfferFormValues> => ({
  vesselId: vessel?.id ?? '',
  shipName: vessel?.name ?? '',
  teuCapacity: vessel?.teuCapacity,
  originPort: '',
  destinationPort: '',
  departureDate: '',
  arrivalDate: '',
  pricePerTEU: undefined,
  priceCurrency: currency,
  availableCapacity: vessel?.teuCapacity,
  cargoTypes: '',
  specialRequirements: '',
  contactPhone: '',
  ...contact,
});

export type OfferPayload = z.output<typeof createShipOfferingSchema>;

export const toOfferPayload = (f: OfferFormValues) => ({
  ...f,
  vesselId: f.vesselId || null,
  departureDate: localToIso(f.departureDate),
  arrivalDate: localToIso(f.arrivalDate) || null,
  // The shared schema splits the comma-separated text, trims and drops empties.
});

/**
 * The server's own contract after the form's inputs are converted, so both sides refuse the same things; the
 * clock-dependent rule (departure not in the past) is checked here too, the server checks it again.
 */
export const offerFormSchema = z.preprocess(
  (input: OfferFormValues) => toOfferPayload(input),
  createShipOfferingSchema.refine((o) => Date.parse(o.departureDate) > Date.now(), {
    error: v('departureInPast'),
    path: ['departureDate'],
  }),
);

export const offerFields = [
  'shipName',
  'teuCapacity',
  'originPort',
  'destinationPort',
  'departureDate',
  'arrivalDate',
  'pricePerTEU',
  'priceCurrency',
  'availableCapacity',
  'cargoTypes',
  'specialRequirements',
  'contactName',
  'contactEmail',
  'contactPhone',
  'companyName',
  'vesselId',
] as const satisfies readonly (keyof OfferFormValues)[];
