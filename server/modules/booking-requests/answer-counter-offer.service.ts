import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { recordBookingEvent } from '../bookings/agreement';
import { notify } from '../notifications/notifications.service';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { offeringTextParams } from '../ship-offerings/ship-offerings.dto';
import { fleetByVessel } from '../vessels/fleet-figures.repository';
import { toBookingDto } from './booking-requests.repository';
import { book, conflictFrom, type DecideDeps } from './decide-booking-request.service';

// The requester's answers to an owner's counter-offer (PRODUCT.md 34); the owner's decisions are in
// decide-booking-request.service.ts.

/** Locks the offering, then the request, both only if the caller sent the request; anyone else gets 404. */
async function lockForRequester(tx: Db, d: { requesterId: string; id: string }) {
  const [ref] = await tx
    .select({ offeringId: shipBookingRequests.shipOfferingId })
    .from(shipBookingRequests)
    .where(and(eq(shipBookingRequests.id, d.id), eq(shipBookingRequests.requesterId, d.requesterId)));
  if (!ref) throw notFound('Booking request');
  const [offering] = await tx
    .select()
    .from(shipOfferings)
    .where(eq(shipOfferings.id, ref.offeringId))
    .for('update');
  const [request] = await tx
    .select()
    .from(shipBookingRequests)
    .where(eq(shipBookingRequests.id, d.id))
    .for('update');
  if (!offering || !request) throw notFound('Booking request');
  return { offering, request, fleet: await fleetByVessel(tx, [offering.vesselId]) };
}

/** The requester takes the owner's counter-offer: the booking is agreed on its terms (TEU taken as on accept). */
export async function acceptCounterOffer(deps: DecideDeps, d: { requesterId: string; id: string }) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const { offering, request, fleet } = await lockForRequester(tx, d);
    if (request.status === 'accepted') return toBookingDto(request, offering, fleet);
    if (request.status !== 'countered')
      throw conflictFrom(request.status, 'agreed: there is no counter-offer');
    const { accepted, updatedOffering } = await book(
      tx,
      deps,
      { offering, request, now },
      {
        teu: request.counterTeu!,
        pricePerTeu: request.counterPricePerTeu!,
        departure: request.counterDeparture,
        from: 'countered',
      },
    );
    await recordBookingEvent(tx, {
      bookingRequestId: request.id,
      actorId: d.requesterId,
      kind: 'counter_accepted',
      details: {
        teu: accepted.requestedTeu,
        pricePerTEU: Number(request.counterPricePerTeu),
        requestedTEU: request.requestedTeu,
        reference: accepted.reference,
      },
    });
    if (offering.ownerId) {
      await notify(tx, {
        userId: offering.ownerId,
        type: 'booking_update',
        priority: 'high',
        text: {
          key: 'counterAccepted',
          params: {
            ...offeringTextParams(offering),
            teu: String(accepted.requestedTeu),
            reference: accepted.reference!,
          },
        },
        actionUrl: '/ship-management',
      });
    }
    await recordActivity(tx, {
      userId: d.requesterId,
      activityType: 'accept_counter_offer',
      resource: `ship_booking_request:${request.id}`,
    });
    return toBookingDto(accepted, updatedOffering, fleet);
  });
  offeringsChanged();
  return result;
}

/** The requester declines the counter-offer: the request ends declined, with the reason if one is given. */
export async function declineCounterOffer(
  deps: DecideDeps,
  d: { requesterId: string; id: string; reason?: string | null },
) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const { offering, request, fleet } = await lockForRequester(tx, d);
    if (request.status === 'declined') return toBookingDto(request, offering, fleet);
    if (request.status !== 'countered')
      throw conflictFrom(request.status, 'declined: there is no counter-offer');
    const reason = d.reason || 'Counter-offer declined';
    const [declined] = await tx
      .update(shipBookingRequests)
      .set({ status: 'declined', declineReason: reason, decidedAt: now, updatedAt: now })
      .where(and(eq(shipBookingRequests.id, request.id), eq(shipBookingRequests.status, 'countered')))
      .returning();
    await recordBookingEvent(tx, {
      bookingRequestId: request.id,
      actorId: d.requesterId,
      kind: 'counter_declined',
      note: d.reason ?? null,
    });
    if (offering.ownerId) {
      await notify(tx, {
        userId: offering.ownerId,
        type: 'booking_update',
        text: {
          key: 'counterDeclined',
          params: { ...offeringTextParams(offering), teu: String(request.counterTeu), reason },
        },
        actionUrl: '/ship-management',
      });
    }
    await recordActivity(tx, {
      userId: d.requesterId,
      activityType: 'decline_counter_offer',
      resource: `ship_booking_request:${request.id}`,
    });
    return toBookingDto(declined, offering, fleet);
  });
}
