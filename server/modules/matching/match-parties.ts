import { isAdminRole } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, shipOfferings, vesselAvailabilities } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { lockMatching } from './engine';
import type { MatchParts } from './matching.dto';
import { findMatchParts } from './matching.repository';

export type Side = 'carrier' | 'shipper';
export type Actor = Pick<Express.User, 'id' | 'role' | 'firstName' | 'lastName' | 'companyName'>;
export type Decision = { actor: Actor; id: string };

export const nameOf = (a: Actor) =>
  a.companyName ? `${a.firstName} ${a.lastName} (${a.companyName})` : `${a.firstName} ${a.lastName}`;

export const otherSide = (side: Side): Side => (side === 'carrier' ? 'shipper' : 'carrier');

/** The user on a side of the match (null once that account is gone). */
export const userOn = (match: MatchParts['match'], side: Side) =>
  side === 'carrier' ? match.carrierId : match.shipperId;

/** The match if the actor is party to it; a stranger's id is 404, an administrator who is no party may only look. */
export async function partyMatch(db: Db, d: Decision): Promise<MatchParts & { side: Side }> {
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

export const reread = async (db: Db, id: string) => (await findMatchParts(db, eq(cargoMatches.id, id), 1))[0];

export const notProposed = (status: string) =>
  new AppError('CONFLICT', `This match is ${status}; only a proposed or held match can be decided`);

/** Lock order: offering, availability, request (as every booking and capacity path), then the matching lock. */
export async function lockPair(tx: Db, parts: MatchParts) {
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
