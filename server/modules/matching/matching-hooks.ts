import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities } from '../../db/schema';
import { notifyMany } from '../notifications/notifications.service';
import { lockMatching, matchAvailability, matchTextParams } from './engine';
import { type HoldDeps, releaseHold } from './match-holds';
import { lockPair } from './match-parties';
import { findMatchParts, loadCapacity } from './matching.repository';

/**
 * What other modules call when a ship offering's free TEU changed (a booking accepted, the owner's capacity edit):
 * its availability shares that pool, so its proposals are re-scored and those that no longer fit expire. Call
 * with the offering locked, as those paths do; `limit` is the server's MATCH_PROPOSAL_LIMIT.
 */
export async function onOfferingCapacityChanged(tx: Db, offeringId: string, now: Date, limit: number) {
  const [row] = await tx
    .select({ id: vesselAvailabilities.id })
    .from(vesselAvailabilities)
    .where(
      and(eq(vesselAvailabilities.shipOfferingId, offeringId), eq(vesselAvailabilities.status, 'available')),
    );
  if (row)
    await matchAvailability(tx, await loadCapacity(tx, row.id), now, { expireAs: 'capacity_taken', limit });
}

/**
 * What the fleet calls when a vessel's particulars changed (reefer plugs, DG classes, ice class: the hard filters,
 * docs/adr/004): every open availability sailing it, named or through its ship offering, is matched again, so
 * proposals it can no longer carry expire and those it now can are made. `limit` is MATCH_PROPOSAL_LIMIT.
 */
export async function onVesselParticularsChanged(tx: Db, vesselId: string, now: Date, limit: number) {
  await lockMatching(tx);
  const rows = await tx
    .select({ id: vesselAvailabilities.id })
    .from(vesselAvailabilities)
    .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
    .where(
      and(
        eq(vesselAvailabilities.status, 'available'),
        or(eq(vesselAvailabilities.vesselId, vesselId), eq(shipOfferings.vesselId, vesselId)),
      ),
    );
  for (const row of rows) await matchAvailability(tx, await loadCapacity(tx, row.id), now, { limit });
}

/**
 * Before a ship offering is deleted (its availability and matches go with it by cascade): the shippers with a
 * proposed or accepted match on it are told.
 */
export async function onOfferingDeleted(tx: Db, offeringId: string) {
  const rows = await tx
    .select({ availability: vesselAvailabilities, request: cargoRequests })
    .from(cargoMatches)
    .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
    .innerJoin(cargoRequests, eq(cargoRequests.id, cargoMatches.requestId))
    .where(
      and(
        eq(vesselAvailabilities.shipOfferingId, offeringId),
        inArray(cargoMatches.status, ['proposed', 'accepted']),
      ),
    );
  await notifyMany(
    tx,
    rows.flatMap(({ availability, request }) =>
      request.userId
        ? [
            {
              userId: request.userId,
              type: 'precision_update' as const,
              priority: 'high' as const,
              text: { key: 'capacityWithdrawn', params: matchTextParams(availability, request) },
              actionUrl: '/cargo-matching',
            },
          ]
        : [],
    ),
  );
}

/** Account deletion: the user's open capacity and requests are withdrawn and their proposals closed. */
export async function onAccountDeleted(tx: Db, deps: HoldDeps, userId: string) {
  const now = deps.clock();
  // The leaving user's entries first, so releasing a hold below re-matches only the others'.
  await tx
    .update(vesselAvailabilities)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(vesselAvailabilities.ownerId, userId), eq(vesselAvailabilities.status, 'available')));
  await tx
    .update(cargoRequests)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(cargoRequests.userId, userId), eq(cargoRequests.status, 'pending')));
  // A hold waits on a party who is leaving, or was made by them: it ends now, the TEU go back to the voyage and the
  // other party is told (and their request is open again), rather than a confirmation with nobody on one side.
  const held = await tx
    .select({ id: cargoMatches.id })
    .from(cargoMatches)
    .where(
      and(
        eq(cargoMatches.status, 'held'),
        or(eq(cargoMatches.carrierId, userId), eq(cargoMatches.shipperId, userId)),
      ),
    );
  for (const { id } of held) {
    const [parts] = await findMatchParts(tx, eq(cargoMatches.id, id), 1);
    await lockPair(tx, parts);
    // The leaver's own held request ends withdrawn, not open again.
    if (parts.request.userId === userId)
      await tx
        .update(cargoRequests)
        .set({ status: 'withdrawn', updatedAt: now })
        .where(eq(cargoRequests.id, parts.request.id));
    if (!(await releaseHold(tx, deps, { id, now, as: 'expired', reason: 'withdrawn' }))) continue;
    const other = parts.match.carrierId === userId ? parts.match.shipperId : parts.match.carrierId;
    if (other)
      await notifyMany(tx, [
        {
          userId: other,
          type: 'precision_update',
          text: { key: 'matchHoldExpired', params: matchTextParams(parts.availability, parts.request) },
          actionUrl: '/cargo-matching',
        },
      ]);
  }
  await lockMatching(tx);
  await tx
    .update(cargoMatches)
    .set({ status: 'expired', expiredReason: 'withdrawn', updatedAt: now })
    .where(
      and(
        eq(cargoMatches.status, 'proposed'),
        or(eq(cargoMatches.carrierId, userId), eq(cargoMatches.shipperId, userId)),
      ),
    );
}
