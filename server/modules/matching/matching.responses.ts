import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { cargoMatches, cargoRequests, vesselAvailabilities } from '../../db/schema';
import { bookedCo2, boxMixAnswer, count, footprint, iso, isoOrNull, money } from '../../lib/response-schemas';
import { vesselParticulars } from '../vessels/vessels.responses';

const va = createSelectSchema(vesselAvailabilities).shape;
export const availabilityDto = z
  .strictObject({
    id: va.id,
    ownerId: va.ownerId,
    vesselId: va.vesselId,
    shipOfferingId: va.shipOfferingId,
    vesselName: va.vesselName,
    originPort: va.originPort,
    destinationPort: va.destinationPort,
    departureDate: iso,
    arrivalDate: iso,
    availableTEU: count,
    teuCapacity: va.teuCapacity,
    pricePerTEU: money,
    priceCurrency: va.priceCurrency,
    cargoTypes: z.array(z.string()),
    specialEquipment: z.array(z.string()),
    status: va.status,
    contactName: va.contactName,
    contactEmail: va.contactEmail,
    proposedMatches: count,
    acceptedMatches: count,
    createdAt: iso,
    updatedAt: iso,
    footprint,
    vesselParticulars: z
      .strictObject(vesselParticulars)
      .nullable()
      .optional()
      .describe('the fleet vessel’s particulars on reads; null when the capacity names none'),
  })
  .meta({ id: 'VesselAvailability' });

const c = createSelectSchema(cargoRequests).shape;
export const cargoRequestDto = z
  .strictObject({
    id: c.id,
    userId: c.userId,
    originPort: c.originPort,
    destinationPort: c.destinationPort,
    alternativeOrigins: c.alternativeOrigins,
    alternativeDestinations: c.alternativeDestinations,
    requestedTEU: c.requestedTeu,
    boxMix: boxMixAnswer,
    commodity: c.commodity,
    cargoType: c.cargoType,
    requiredEquipment: z.array(z.string()),
    preferredDepartureDate: iso,
    latestArrivalDate: iso,
    maxPricePerTEU: money.nullable(),
    maxPriceCurrency: c.maxPriceCurrency,
    specialRequirements: c.specialRequirements,
    urgencyLevel: c.urgencyLevel,
    status: c.status,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    proposedMatches: count,
    createdAt: iso,
    updatedAt: iso,
  })
  .meta({ id: 'CargoRequest' });

const m = createSelectSchema(cargoMatches).shape;
const component = { score: z.number(), weight: z.number(), points: z.number() };
const portFit = z.looseObject({
  requested: z.string(),
  offered: z.string(),
  kind: z.string(),
  distanceNm: z.number(),
});
export const matchDto = z
  .strictObject({
    id: m.id,
    matchScore: z.number(),
    status: m.status,
    expiredReason: m.expiredReason,
    pricePerTEU: money,
    currency: va.priceCurrency,
    breakdown: z.looseObject({
      port: z.looseObject({ ...component, origin: portFit, destination: portFit }),
      time: z.looseObject({ ...component, earlyHours: z.number(), lateHours: z.number() }),
      capacity: z.looseObject({ ...component, availableTEU: z.number(), requestedTEU: z.number() }),
      price: z.looseObject({ ...component, pricePerTEU: z.number(), maxPricePerTEU: z.number().nullable() }),
    }),
    party: z.enum(['carrier', 'shipper', 'admin']),
    vesselDetails: z.strictObject({
      availabilityId: va.id,
      shipOfferingId: va.shipOfferingId,
      vesselName: va.vesselName,
      originPort: va.originPort,
      destinationPort: va.destinationPort,
      departureDate: iso,
      availableDate: iso,
      teuCapacity: count,
      contactName: va.contactName,
      contactEmail: va.contactEmail,
    }),
    requestDetails: z.strictObject({
      requestId: c.id,
      requiredTEU: c.requestedTeu,
      originPort: c.originPort,
      destinationPort: c.destinationPort,
      earliestDate: iso,
      latestDate: iso,
      cargoType: c.cargoType,
      boxMix: boxMixAnswer,
      commodity: c.commodity,
      contactName: c.contactName,
      contactEmail: c.contactEmail,
    }),
    feedback: m.feedback,
    rejectionReason: m.rejectionReason,
    co2SavedT: z.number().nullable(),
    decidedAt: isoOrNull,
    createdAt: iso,
    co2: bookedCo2,
    hold: z
      .strictObject({ by: z.enum(['carrier', 'shipper']), expiresAt: iso })
      .nullable()
      .describe('who accepted first and until when the TEU are held for the other party; null unless held'),
    counter: z
      .strictObject({ by: z.enum(['carrier', 'shipper']), pricePerTEU: z.number() })
      .nullable()
      .describe('a counter-offer on the price per TEU waiting on the other party; null when none'),
    reference: m.reference.describe('the booking reference once both parties confirmed (FH-YYYY-NNNNNN)'),
  })
  .meta({ id: 'Match' });
export const matchingResult = z.strictObject({ matches: z.array(matchDto), processingTimeMs: z.number() });
export const matchingStats = z.strictObject(
  Object.fromEntries(
    [
      'totalMatches',
      'successfulMatches',
      'averageMatchScore',
      'processingTime',
      'vesselsActive',
      'requestsPending',
      'co2Savings',
      'totalTEUMatched',
      'activeCapacities',
      'pendingRequests',
      'proposedMatches',
      'acceptedMatches',
    ].map((k) => [k, z.number()]),
  ),
);

export const parseMailAnswer = z.strictObject({
  data: z.looseObject({
    mailDate: z.string().nullable(),
    drafts: z.array(z.unknown()),
    ignored: z.array(z.unknown()),
  }),
});
export const withMatches = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ data: schema, matchingResult });
