import type { DatedRate } from '@shared/domain/money';
import type { FleetVesselFigures } from '@shared/domain/voyage';
import { bookedCo2 } from '@shared/domain/voyage/booked-co2';
import type {
  CargoRequest,
  CargoType,
  EquipmentType,
  Match,
  VesselAvailability,
} from '@shared/schemas/matching';
import type { VesselParticulars } from '@shared/schemas/vessels';
import type { CargoMatchRow, CargoRequestRow, VesselAvailabilityRow } from '../../db/schema';
import { moneyOf } from '../ship-offerings/ship-offerings.dto';
import { footprintOf } from './slot-footprint';

const iso = (d: Date | string) => new Date(d).toISOString();

/** An availability's free TEU: its own count, or for one made from a ship offering the offering's (one pool). */
export const freeTeu = (row: VesselAvailabilityRow, offeringCapacity: number | null) =>
  row.shipOfferingId ? (offeringCapacity ?? 0) : (row.availableTeu ?? 0);

export function toAvailabilityDto(
  row: VesselAvailabilityRow,
  extra: {
    offeringCapacity: number | null;
    proposed?: number;
    accepted?: number;
    /** The fleet vessel behind the availability (its own, or its offering's), null without one (issue 25). */
    fleet: FleetVesselFigures | null;
    /** The dated rate a price in another currency than USD is converted at for the all-in price (PRODUCT.md 37). */
    rate: DatedRate | null;
    /** The fleet vessel's particulars, on reads (null: it names none). */
    particulars?: VesselParticulars | null;
  },
): VesselAvailability {
  return {
    id: row.id,
    ownerId: row.ownerId,
    vesselId: row.vesselId,
    shipOfferingId: row.shipOfferingId,
    vesselName: row.vesselName,
    originPort: row.originPort,
    destinationPort: row.destinationPort,
    departureDate: iso(row.departureDate),
    arrivalDate: iso(row.arrivalDate),
    availableTEU: freeTeu(row, extra.offeringCapacity),
    teuCapacity: row.teuCapacity,
    pricePerTEU: moneyOf(row.pricePerTeu),
    priceCurrency: row.priceCurrency,
    cargoTypes: row.cargoTypes as CargoType[],
    specialEquipment: row.specialEquipment as EquipmentType[],
    status: row.status,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    proposedMatches: extra.proposed ?? 0,
    acceptedMatches: extra.accepted ?? 0,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    footprint: footprintOf(row, extra.fleet, extra.rate),
    ...(extra.particulars !== undefined && { vesselParticulars: extra.particulars }),
  };
}

export function toCargoRequestDto(row: CargoRequestRow, proposed = 0): CargoRequest {
  return {
    id: row.id,
    userId: row.userId,
    originPort: row.originPort,
    destinationPort: row.destinationPort,
    alternativeOrigins: row.alternativeOrigins,
    alternativeDestinations: row.alternativeDestinations,
    requestedTEU: row.requestedTeu,
    boxMix: row.boxMix,
    commodity: row.commodity,
    cargoType: row.cargoType,
    requiredEquipment: row.requiredEquipment as EquipmentType[],
    preferredDepartureDate: iso(row.preferredDepartureDate),
    latestArrivalDate: iso(row.latestArrivalDate),
    maxPricePerTEU: row.maxPricePerTeu === null ? null : moneyOf(row.maxPricePerTeu),
    maxPriceCurrency: row.maxPriceCurrency,
    specialRequirements: row.specialRequirements,
    urgencyLevel: row.urgencyLevel,
    status: row.status,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    proposedMatches: proposed,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export type MatchParts = {
  match: CargoMatchRow;
  availability: VesselAvailabilityRow;
  request: CargoRequestRow;
  offeringCapacity: number | null;
  /** The fleet vessel behind the availability, for its CO2 per TEU (matching.repository.ts withFleet). */
  fleet: FleetVesselFigures | null;
};

export function toMatchDto(p: MatchParts, viewerId: string): Match {
  const { match: m, availability: a, request: r } = p;
  return {
    id: m.id,
    matchScore: Number(m.matchScore),
    status: m.status,
    expiredReason: m.expiredReason,
    pricePerTEU: moneyOf(m.pricePerTeu),
    // The match is priced in the capacity's currency (counter-offers too).
    currency: a.priceCurrency,
    breakdown: m.breakdown,
    party: m.carrierId === viewerId ? 'carrier' : m.shipperId === viewerId ? 'shipper' : 'admin',
    vesselDetails: {
      availabilityId: a.id,
      shipOfferingId: a.shipOfferingId,
      vesselName: a.vesselName,
      originPort: a.originPort,
      destinationPort: a.destinationPort,
      departureDate: iso(a.departureDate),
      availableDate: iso(a.arrivalDate),
      teuCapacity: freeTeu(a, p.offeringCapacity),
      contactName: a.contactName,
      contactEmail: a.contactEmail,
    },
    requestDetails: {
      requestId: r.id,
      requiredTEU: r.requestedTeu,
      originPort: r.originPort,
      destinationPort: r.destinationPort,
      earliestDate: iso(r.preferredDepartureDate),
      latestDate: iso(r.latestArrivalDate),
      cargoType: r.cargoType,
      boxMix: r.boxMix,
      commodity: r.commodity,
      contactName: r.contactName,
      contactEmail: r.contactEmail,
    },
    feedback: m.feedback,
    rejectionReason: m.rejectionReason,
    co2SavedT: m.co2SavedT === null ? null : Math.round(m.co2SavedT * 100) / 100,
    // The availability card's CO2 per TEU times the cargo's TEU: reserved once accepted, requested before.
    co2: bookedCo2(footprintOf(a, p.fleet), m.reservedTeu ?? r.requestedTeu),
    decidedAt: m.decidedAt ? iso(m.decidedAt) : null,
    createdAt: iso(m.createdAt),
    // Only a held match has a hold; the columns stay after the confirmation as its history.
    hold:
      m.status === 'held' && m.heldBy && m.holdExpiresAt
        ? { by: m.heldBy, expiresAt: iso(m.holdExpiresAt) }
        : null,
    counter:
      m.counteredBy && m.counterPricePerTeu !== null
        ? { by: m.counteredBy, pricePerTEU: moneyOf(m.counterPricePerTeu) }
        : null,
    reference: m.reference,
  };
}
