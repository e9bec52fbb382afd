import { bookedCo2 } from '@shared/domain/voyage/booked-co2';
import type { BookingRequest, BookingRequestListParams } from '@shared/schemas/booking-requests';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BookingRequestRow,
  type ShipOfferingRow,
  shipBookingRequests,
  shipOfferings,
} from '../../db/schema';
import { pageOffset } from '../../lib/paging';
import { voyageFootprint } from '../matching/slot-footprint';
import { moneyOf } from '../ship-offerings/ship-offerings.dto';
import { type FleetById, fleetByVessel } from '../vessels/fleet-figures.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

type OfferingPart = Pick<
  ShipOfferingRow,
  | 'id'
  | 'shipName'
  | 'originPort'
  | 'destinationPort'
  | 'departureDate'
  | 'arrivalDate'
  | 'pricePerTeu'
  | 'priceCurrency'
  | 'companyName'
  | 'teuCapacity'
  | 'vesselId'
>;

/** `fleet` holds the figures of the fleet vessel the offering names (fleetByVessel), for its CO2 (issue 25). */
export function toBookingDto(
  row: BookingRequestRow,
  offering: OfferingPart,
  fleet: FleetById,
): BookingRequest {
  return {
    id: row.id,
    shipOfferingId: row.shipOfferingId,
    requesterId: row.requesterId,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    companyName: row.companyName,
    requestedTEU: row.requestedTeu,
    boxMix: row.boxMix,
    commodity: row.commodity,
    cargoDescription: row.cargoDescription,
    specialRequirements: row.specialRequirements,
    urgencyLevel: row.urgencyLevel,
    currency: row.currency,
    maxBudget: row.maxBudget === null ? null : moneyOf(row.maxBudget),
    flexibleDates: row.flexibleDates,
    status: row.status,
    declineReason: row.declineReason,
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    createdAt: iso(row.createdAt),
    counter:
      row.status === 'countered' && row.counterPricePerTeu !== null && row.counterTeu !== null
        ? {
            pricePerTEU: moneyOf(row.counterPricePerTeu),
            teu: row.counterTeu,
            departureDate: iso(row.counterDeparture ?? offering.departureDate),
            note: row.counterNote,
          }
        : null,
    agreement:
      row.reference && row.agreedAt && row.agreedPricePerTeu !== null && row.agreedTeu !== null
        ? {
            pricePerTEU: moneyOf(row.agreedPricePerTeu),
            teu: row.agreedTeu,
            departureDate: iso(row.agreedDeparture ?? offering.departureDate),
            reference: row.reference,
            agreedAt: iso(row.agreedAt),
          }
        : null,
    offering: {
      id: offering.id,
      shipName: offering.shipName,
      originPort: offering.originPort,
      destinationPort: offering.destinationPort,
      departureDate: iso(offering.departureDate),
      arrivalDate: offering.arrivalDate ? iso(offering.arrivalDate) : null,
      pricePerTEU: moneyOf(offering.pricePerTeu),
      priceCurrency: offering.priceCurrency,
      companyName: offering.companyName,
    },
    // The voyage's figure as its card shows it (ship-offerings.dto.ts), times the TEU requested.
    co2: bookedCo2(voyageFootprint(offering, fleet), row.requestedTeu),
  };
}

/** Booking requests with their voyage, newest first. */
export async function findBookingRequests(db: Db, where: SQL) {
  const rows = await db
    .select({ request: shipBookingRequests, offering: shipOfferings })
    .from(shipBookingRequests)
    .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
    .where(where)
    .orderBy(desc(shipBookingRequests.createdAt), desc(shipBookingRequests.id));
  const fleet = await fleetByVessel(
    db,
    rows.map((r) => r.offering.vesselId),
  );
  return rows.map((r) => toBookingDto(r.request, r.offering, fleet));
}

/**
 * A page of the booking requests `where` selects (requester or offering owner) with their voyage, by request date
 * (the id breaks ties), and their total, unexecuted (booking-requests-plans.test.ts checks their plans).
 */
export function bookingRequestPageQueries(db: Db, where: SQL, q: BookingRequestListParams) {
  const filter = and(
    where,
    q.status ? eq(shipBookingRequests.status, q.status) : undefined,
    q.shipOfferingId ? eq(shipBookingRequests.shipOfferingId, q.shipOfferingId) : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  return {
    page: db
      .select({ request: shipBookingRequests, offering: shipOfferings })
      .from(shipBookingRequests)
      .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
      .where(filter)
      .orderBy(direction(shipBookingRequests.createdAt), direction(shipBookingRequests.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    total: db
      .select({ n: count() })
      .from(shipBookingRequests)
      .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
      .where(filter),
  };
}

/** One page of booking requests with their voyage (bookingRequestPageQueries), and the total. */
export async function findBookingRequestPage(db: Db, where: SQL, q: BookingRequestListParams) {
  const { page, total } = bookingRequestPageQueries(db, where, q);
  const [rows, [n]] = await Promise.all([page, total]);
  const fleet = await fleetByVessel(
    db,
    rows.map((r) => r.offering.vesselId),
  );
  return { items: rows.map((r) => toBookingDto(r.request, r.offering, fleet)), total: Number(n.n) };
}
