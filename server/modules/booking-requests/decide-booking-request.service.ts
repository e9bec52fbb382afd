import { centsToNumeric, toCents } from '@shared/domain/money';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { priceText } from '../../i18n/messages';
import { AppError, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { recordActivity } from '../activity/activity.service';
import { nextBookingReference, recordBookingEvent } from '../bookings/agreement';
import { onOfferingCapacityChanged } from '../matching/matching-hooks';
import { notify } from '../notifications/notifications.service';
import { tellOwnerIfCapacityLow } from '../ship-offerings/capacity-low';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { offeringOwnerName, offeringTextParams } from '../ship-offerings/ship-offerings.dto';
import { fleetByVessel } from '../vessels/fleet-figures.repository';
import { toBookingDto } from './booking-requests.repository';

type Decision = { ownerId: string; id: string };
type OfferingRow = typeof shipOfferings.$inferSelect;
type RequestRow = typeof shipBookingRequests.$inferSelect;
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
  return { offering, request, fleet: await fleetByVessel(tx, [offering.vesselId]) };
}

/**
 * Takes `teu` from the voyage and books the request on `terms` (PRODUCT.md 33–34): the offering's capacity drops
 * by a conditional update in the same transaction, so concurrent agreements can never take it below zero; the
 * request gets its reference and agreed terms. Call with the offering and the request locked.
 */
export async function book(
  tx: Db,
  deps: DecideDeps,
  at: { offering: OfferingRow; request: RequestRow; now: Date },
  terms: { teu: number; pricePerTeu: string; departure: Date | null; from: 'pending' | 'countered' },
) {
  const { offering, request, now } = at;
  if (offering.approvalStatus !== 'approved')
    throw new AppError('CONFLICT', 'This ship offering is not approved');
  const [updatedOffering] = await tx
    .update(shipOfferings)
    .set({ availableCapacity: sql`${shipOfferings.availableCapacity} - ${terms.teu}`, updatedAt: now })
    .where(and(eq(shipOfferings.id, offering.id), gte(shipOfferings.availableCapacity, terms.teu)))
    .returning();
  if (!updatedOffering) {
    throw new AppError(
      'CONFLICT',
      `Not enough capacity left: ${terms.teu} TEU requested, ${offering.availableCapacity} TEU available`,
    );
  }
  const [accepted] = await tx
    .update(shipBookingRequests)
    .set({
      status: 'accepted',
      // The booked TEU are the agreed ones (a counter may change them); the request as sent stays in the history.
      requestedTeu: terms.teu,
      agreedTeu: terms.teu,
      agreedPricePerTeu: terms.pricePerTeu,
      agreedDeparture: terms.departure,
      reference: await nextBookingReference(tx, now),
      agreedAt: now,
      decidedAt: now,
      updatedAt: now,
    })
    .where(and(eq(shipBookingRequests.id, request.id), eq(shipBookingRequests.status, terms.from)))
    .returning();
  // Unreachable while the row lock holds; throwing rolls the capacity change back if it ever is not.
  if (!accepted) throw new AppError('CONFLICT', 'This booking request was decided meanwhile');
  await tellOwnerIfCapacityLow(tx, updatedOffering, terms.teu);
  await onOfferingCapacityChanged(tx, offering.id, now, deps.config.MATCH_PROPOSAL_LIMIT);
  return { accepted, updatedOffering };
}

/** The request's current state as a conflict: what the caller tried cannot be done from it. */
export const conflictFrom = (status: string, action: string) =>
  new AppError('CONFLICT', `This booking request is ${status}: it cannot be ${action}`);

/**
 * The owner accepts a pending request whole, at the offering's price and departure. Accepting again changes
 * nothing; a countered request waits on the requester.
 */
export async function acceptBookingRequest(deps: DecideDeps, d: Decision & { demo?: boolean }) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const { offering, request, fleet } = await lockForDecision(tx, d);
    if (request.status === 'accepted') return toBookingDto(request, offering, fleet);
    if (request.status !== 'pending') throw conflictFrom(request.status, 'accepted by the owner');
    const { accepted, updatedOffering } = await book(
      tx,
      deps,
      { offering, request, now },
      { teu: request.requestedTeu, pricePerTeu: offering.pricePerTeu, departure: null, from: 'pending' },
    );
    await recordBookingEvent(tx, {
      bookingRequestId: request.id,
      actorId: d.ownerId,
      kind: 'accepted',
      details: {
        teu: accepted.requestedTeu,
        pricePerTEU: Number(offering.pricePerTeu),
        currency: request.currency,
        reference: accepted.reference,
      },
    });
    if (accepted.requesterId) {
      await notify(tx, {
        userId: accepted.requesterId,
        type: 'booking_update',
        priority: 'high',
        text: {
          key: d.demo ? 'bookingAcceptedDemo' : 'bookingAccepted',
          params: {
            ...offeringTextParams(offering),
            owner: offeringOwnerName(offering),
            teu: String(accepted.requestedTeu),
            price: priceText(offering.pricePerTeu, request.currency),
            reference: accepted.reference ?? '',
          },
        },
        actionUrl: '/my-bookings',
      });
    }
    await recordActivity(tx, {
      userId: d.ownerId,
      activityType: 'accept_booking_request',
      resource: `ship_booking_request:${request.id}`,
    });
    return toBookingDto(accepted, updatedOffering, fleet);
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
    const { offering, request, fleet } = await lockForDecision(tx, d);
    if (request.status === 'declined') return toBookingDto(request, offering, fleet);
    if (request.status === 'accepted')
      throw new AppError('CONFLICT', 'An accepted booking request cannot be declined');
    if (request.status !== 'pending') throw conflictFrom(request.status, 'declined by the owner');
    const [declined] = await tx
      .update(shipBookingRequests)
      .set({ status: 'declined', declineReason: d.reason, decidedAt: now, updatedAt: now })
      .where(and(eq(shipBookingRequests.id, request.id), eq(shipBookingRequests.status, 'pending')))
      .returning();
    if (!declined) throw new AppError('CONFLICT', 'This booking request was decided meanwhile');
    await recordBookingEvent(tx, {
      bookingRequestId: request.id,
      actorId: d.ownerId,
      kind: 'declined',
      note: d.reason,
    });
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
    return toBookingDto(declined, offering, fleet);
  });
}

/**
 * The owner answers a pending request with other terms (PRODUCT.md 33): price per TEU, TEU and, if it moves, the
 * departure. Nothing is taken from the voyage until the requester accepts them.
 */
export async function counterBookingRequest(
  deps: DecideDeps,
  d: Decision & { pricePerTEU: number; teu: number; departureDate?: string; note?: string | null },
) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const { offering, request, fleet } = await lockForDecision(tx, d);
    if (request.status !== 'pending') throw conflictFrom(request.status, 'countered');
    if (d.departureDate && Date.parse(d.departureDate) < now.getTime())
      throw fieldError('departureDate', 'departureInPast');
    const [countered] = await tx
      .update(shipBookingRequests)
      .set({
        status: 'countered',
        counterPricePerTeu: centsToNumeric(toCents(d.pricePerTEU)),
        counterTeu: d.teu,
        counterDeparture: d.departureDate ? new Date(d.departureDate) : null,
        counterNote: d.note ?? null,
        updatedAt: now,
      })
      .where(and(eq(shipBookingRequests.id, request.id), eq(shipBookingRequests.status, 'pending')))
      .returning();
    await recordBookingEvent(tx, {
      bookingRequestId: request.id,
      actorId: d.ownerId,
      kind: 'countered',
      details: {
        teu: d.teu,
        pricePerTEU: d.pricePerTEU,
        currency: request.currency,
        departureDate: d.departureDate ?? null,
      },
      note: d.note ?? null,
    });
    if (countered.requesterId) {
      await notify(tx, {
        userId: countered.requesterId,
        type: 'booking_update',
        priority: 'high',
        text: {
          key: 'bookingCountered',
          params: {
            ...offeringTextParams(offering),
            owner: offeringOwnerName(offering),
            teu: String(d.teu),
            price: priceText(d.pricePerTEU, request.currency),
          },
        },
        actionUrl: '/my-bookings',
      });
    }
    await recordActivity(tx, {
      userId: d.ownerId,
      activityType: 'counter_booking_request',
      resource: `ship_booking_request:${request.id}`,
    });
    return toBookingDto(countered, offering, fleet);
  });
}
