import { currencies } from '@shared/schemas/money';
import { z } from 'zod';
import { bookedCo2, boxMixAnswer, count, iso, isoOrNull, money } from '../../lib/response-schemas';

const party = z.strictObject({
  company: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
});

export const bookingConfirmationDto = z
  .strictObject({
    reference: z.string(),
    origin: z.enum(['booking_request', 'match']),
    agreedAt: iso,
    carrier: party,
    merchant: party,
    voyage: z.strictObject({
      shipName: z.string(),
      originPort: z.string(),
      destinationPort: z.string(),
      departureDate: iso,
      arrivalDate: isoOrNull,
    }),
    cargo: z.strictObject({
      teu: count,
      boxMix: boxMixAnswer,
      commodity: z.string().nullable(),
      description: z.string().nullable(),
    }),
    price: z.strictObject({ currency: z.enum(currencies), pricePerTEU: money, allIn: money }),
    co2: bookedCo2,
    history: z.array(
      z.strictObject({
        kind: z.string(),
        at: iso,
        by: z.enum(['carrier', 'merchant']).nullable(),
        details: z.record(z.string(), z.unknown()),
        note: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'BookingConfirmation' });

export const agreedBookingDto = z
  .strictObject({
    reference: z.string(),
    origin: z.enum(['booking_request', 'match']),
    agreedAt: iso,
    counterparty: z.string(),
    shipName: z.string(),
    originPort: z.string(),
    destinationPort: z.string(),
    departureDate: iso,
    teu: count,
    currency: z.enum(currencies).describe('of the price and all-in price: the one the booking was agreed in'),
    pricePerTEU: money,
    allIn: money,
  })
  .meta({ id: 'AgreedBooking' });
