import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { nextBookingReference, recordBookingEvent } from '../bookings/agreement';
import { notify, notifyMany } from '../notifications/notifications.service';
import { tellOwnerIfCapacityLow } from '../ship-offerings/capacity-low';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { co2AvoidedTonnes } from './co2-savings';
import { matchAvailability, matchRequest, matchTextParams } from './engine';
import { type MatchParts, toMatchDto } from './matching.dto';
import { findMatchParts, loadCapacity } from './matching.repository';
import { type Decision, lockPair, nameOf, otherSide, reread, type Side, userOn } from './match-parties';

/** PRODUCT.md 33: how long the first accept holds the TEU for the other party's confirmation. */
export const HOLD_HOURS = 48;

/** What holds need, so the sweep started outside the app can run them too. */
export type HoldDeps = Pick<AppDeps, 'clock' | 'database'> & {
  config: Pick<AppDeps['config'], 'MATCH_PROPOSAL_LIMIT'>;
};

/**
 * Holds the request's TEU on a proposed match for `heldBy` (call with the pair locked): the voyage's pool (the ship
 * offering's capacity, or the availability's own) drops by a conditional update that never goes below zero, the
 * request becomes matched, its other proposals expire, and the voyage's remaining proposals are re-scored (those
 * that no longer fit expire). `quiet`: the hold is a step of an agreement made at once (an accepted counter-offer),
 * so neither the hold's notice nor its history line is written.
 */
export async function holdTeu(
  tx: Db,
  deps: HoldDeps,
  h: Decision & { parts: MatchParts; heldBy: Side; now: Date; feedback: string | null; quiet?: boolean },
) {
  const { match, availability, request } = h.parts;
  const now = h.now;
  if (availability.status !== 'available')
    throw new AppError('CONFLICT', 'This vessel capacity was withdrawn');
  if (request.status !== 'pending')
    throw new AppError('CONFLICT', 'This transport request is no longer open');
  if (new Date(availability.departureDate).getTime() < now.getTime())
    throw new AppError('CONFLICT', 'This voyage has already departed');

  const teu = request.requestedTeu;
  const offering = availability.shipOfferingId
    ? await tx
        .update(shipOfferings)
        .set({ availableCapacity: sql`${shipOfferings.availableCapacity} - ${teu}`, updatedAt: now })
        .where(
          and(eq(shipOfferings.id, availability.shipOfferingId), gte(shipOfferings.availableCapacity, teu)),
        )
        .returning()
    : null;
  const taken = offering
    ? offering
    : await tx
        .update(vesselAvailabilities)
        .set({ availableTeu: sql`${vesselAvailabilities.availableTeu} - ${teu}`, updatedAt: now })
        .where(and(eq(vesselAvailabilities.id, availability.id), gte(vesselAvailabilities.availableTeu, teu)))
        .returning({ id: vesselAvailabilities.id });
  if (taken.length === 0) {
    const free = (await loadCapacity(tx, availability.id)).free;
    throw new AppError('CONFLICT', `Not enough capacity left: ${teu} TEU requested, ${free} TEU available`);
  }
  if (offering) await tellOwnerIfCapacityLow(tx, offering[0], teu);

  await tx
    .update(cargoMatches)
    .set({
      status: 'held',
      heldBy: h.heldBy,
      heldAt: now,
      holdExpiresAt: new Date(now.getTime() + HOLD_HOURS * 3_600_000),
      reservedTeu: teu,
      feedback: h.feedback,
      decidedBy: h.actor.id,
      decidedAt: now,
      updatedAt: now,
      co2SavedT: co2AvoidedTonnes({
        originPort: availability.originPort,
        destinationPort: availability.destinationPort,
        teu,
        year: new Date(availability.departureDate).getUTCFullYear(),
      }),
    })
    .where(eq(cargoMatches.id, match.id));
  await tx
    .update(cargoRequests)
    .set({ status: 'matched', updatedAt: now })
    .where(eq(cargoRequests.id, request.id));
  await tx
    .update(cargoMatches)
    .set({ status: 'expired', expiredReason: 'request_matched', updatedAt: now })
    .where(
      and(
        eq(cargoMatches.requestId, request.id),
        eq(cargoMatches.status, 'proposed'),
        ne(cargoMatches.id, match.id),
      ),
    );
  await matchAvailability(tx, await loadCapacity(tx, availability.id), now, {
    expireAs: 'capacity_taken',
    limit: deps.config.MATCH_PROPOSAL_LIMIT,
  });
  await recordActivity(tx, {
    userId: h.actor.id,
    activityType: 'accept_match',
    resource: `cargo_match:${match.id}`,
    metadata: { teu, score: Number(match.matchScore) },
  });
  if (h.quiet) return;

  const other = userOn(match, otherSide(h.heldBy));
  if (other) {
    await notify(tx, {
      userId: other,
      type: 'precision_update',
      priority: 'high',
      text: {
        key: 'matchHeld',
        params: {
          ...matchTextParams(availability, request),
          who: nameOf(h.actor),
          hours: String(HOLD_HOURS),
        },
      },
      actionUrl: '/cargo-matching',
    });
  }
  await recordBookingEvent(tx, {
    matchId: match.id,
    actorId: h.actor.id,
    kind: 'held',
    details: { teu, pricePerTEU: Number(match.pricePerTeu), hours: HOLD_HOURS },
    note: h.feedback,
  });
}

/**
 * A held match is agreed before the hold ends: booked, with its reference (PRODUCT.md 34), and the other party is
 * told; past its end, 409.
 */
export async function confirmHeld(tx: Db, d: Decision & { side: Side; now: Date; feedback: string | null }) {
  const { match, availability, request } = await reread(tx, d.id);
  // Past its end the hold is no longer the other party's to confirm (the sweep releases it within a minute).
  if (new Date(match.holdExpiresAt!).getTime() <= d.now.getTime())
    throw new AppError('CONFLICT', 'The hold on this match has ended');
  const reference = await nextBookingReference(tx, d.now);
  await tx
    .update(cargoMatches)
    .set({
      status: 'accepted',
      reference,
      agreedAt: d.now,
      decidedBy: d.actor.id,
      decidedAt: d.now,
      updatedAt: d.now,
    })
    .where(and(eq(cargoMatches.id, match.id), eq(cargoMatches.status, 'held')));
  await recordBookingEvent(tx, {
    matchId: match.id,
    actorId: d.actor.id,
    kind: 'confirmed',
    details: { teu: match.reservedTeu, pricePerTEU: Number(match.pricePerTeu), reference },
    note: d.feedback,
  });
  const other = userOn(match, otherSide(d.side));
  if (other) {
    await notify(tx, {
      userId: other,
      type: 'precision_update',
      priority: 'high',
      text: {
        key: 'matchConfirmed',
        params: { ...matchTextParams(availability, request), who: nameOf(d.actor), reference },
      },
      actionUrl: '/cargo-matching',
    });
  }
  await recordActivity(tx, {
    userId: d.actor.id,
    activityType: 'confirm_match',
    resource: `cargo_match:${match.id}`,
    metadata: { reference },
  });
  return toMatchDto(await reread(tx, d.id), d.actor.id);
}

/**
 * Ends a hold (a party's rejection, or its end): the held TEU go back to the voyage's pool, the request is open
 * again and matched afresh, and the match ends rejected or expired (hold_expired). Call with the pair locked.
 */
export async function releaseHold(
  tx: Db,
  deps: HoldDeps,
  r: { id: string; now: Date } & (
    | { as: 'expired'; reason?: 'hold_expired' | 'withdrawn' }
    | { as: 'rejected'; actorId: string; reason: string; feedback: string | null }
  ),
) {
  const { match, availability, request } = await reread(tx, r.id);
  const teu = match.reservedTeu ?? 0;
  const released = await tx
    .update(cargoMatches)
    .set(
      r.as === 'expired'
        ? {
            status: 'expired',
            expiredReason: r.reason ?? 'hold_expired',
            reservedTeu: null,
            updatedAt: r.now,
          }
        : {
            status: 'rejected',
            rejectionReason: r.reason,
            feedback: r.feedback,
            decidedBy: r.actorId,
            decidedAt: r.now,
            reservedTeu: null,
            updatedAt: r.now,
          },
    )
    .where(and(eq(cargoMatches.id, match.id), eq(cargoMatches.status, 'held')))
    .returning({ id: cargoMatches.id });
  if (!released.length) return false;
  if (availability.shipOfferingId)
    await tx
      .update(shipOfferings)
      .set({ availableCapacity: sql`${shipOfferings.availableCapacity} + ${teu}`, updatedAt: r.now })
      .where(eq(shipOfferings.id, availability.shipOfferingId));
  else
    await tx
      .update(vesselAvailabilities)
      .set({ availableTeu: sql`${vesselAvailabilities.availableTeu} + ${teu}`, updatedAt: r.now })
      .where(eq(vesselAvailabilities.id, availability.id));
  const [reopened] = await tx
    .update(cargoRequests)
    .set({ status: 'pending', updatedAt: r.now })
    .where(and(eq(cargoRequests.id, request.id), eq(cargoRequests.status, 'matched')))
    .returning();
  await recordBookingEvent(tx, {
    matchId: match.id,
    actorId: r.as === 'rejected' ? r.actorId : null,
    kind: r.as === 'rejected' ? 'rejected' : 'released',
    details: { teu },
    note: r.as === 'rejected' ? r.reason : null,
  });
  const limit = deps.config.MATCH_PROPOSAL_LIMIT;
  await matchAvailability(tx, await loadCapacity(tx, availability.id), r.now, { limit });
  if (reopened && new Date(reopened.latestArrivalDate).getTime() > r.now.getTime())
    await matchRequest(tx, reopened, r.now, { limit });
  return true;
}

/**
 * The hold sweep (every minute on each instance, and in tests with a clock): every held match past its end is
 * released, each in its own transaction with the pair locked, and both parties are told.
 */
export async function releaseExpiredHolds(deps: HoldDeps) {
  const now = deps.clock();
  const due = await deps.database.db
    .select({ id: cargoMatches.id })
    .from(cargoMatches)
    .where(and(eq(cargoMatches.status, 'held'), lte(cargoMatches.holdExpiresAt, now)));
  let released = 0;
  for (const { id } of due) {
    const done = await deps.database.db.transaction(async (tx) => {
      const [parts] = await findMatchParts(tx, eq(cargoMatches.id, id), 1);
      if (!parts) return false;
      await lockPair(tx, parts);
      if (!(await releaseHold(tx, deps, { id, now, as: 'expired' }))) return false;
      const text = { key: 'matchHoldExpired', params: matchTextParams(parts.availability, parts.request) };
      await notifyMany(
        tx,
        [parts.match.carrierId, parts.match.shipperId].flatMap((userId) =>
          userId ? [{ userId, type: 'precision_update' as const, text, actionUrl: '/cargo-matching' }] : [],
        ),
      );
      return true;
    });
    if (done) released++;
  }
  if (released) offeringsChanged();
  return released;
}
