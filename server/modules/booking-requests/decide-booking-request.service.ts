import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { onOfferingCapacityChanged } from '../matching/matching-hooks';
import { notify } from '../notifications/notifications.service';
import { offeringTextParams } from '../ship-offerings/ship-offerings.dto';
import { toBookingDto } from './booking-requests.repository';
import { offeringsChanged } from '../ship-offerings/list-cache';

type Decision = { ownerId: string; id: string };
/** Only what a decision needs, so the demo answer job (started outside the app) can decide too. */
export type DecideDeps = Pick<AppDeps, 'clock' | 'database'> & {
  config: Pick<AppDeps['config'], 'MATCH_PROPOSAL_LIMIT'>;
};

/**
 * Locks the offering (first, like every other write on it) and then the request, both only if the caller owns
 * the offering; anyone else gets 404.
 */
async function lockForDecision(tx: Db, d: Decision) {
  const [ref] = await tx
    .select({ offeringId: shipBookingRequests.shipOfferingId })
    .from(shipBookingRequests)
    .where(eq(shipBookingRequests.id, d.id));
  if (!ref) throw notFound('Booking request');
  const [offering] = await tx
    .select()
    .from(shipOfferings)
    .where(and(eq(shipOfferings.id, ref.offeringId), eq(shipOfferings.ownerId, d.ownerId)))
    .for('update');
  if (!offering) throw notFound('Booking request');
  const [request] = await tx
    .select()
    .from(shipBookingRequests)
    .where(and(eq(shipBookingRequests.id, d.id), eq(shipBookingRequests.shipOfferingId, offering.id)))
    .for('update');
  if (!request) throw notFound('Booking request');
  return { offering, request };
}

/**
 * Accepts a request whole: capacity decreases in the same transaction by a conditional update, so concurrent
 * accepts can never take it below zero. Accepting again changes nothing.
 */
export async function acceptBookingRequest(deps: DecideDeps, d: Decision & { demo?: boolean }) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const { offering, request } = await lockForDecision(tx, d);
    if (request.status === 'accepted') return toBookingDto(request, offering);
    if (request.status === 'declined')
      throw new AppError('CONFLICT', 'This booking request was already declined');
    if (offering.approvalStatus !== 'approved')
      throw new AppError('CONFLICT', 'This ship offering is not approved');
    const [updatedOffering] = await tx
      .update(shipOfferings)
      .set({
        availableCapacity: sql`${shipOfferings.availableCapacity} - ${request.requestedTeu}`,
        updatedAt: now,
      })
      .where(
        and(eq(shipOfferings.id, offering.id), gte(shipOfferings.availableCapacity, request.requestedTeu)),
      )
      .returning();
    if (!updatedOffering) {
      throw new AppError(
        'CONFLICT',
        `Not enough capacity left: ${request.requestedTeu} TEU requested, ${offering.availableCapacity} TEU available`,
      );
    }
    const [accepted] = await tx
      .update(shipBookingRequests)
      .set({ status: 'accepted', decidedAt: now, updatedAt: now })
      .where(and(eq(shipBookingRequests.id, request.id), eq(shipBookingRequests.status, 'pending')))
      .returning();
    // Unreachable while the row lock holds; throwing rolls the capacity change back if it ever is not.
    if (!accepted) throw new AppError('CONFLICT', 'This booking request was decided meanwhile');
    await onOfferingCapacityChanged(tx, offering.id, now, deps.config.MATCH_PROPOSAL_LIMIT);
    if (accepted.requesterId) {
      await notify(tx, {
        userId: accepted.requesterId,
        type: 'booking_update',
        priority: 'high',
        text: {
          key: d.demo ? 'bookingAcceptedDemo' : 'bookingAccepted',
          params: { ...offeringTextParams(offering), teu: String(accepted.requestedTeu) },
        },
        actionUrl: '/my-bookings',
      });
    }
    await recordActivity(tx, {
      userId: d.ownerId,
      activityType: 'accept_booking_request',
      resource: `ship_booking_request:${request.id}`,
    });
    return toBookingDto(accepted, updatedOffering);
  });
  offeringsChanged();
  return result;
}

/** Declines with a reason; declining again changes nothing; an accepted request cannot be declined. */
export async function declineBookingRequest(
  deps: DecideDeps,
  d: Decision & { reason: string; demo?: boolean },
) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const { offering, request } = await lockForDecision(tx, d);
    if (request.status === 'declined') return toBookingDto(request, offering);
    if (request.status === 'accepted')
      throw new AppError('CONFLICT', 'An accepted booking request cannot be declined');
    const [declined] = await tx
      .update(shipBookingRequests)
      .set({ status: 'declined', declineReason: d.reason, decidedAt: now, updatedAt: now })
      .where(and(eq(shipBookingRequests.id, request.id), eq(shipBookingRequests.status, 'pending')))
      .returning();
    if (!declined) throw new AppError('CONFLICT', 'This booking request was decided meanwhile');
    if (declined.requesterId) {
      await notify(tx, {
        userId: declined.requesterId,
        type: 'booking_update',
        text: {
          key: d.demo ? 'bookingDeclinedDemo' : 'bookingDeclined',
          params: { ...offeringTextParams(offering), teu: String(declined.requestedTeu), reason: d.reason },
        },
        actionUrl: '/my-bookings',
      });
    }
    await recordActivity(tx, {
      userId: d.ownerId,
      activityType: 'decline_booking_request',
      resource: `ship_booking_request:${request.id}`,
    });
    return toBookingDto(declined, offering);
  });
}
