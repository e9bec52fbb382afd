import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipOfferings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { publishChange } from '../events/live-publish';
import { onOfferingCapacityChanged } from '../matching/matching-hooks';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { fleetByVessel } from '../vessels/fleet-figures.repository';
import { offeringsChanged } from './list-cache';
import { toOwnOfferingDto } from './ship-offerings.dto';
import { figuresFor } from './ship-offerings.repository';

/**
 * The caller's own offering, locked for the rest of the transaction; a stranger's id is 404. Every write path
 * locks the offering before its booking requests, so two of them never wait on each other in opposite order.
 */
export async function lockOwnOffering(tx: Db, ownerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(shipOfferings)
    .where(and(eq(shipOfferings.id, id), eq(shipOfferings.ownerId, ownerId)))
    .for('update');
  if (!row) throw notFound('Ship offering');
  return row;
}

/** PATCH capacity: between 0 and the TEU not yet sold through accepted bookings or accepted matches (one pool). */
export async function updateCapacity(
  deps: AppDeps,
  input: { ownerId: string; id: string; availableCapacity: number },
) {
  const now = deps.clock();
  const result = await deps.database.db.transaction(async (tx) => {
    const row = await lockOwnOffering(tx, input.ownerId, input.id);
    // Booked TEU counts accepted booking requests and accepted matches alike (figuresFor).
    const figures = (await figuresFor(tx, [row.id])).get(row.id)!;
    const max = Math.max(row.teuCapacity - figures.bookedTEU, 0);
    if (input.availableCapacity > max) throw fieldError('availableCapacity', 'capacityOutOfRange', { max });
    const [updated] = await tx
      .update(shipOfferings)
      .set({ availableCapacity: input.availableCapacity, updatedAt: now })
      .where(eq(shipOfferings.id, row.id))
      .returning();
    await onOfferingCapacityChanged(tx, row.id, now, deps.config.MATCH_PROPOSAL_LIMIT);
    // The owner's other open screens (no notice is made for one's own change).
    await publishChange(tx, [input.ownerId], ['offerings', 'matches']);
    return toOwnOfferingDto(updated, figures, {
      fleet: await fleetByVessel(tx, [updated.vesselId]),
      rate: await getCurrentRate(tx),
    });
  });
  offeringsChanged();
  return result;
}
