import type { BookingRequestListParams } from '@shared/schemas/booking-requests';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findBookingRequestPage, findBookingRequests } from './booking-requests.repository';

/** "My bookings": one page of the requests the user made. */
export const findMyBookingRequests = (db: Db, userId: string, query: BookingRequestListParams) =>
  findBookingRequestPage(db, 'my', userId, query);

/** One page of the requests on the owner's offerings (a stranger's offering id simply matches nothing). */
export const findIncomingBookingRequests = (db: Db, ownerId: string, query: BookingRequestListParams) =>
  findBookingRequestPage(db, 'incoming', ownerId, query);

/** Requests on one of the owner's offerings; a stranger's offering id is 404. */
export async function findIncomingForOffering(db: Db, ownerId: string, offeringId: string) {
  const [own] = await db
    .select({ id: shipOfferings.id })
    .from(shipOfferings)
    .where(and(eq(shipOfferings.id, offeringId), eq(shipOfferings.ownerId, ownerId)));
  if (!own) throw notFound('Ship offering');
  return findBookingRequests(db, eq(shipBookingRequests.shipOfferingId, offeringId));
}
