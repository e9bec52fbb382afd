import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findBookingRequests } from './booking-requests.repository';

/** "My bookings": the requests the user made. */
export const findMyBookingRequests = (db: Db, userId: string) =>
  findBookingRequests(db, eq(shipBookingRequests.requesterId, userId));

/** Requests on all of the owner's offerings. */
export const findIncomingBookingRequests = (db: Db, ownerId: string) =>
  findBookingRequests(db, eq(shipOfferings.ownerId, ownerId));

/** Requests on one of the owner's offerings; a stranger's offering id is 404. */
export async function findIncomingForOffering(db: Db, ownerId: string, offeringId: string) {
  const [own] = await db
    .select({ id: shipOfferings.id })
    .from(shipOfferings)
    .where(and(eq(shipOfferings.id, offeringId), eq(shipOfferings.ownerId, ownerId)));
  if (!own) throw notFound('Ship offering');
  return findBookingRequests(db, eq(shipBookingRequests.shipOfferingId, offeringId));
}
