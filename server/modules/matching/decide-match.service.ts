import { isAdminRole } from '@shared/schemas/auth';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { co2AvoidedTonnes } from './co2-savings';
import { lockMatching, matchAvailability, matchTextParams } from './engine';
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
  new AppError('CONFLICT', `This match is ${status}; only a proposed match can be decided`);

/**
 * Accepting reserves the requested TEU in one transaction: the voyage's pool (the ship offering's capacity, or the
 * availability's own) drops by a conditional update that never goes below zero, the request becomes matched, its
 * other proposals expire, and the voyage's remaining proposals are re-scored (those that no longer fit expire).
 * Accepting again answers the accepted match; a match no longer proposed is 409.
 */
export async function acceptMatch(deps: AppDeps, d: Decision & { feedback: string | null }) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const first = await partyMatch(tx, d);
    if (first.match.status === 'accepted') return toMatchDto(first, d.actor.id);
    if (first.match.status !== 'proposed') throw notProposed(first.match.status);
    // Lock order: offering, availability, request (as every booking and capacity path), then the matching lock.
    const a = first.availability;
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
      .where(eq(cargoRequests.id, first.request.id))
      .for('no key update');
    await lockMatching(tx);

    const { match, availability, request } = await reread(tx, d.id);
    if (match.status === 'accepted') return toMatchDto(await reread(tx, d.id), d.actor.id);
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
        status: 'accepted',
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
          key: 'matchAccepted',
          params: { ...matchTextParams(availability, request), who: nameOf(d.actor) },
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
    const other = first.side === 'carrier' ? now2.match.shipperId : now2.match.carrierId;
    if (other) {
      await notify(tx, {
        userId: other,
        type: 'precision_update',
        text: {
          key: 'matchRejected',
          params: {
            ...matchTextParams(now2.availability, now2.request),
            who: nameOf(d.actor),
            reason: d.reason,
          },
        },
        actionUrl: '/cargo-matching',
      });
    }
    await recordActivity(tx, {
      userId: d.actor.id,
      activityType: 'reject_match',
      resource: `cargo_match:${d.id}`,
    });
    return toMatchDto(now2, d.actor.id);
  });
}
