import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { shipOfferings, users } from '../../db/schema';
import { count, footprint, iso, isoOrNull, money } from '../../lib/response-schemas';
import { vesselParticulars } from '../vessels/vessels.responses';

const u = createSelectSchema(users).shape;
const o = createSelectSchema(shipOfferings).shape;
export const offeringDto = z
  .strictObject({
    id: o.id,
    ownerId: o.ownerId.describe(
      "null unless the caller owns the offering (or it is the owner's or an admin's view)",
    ),
    vesselId: o.vesselId,
    shipName: o.shipName,
    teuCapacity: o.teuCapacity,
    availableCapacity: o.availableCapacity,
    originPort: o.originPort,
    destinationPort: o.destinationPort,
    departureDate: iso,
    arrivalDate: isoOrNull,
    contactName: z.string().nullable().describe('null for callers who are not signed in and approved'),
    contactEmail: z.string().nullable(),
    contactPhone: o.contactPhone,
    companyName: o.companyName,
    pricePerTEU: money,
    priceCurrency: o.priceCurrency,
    cargoTypes: o.cargoTypes,
    specialRequirements: o.specialRequirements,
    status: o.status,
    approvalStatus: o.approvalStatus,
    isDemo: z.boolean(),
    createdAt: iso,
    updatedAt: iso,
    footprint,
    vesselParticulars: z
      .strictObject(vesselParticulars)
      .nullable()
      .optional()
      .describe('the fleet vessel’s particulars on reads; null when the offering names none'),
  })
  .meta({ id: 'ShipOffering' });
export const ownOfferingDto = offeringDto
  .extend({
    rejectionReason: o.rejectionReason,
    bookedTEU: count,
    pendingRequests: count,
    requestCount: count,
  })
  .meta({ id: 'OwnShipOffering' });
export const pendingOfferingDto = ownOfferingDto
  .extend({
    owner: z
      .strictObject({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        companyName: u.companyName,
      })
      .nullable(),
  })
  .meta({ id: 'PendingShipOffering' });
export const ownOfferingSummary = z.strictObject({
  offerings: count,
  byApproval: z.strictObject({ pending: count, approved: count, rejected: count }),
  teuCapacity: count,
  availableTeu: count,
  bookedTeu: count,
  utilization: z.number(),
  pendingRequests: count,
});
