import { isAdminRole } from '@shared/schemas/auth';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { nextBookingReference, recordBookingEvent } from '../bookings/agreement';
import { notify, notifyMany } from '../notifications/notifications.service';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { co2AvoidedTonnes } from './co2-savings';
import { lockMatching, matchAvailability, matchRequest, matchTextParams } from './engine';
import { type MatchParts, toMatchDto } from './matching.dto';
import { findMatchParts, loadCapacity } from './matching.repository';

type Actor = Pick<Express.User, 'id' | 'role' | 'firstName' | 'lastName' | 'companyName'>;
type Decision = { actor: Actor; id: string };

const nameOf = (a: Actor) =>
  a.companyName ? `${a.firstName} ${a.lastName} (${a.companyName})` : `${a.firstName} ${a.lastName}`;

/** The match if the actor is party to it; a stranger's id is 404, an administrator who is no party may only look. */
async function partyMatch(db: Db, d: Decision): Promise<MatchParts & { side: 'carrier' | 'shipper' }> {
  const [parts] = await findMatchParts(db, eq(cargoMatches.id, d.id), 1);
  const side =
    parts?.match.carrierId === d.actor.id
      ? 'carrier'
      : parts?.match.shipperId === d.actor.id
        ? 'shipper'
        : null;
  if (!parts || (!side && !isAdminRole(d.actor.role))) throw notFound('Match');
  if (!side) throw new AppError('FORBIDDEN', 'Only a party to the match can accept or reject it');
  return { ...parts, side };
}

const reread = async (db: Db, id: string) => (await findMatchParts(db, eq(cargoMatches.id, id), 1))[0];

const notProposed = (status: string) =>
  new AppError('CONFLICT', `This match is ${status}; only a proposed or held match can be decided`);

async function tellOtherOfRejection(tx: Db, d: Decision & { reason: string }, side: 'carrier' | 'shipper') {
  const { match, availability, request } = await reread(tx, d.id);
  const other = side === 'carrier' ? match.shipperId : match.carrierId;
  if (!other) return;
  await notify(tx, {
    userId: other,
    type: 'precision_update',
    text: {
      key: 'matchRejected',
      params: { ...matchTextParams(availability, request), who: nameOf(d.actor), reason: d.reason },
    },
    actionUrl: '/cargo-matching',
  });
}

/** PRODUCT.md 33: how long the first accept holds the TEU for the other party's confirmation. */
export const HOLD_HOURS = 48;

/** Lock order: offering, availability, request (as every booking and capacity path), then the matching lock. */
async function lockPair(tx: Db, parts: MatchParts) {
  const a = parts.availability;
  if (a.shipOfferingId)
    await tx
      .select({ id: shipOfferings.id })
      .from(shipOfferings)
      .where(eq(shipOfferings.id, a.shipOfferingId))
      .for('update');
  await tx
    .select({ id: vesselAvailabilities.id })
    .from(vesselAvailabilities)
    .where(eq(vesselAvailabilities.id, a.id))
    .for('no key update');
  await tx
    .select({ id: cargoRequests.id })
    .from(cargoRequests)
    .where(eq(cargoRequests.id, parts.request.id))
    .for('no key update');
  await lockMatching(tx);
}

/**
 * The other party confirms a held match before the hold ends: booked, with its reference (PRODUCT.md 34); past
 * its end, 409.
 */
async function confirmHeld(
  tx: Db,
  deps: AppDeps,
  d: Decision & { side: 'carrier' | 'shipper'; now: Date; feedback: string | null },
) {
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
  const holder = match.heldBy === 'carrier' ? match.carrierId : match.shipperId;
  if (holder) {
    await notify(tx, {
      userId: holder,
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
/** What releasing a hold needs, so the sweep started outside the app can run it too. */
type HoldDeps = Pick<AppDeps, 'clock' | 'database'> & {
  config: Pick<AppDeps['config'], 'MATCH_PROPOSAL_LIMIT'>;
};

async function releaseHold(
  tx: Db,
  deps: HoldDeps,
  r: { id: string; now: Date } & (
    | { as: 'expired' }
    | { as: 'rejected'; actorId: string; reason: string; feedback: string | null }
  ),
) {
  const { match, availability, request } = await reread(tx, r.id);
  const teu = match.reservedTeu ?? 0;
  const released = await tx
    .update(cargoMatches)
    .set(
      r.as === 'expired'
        ? { status: 'expired', expiredReason: 'hold_expired', reservedTeu: null, updatedAt: r.now }
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

/**
 * The first party's accept holds the requested TEU for HOLD_HOURS (PRODUCT.md 33), in one transaction: the
 * voyage's pool (the ship offering's capacity, or the availability's own) drops by a conditional update that never
 * goes below zero, the request becomes matched, its other proposals expire, and the voyage's remaining proposals
 * are re-scored (those that no longer fit expire). The other party's accept confirms it (booked, with a
 * reference). Accepting again answers the match as it is; a match neither proposed nor held is 409.
 */
export async function acceptMatch(deps: AppDeps, d: Decision & { feedback: string | null }) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const first = await partyMatch(tx, d);
    if (first.match.status === 'accepted') return toMatchDto(first, d.actor.id);
    if (first.match.status !== 'proposed' && first.match.status !== 'held')
      throw notProposed(first.match.status);
    await lockPair(tx, first);

    const { match, availability, request } = await reread(tx, d.id);
    if (match.status === 'accepted') return toMatchDto(await reread(tx, d.id), d.actor.id);
    if (match.status === 'held') {
      // The side that holds it answers as it is; the other side's accept is the confirmation.
      if (match.heldBy === first.side) return toMatchDto(await reread(tx, d.id), d.actor.id);
      return confirmHeld(tx, deps, { ...d, side: first.side, now });
    }
    if (match.status !== 'proposed') throw notProposed(match.status);
    if (availability.status !== 'available')
      throw new AppError('CONFLICT', 'This vessel capacity was withdrawn');
    if (request.status !== 'pending')
      throw new AppError('CONFLICT', 'This transport request is no longer open');
    if (new Date(availability.departureDate).getTime() < now.getTime())
      throw new AppError('CONFLICT', 'This voyage has already departed');

    const teu = request.requestedTeu;
    const taken = availability.shipOfferingId
      ? await tx
          .update(shipOfferings)
          .set({ availableCapacity: sql`${shipOfferings.availableCapacity} - ${teu}`, updatedAt: now })
          .where(
            and(eq(shipOfferings.id, availability.shipOfferingId), gte(shipOfferings.availableCapacity, teu)),
          )
          .returning({ id: shipOfferings.id })
      : await tx
          .update(vesselAvailabilities)
          .set({ availableTeu: sql`${vesselAvailabilities.availableTeu} - ${teu}`, updatedAt: now })
          .where(
            and(eq(vesselAvailabilities.id, availability.id), gte(vesselAvailabilities.availableTeu, teu)),
          )
          .returning({ id: vesselAvailabilities.id });
    if (taken.length === 0) {
      const free = (await loadCapacity(tx, availability.id)).free;
      throw new AppError('CONFLICT', `Not enough capacity left: ${teu} TEU requested, ${free} TEU available`);
    }

    await tx
      .update(cargoMatches)
      .set({
        status: 'held',
        heldBy: first.side,
        heldAt: now,
        holdExpiresAt: new Date(now.getTime() + HOLD_HOURS * 3_600_000),
        reservedTeu: teu,
        feedback: d.feedback,
        decidedBy: d.actor.id,
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

    const other = first.side === 'carrier' ? match.shipperId : match.carrierId;
    if (other) {
      await notify(tx, {
        userId: other,
        type: 'precision_update',
        priority: 'high',
        text: {
          key: 'matchHeld',
          params: {
            ...matchTextParams(availability, request),
            who: nameOf(d.actor),
            hours: String(HOLD_HOURS),
          },
        },
        actionUrl: '/cargo-matching',
      });
    }
    await recordActivity(tx, {
      userId: d.actor.id,
      activityType: 'accept_match',
      resource: `cargo_match:${match.id}`,
      metadata: { teu, score: Number(match.matchScore) },
    });
    await recordBookingEvent(tx, {
      matchId: match.id,
      actorId: d.actor.id,
      kind: 'held',
      details: { teu, pricePerTEU: Number(match.pricePerTeu), hours: HOLD_HOURS },
      note: d.feedback,
    });
    return toMatchDto(await reread(tx, d.id), d.actor.id);
  });
  offeringsChanged();
  return result;
}

/** Rejecting needs a reason; rejecting again answers the rejected match; the pair is never proposed again. */
export async function rejectMatch(deps: AppDeps, d: Decision & { reason: string; feedback: string | null }) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const first = await partyMatch(tx, d);
    if (first.match.status === 'rejected') return toMatchDto(first, d.actor.id);
    if (first.match.status === 'held') {
      // Either side may let a hold go before it is confirmed: the TEU return to the voyage.
      await lockPair(tx, first);
      const released = await releaseHold(tx, deps, {
        id: d.id,
        now,
        as: 'rejected',
        actorId: d.actor.id,
        reason: d.reason,
        feedback: d.feedback,
      });
      if (!released) throw notProposed((await reread(tx, d.id)).match.status);
      await tellOtherOfRejection(tx, d, first.side);
      offeringsChanged();
      return toMatchDto(await reread(tx, d.id), d.actor.id);
    }
    if (first.match.status !== 'proposed') throw notProposed(first.match.status);
    await lockMatching(tx);
    const [rejected] = await tx
      .update(cargoMatches)
      .set({
        status: 'rejected',
        rejectionReason: d.reason,
        feedback: d.feedback,
        decidedBy: d.actor.id,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(cargoMatches.id, d.id), eq(cargoMatches.status, 'proposed')))
      .returning({ id: cargoMatches.id });
    const now2 = await reread(tx, d.id);
    if (!rejected) {
      if (now2.match.status === 'rejected') return toMatchDto(now2, d.actor.id);
      throw notProposed(now2.match.status);
    }
    await tellOtherOfRejection(tx, d, first.side);
    await recordActivity(tx, {
      userId: d.actor.id,
      activityType: 'reject_match',
      resource: `cargo_match:${d.id}`,
    });
    return toMatchDto(now2, d.actor.id);
  });
}
