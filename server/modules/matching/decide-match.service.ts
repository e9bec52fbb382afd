import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { recordBookingEvent } from '../bookings/agreement';
import { notify } from '../notifications/notifications.service';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { lockMatching, matchTextParams } from './engine';
import { confirmHeld, holdTeu, releaseHold } from './match-holds';
import {
  type Decision,
  lockPair,
  nameOf,
  notProposed,
  otherSide,
  partyMatch,
  reread,
  type Side,
  userOn,
} from './match-parties';
import { toMatchDto } from './matching.dto';

async function tellOtherOfRejection(tx: Db, d: Decision & { reason: string }, side: Side) {
  const { match, availability, request } = await reread(tx, d.id);
  const other = userOn(match, otherSide(side));
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

/**
 * A party accepts (PRODUCT.md 33), in one transaction with the pair locked:
 * - a proposed match: the first accept holds the request's TEU for HOLD_HOURS (match-holds.ts);
 * - a held match: the other party's accept confirms it (booked, with a reference); the holder's answers it as is;
 * - a match with the other side's counter-offer: accepting it agrees the booking at once at the counter's price
 *   (the side that countered offered those terms, the accepting side takes them);
 * - the side that countered waits for the other's answer (409).
 * Accepting again answers the match as it is; a match neither proposed nor held is 409.
 */
export async function acceptMatch(deps: AppDeps, d: Decision & { feedback: string | null }) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const first = await partyMatch(tx, d);
    if (first.match.status === 'accepted') return toMatchDto(first, d.actor.id);
    if (first.match.status !== 'proposed' && first.match.status !== 'held')
      throw notProposed(first.match.status);
    await lockPair(tx, first);

    const parts = await reread(tx, d.id);
    const { match } = parts;
    if (match.status === 'accepted') return toMatchDto(parts, d.actor.id);
    if (match.status !== 'proposed' && match.status !== 'held') throw notProposed(match.status);
    const side = first.side;

    if (match.counteredBy) {
      if (match.counteredBy === side)
        throw new AppError(
          'CONFLICT',
          'You made a counter-offer on this match: the other party accepts or declines it',
        );
      const price = match.counterPricePerTeu!;
      await tx
        .update(cargoMatches)
        .set({ pricePerTeu: price, counterPricePerTeu: null, counteredBy: null, updatedAt: now })
        .where(eq(cargoMatches.id, match.id));
      await recordBookingEvent(tx, {
        matchId: match.id,
        actorId: d.actor.id,
        kind: 'counter_accepted',
        details: { pricePerTEU: Number(price) },
        note: d.feedback,
      });
      if (match.status === 'proposed')
        await holdTeu(tx, deps, {
          ...d,
          parts: await reread(tx, d.id),
          heldBy: match.counteredBy,
          now,
          feedback: d.feedback,
          quiet: true,
        });
      return confirmHeld(tx, { ...d, side, now, feedback: d.feedback });
    }

    if (match.status === 'held') {
      // The side that holds it answers as it is; the other side's accept is the confirmation.
      if (match.heldBy === side) return toMatchDto(parts, d.actor.id);
      return confirmHeld(tx, { ...d, side, now, feedback: d.feedback });
    }
    await holdTeu(tx, deps, { ...d, parts, heldBy: side, now, feedback: d.feedback });
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
