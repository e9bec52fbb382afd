import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import { bookedCo2, boxMixAnswer, count, iso, isoOrNull, money } from '../../lib/response-schemas';

const o = createSelectSchema(shipOfferings).shape;
const b = createSelectSchema(shipBookingRequests).shape;
const terms = { pricePerTEU: money, teu: count, departureDate: iso };
export const bookingRequestDto = z
  .strictObject({
    id: b.id,
    shipOfferingId: b.shipOfferingId,
    requesterId: b.requesterId,
    contactName: b.contactName,
    contactEmail: b.contactEmail,
    contactPhone: b.contactPhone,
    companyName: b.companyName,
    requestedTEU: b.requestedTeu,
    boxMix: boxMixAnswer,
    commodity: b.commodity,
    cargoDescription: b.cargoDescription,
    specialRequirements: b.specialRequirements,
    urgencyLevel: b.urgencyLevel,
    currency: b.currency.describe(
      'of the budget, the counter-offer and the agreement: the offering’s when requested',
    ),
    maxBudget: money.nullable(),
    flexibleDates: b.flexibleDates,
    status: b.status,
    declineReason: b.declineReason,
    decidedAt: isoOrNull,
    createdAt: iso,
    counter: z.strictObject({ ...terms, note: b.counterNote }).nullable(),
    agreement: z.strictObject({ ...terms, reference: z.string(), agreedAt: iso }).nullable(),
    offering: z.strictObject({
      id: o.id,
      shipName: o.shipName,
      originPort: o.originPort,
      destinationPort: o.destinationPort,
      departureDate: iso,
      arrivalDate: isoOrNull,
      pricePerTEU: money,
      priceCurrency: o.priceCurrency,
      companyName: o.companyName,
    }),
    co2: bookedCo2,
  })
  .meta({ id: 'BookingRequest' });

export const co2StatementDto = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(
    z.strictObject({
      bookingId: b.id,
      departureDate: iso,
      originPort: o.originPort,
      destinationPort: o.destinationPort,
      shipName: o.shipName,
      teu: b.requestedTeu,
      distanceNm: z.number(),
      fuelType: z.string(),
      basis: z.enum(['fleet', 'class']),
      co2TtwKgPerTeu: z.number(),
      co2eWtwKgPerTeu: z.number(),
      co2TtwKg: z.number(),
      co2eWtwKg: z.number(),
    }),
  ),
  withoutFigure: count.describe('Bookings whose route cannot be sailed: counted here, not in the totals'),
  totals: z.strictObject({ bookings: count, teu: count, co2TtwKg: z.number(), co2eWtwKg: z.number() }),
  method: z.strictObject({
    loadFactor: z.number(),
    factors: z.array(
      z.strictObject({
        fuelType: z.string(),
        co2PerFuelT: z.number(),
        wtwGPerMj: z.number(),
        lcvMjPerKg: z.number(),
      }),
    ),
  }),
});
