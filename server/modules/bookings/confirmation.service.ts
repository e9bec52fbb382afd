import { bookingTotal } from '@shared/domain/money';
import { bookedCo2 } from '@shared/domain/voyage/booked-co2';
import { isAdminRole } from '@shared/schemas/auth';
import type { BookingConfirmation } from '@shared/schemas/booking-requests';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, cargoMatches, shipBookingRequests, shipOfferings, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findMatchParts } from '../matching/matching.repository';
import { footprintOf, voyageFootprint } from '../matching/slot-footprint';
import { fleetByVessel } from '../vessels/fleet-figures.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

async function companyOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [u] = await db.select({ company: users.companyName }).from(users).where(eq(users.id, userId));
  return u?.company ?? null;
}

async function historyOf(
  db: Db,
  where: ReturnType<typeof eq>,
  carrierId: string | null,
  merchantId: string | null,
) {
  const rows = await db.select().from(bookingEvents).where(where).orderBy(asc(bookingEvents.createdAt));
  return rows.map((e) => ({
    kind: e.kind,
    at: iso(e.createdAt),
    by:
      e.actorId === null
        ? null
        : e.actorId === carrierId
          ? ('carrier' as const)
          : e.actorId === merchantId
            ? ('merchant' as const)
            : null,
    details: e.details,
    note: e.note,
  }));
}

/**
 * The confirmation of the agreed booking with this reference, for its two parties and administrators; anyone else
 * (and an unknown reference) gets 404.
 */
export async function findConfirmation(
  db: Db,
  viewer: Express.User,
  reference: string,
): Promise<BookingConfirmation> {
  const mayRead = (...parties: (string | null)[]) => isAdminRole(viewer.role) || parties.includes(viewer.id);

  const [booked] = await db
    .select({ request: shipBookingRequests, offering: shipOfferings })
    .from(shipBookingRequests)
    .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
    .where(eq(shipBookingRequests.reference, reference));
  if (booked) {
    const { request: r, offering: o } = booked;
    if (!mayRead(r.requesterId, o.ownerId) || r.status !== 'accepted') throw notFound('Booking');
    const teu = r.agreedTeu ?? r.requestedTeu;
    const price = r.agreedPricePerTeu ?? o.pricePerTeu;
    return {
      reference,
      origin: 'booking_request',
      agreedAt: iso(r.agreedAt!),
      carrier: {
        company: o.companyName ?? (await companyOf(db, o.ownerId)),
        contactName: o.contactName,
        contactEmail: o.contactEmail,
        contactPhone: o.contactPhone,
      },
      merchant: {
        company: r.companyName,
        contactName: r.contactName,
        contactEmail: r.contactEmail,
        contactPhone: r.contactPhone,
      },
      voyage: {
        shipName: o.shipName,
        originPort: o.originPort,
        destinationPort: o.destinationPort,
        departureDate: iso(r.agreedDeparture ?? o.departureDate),
        arrivalDate: o.arrivalDate ? iso(o.arrivalDate) : null,
      },
      cargo: { teu, boxMix: r.boxMix, commodity: r.commodity, description: r.cargoDescription },
      // The currency the request was made in (the offering's then): an agreement stays in it (PRODUCT.md 37).
      price: { currency: r.currency, pricePerTEU: Number(price), allIn: bookingTotal(price, teu) },
      co2: bookedCo2(voyageFootprint(o, await fleetByVessel(db, [o.vesselId])), teu),
      history: await historyOf(db, eq(bookingEvents.bookingRequestId, r.id), o.ownerId, r.requesterId),
    };
  }

  const [parts] = await findMatchParts(db, eq(cargoMatches.reference, reference), 1);
  if (!parts) throw notFound('Booking');
  const { match: m, availability: a, request: r } = parts;
  if (!mayRead(m.carrierId, m.shipperId) || m.status !== 'accepted') throw notFound('Booking');
  const teu = m.reservedTeu ?? r.requestedTeu;
  return {
    reference,
    origin: 'match',
    agreedAt: iso(m.agreedAt!),
    carrier: {
      company: await companyOf(db, m.carrierId),
      contactName: a.contactName,
      contactEmail: a.contactEmail,
      contactPhone: null,
    },
    merchant: {
      company: await companyOf(db, m.shipperId),
      contactName: r.contactName,
      contactEmail: r.contactEmail,
      contactPhone: null,
    },
    voyage: {
      shipName: a.vesselName,
      originPort: a.originPort,
      destinationPort: a.destinationPort,
      departureDate: iso(a.departureDate),
      arrivalDate: a.arrivalDate ? iso(a.arrivalDate) : null,
    },
    cargo: { teu, boxMix: r.boxMix, commodity: r.commodity, description: r.specialRequirements },
    price: {
      currency: a.priceCurrency,
      pricePerTEU: Number(m.pricePerTeu),
      allIn: bookingTotal(m.pricePerTeu, teu),
    },
    co2: bookedCo2(footprintOf(a, parts.fleet), teu),
    history: await historyOf(db, eq(bookingEvents.matchId, m.id), m.carrierId, m.shipperId),
  };
}
