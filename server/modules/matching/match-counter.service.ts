import { centsToNumeric, toCents } from '@shared/domain/money';
import { and, eq } from 'drizzle-orm';
import { cargoMatches } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { priceText } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { recordBookingEvent } from '../bookings/agreement';
import { notify } from '../notifications/notifications.service';
import { matchTextParams } from './engine';
import { type Decision, nameOf, otherSide, partyMatch, reread, userOn } from './match-parties';
import { toMatchDto } from './matching.dto';

/**
 * PRODUCT.md 33 on a match: either party answers the price on the table with another price per TEU (a proposed
 * match; a held one only by the side asked to confirm, since the holder took the price by holding). A counter to a
 * counter replaces it. The other party then accepts it (acceptMatch: booked at that price), counters again,
 * declines it (the match stays as it was) or rejects the match.
 */
export async function counterMatch(
  deps: AppDeps,
  d: Decision & { pricePerTEU: number; note: string | null },
) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const { match, availability, request, side } = await partyMatch(tx, d);
    if (match.status !== 'proposed' && match.status !== 'held')
      throw new AppError('CONFLICT', `This match is ${match.status}: it cannot be countered`);
    if (match.status === 'held' && match.heldBy === side)
      throw new AppError(
        'CONFLICT',
        'You hold this match at its price: the other party confirms it or makes a counter-offer',
      );
    const price = centsToNumeric(toCents(d.pricePerTEU));
    if (toCents(d.pricePerTEU) === toCents(Number(match.pricePerTeu)))
      throw fieldError('pricePerTEU', 'counterSamePrice');
    // Conditional on the state read, so two answers at once cannot both land on a match that moved meanwhile.
    const [countered] = await tx
      .update(cargoMatches)
      .set({ counterPricePerTeu: price, counteredBy: side, updatedAt: now })
      .where(and(eq(cargoMatches.id, match.id), eq(cargoMatches.status, match.status)))
      .returning({ id: cargoMatches.id });
    if (!countered) throw new AppError('CONFLICT', 'This match changed meanwhile: reload it and try again');
    await recordBookingEvent(tx, {
      matchId: match.id,
      actorId: d.actor.id,
      kind: 'countered',
      details: { pricePerTEU: d.pricePerTEU, previousPricePerTEU: Number(match.pricePerTeu) },
      note: d.note,
    });
    const other = userOn(match, otherSide(side));
    if (other)
      await notify(tx, {
        userId: other,
        type: 'precision_update',
        priority: 'high',
        text: {
          key: 'matchCountered',
          params: {
            ...matchTextParams(availability, request),
            who: nameOf(d.actor),
            price: priceText(d.pricePerTEU, availability.priceCurrency),
          },
        },
        actionUrl: '/cargo-matching',
      });
    return toMatchDto(await reread(tx, d.id), d.actor.id);
  });
}

/** The party a counter-offer was made to declines it: the match stays proposed (or held) at the price before. */
export async function declineMatchCounter(deps: AppDeps, d: Decision & { reason: string | null }) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const { match, availability, request, side } = await partyMatch(tx, d);
    if (!match.counteredBy) throw new AppError('CONFLICT', 'There is no counter-offer on this match');
    if (match.counteredBy === side)
      throw new AppError('CONFLICT', 'You made this counter-offer: the other party answers it');
    const [declined] = await tx
      .update(cargoMatches)
      .set({ counterPricePerTeu: null, counteredBy: null, updatedAt: now })
      .where(and(eq(cargoMatches.id, match.id), eq(cargoMatches.counteredBy, match.counteredBy)))
      .returning({ id: cargoMatches.id });
    if (!declined) throw new AppError('CONFLICT', 'This match changed meanwhile: reload it and try again');
    await recordBookingEvent(tx, {
      matchId: match.id,
      actorId: d.actor.id,
      kind: 'counter_declined',
      details: { pricePerTEU: Number(match.counterPricePerTeu) },
      note: d.reason,
    });
    const counterer = userOn(match, match.counteredBy);
    if (counterer)
      await notify(tx, {
        userId: counterer,
        type: 'precision_update',
        text: {
          key: 'counterDeclined',
          params: { ...matchTextParams(availability, request), reason: d.reason || '—' },
        },
        actionUrl: '/cargo-matching',
      });
    return toMatchDto(await reread(tx, d.id), d.actor.id);
  });
}
