import { v } from '@shared/i18n/validation';
import { type BookingRequest, counterBookingRequestSchema } from '@shared/schemas/booking-requests';
import { z } from 'zod';
import { localToIso } from '@/lib/local-datetime';

/** What the inputs hold: numbers (NaN while empty), a local date-time ('' keeps the voyage's), the note. */
export type CounterFormValues = { pricePerTEU: number; teu: number; departureDate: string; note: string };
export type CounterPayload = z.output<typeof counterBookingRequestSchema>;

/** Starts from the voyage's price and the TEU asked for: the owner changes what differs. */
export const counterToForm = (r: BookingRequest): CounterFormValues => ({
  pricePerTEU: r.offering.pricePerTEU,
  teu: r.requestedTEU,
  departureDate: '',
  note: '',
});

/**
 * The server's contract over the converted inputs, so both sides refuse the same things; a new departure in the
 * past is refused here too (the server checks it again against its clock).
 */
export const counterFormSchema = z.preprocess(
  (f: CounterFormValues) => ({
    pricePerTEU: f.pricePerTEU,
    teu: f.teu,
    ...(f.departureDate ? { departureDate: localToIso(f.departureDate) } : {}),
    note: f.note,
  }),
  counterBookingRequestSchema.refine((c) => !c.departureDate || Date.parse(c.departureDate) > Date.now(), {
    error: v('departureInPast'),
    path: ['departureDate'],
  }),
);

export const counterFields = [
  'pricePerTEU',
  'teu',
  'departureDate',
  'note',
] as const satisfies readonly (keyof CounterFormValues)[];
