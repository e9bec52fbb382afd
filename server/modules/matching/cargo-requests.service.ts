import { centsToNumeric, toCents } from '@shared/domain/money';
import type { CargoRequestPayload } from '@shared/schemas/matching';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoMatches, cargoRequests, vesselAvailabilities } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { recordActivity } from '../activity/activity.service';
import { notifyMany } from '../notifications/notifications.service';
import { lockMatching, matchRequest, matchTextParams } from './engine';
import { toCargoRequestDto, toMatchDto } from './matching.dto';

const round1 = (n: number) => Math.round(n * 10) / 10;

function columns(input: CargoRequestPayload, now: Date) {
  if (Date.parse(input.latestArrivalDate) < now.getTime())
    throw fieldError('latestArrivalDate', 'windowInPast');
  return {
    originPort: input.originPort,
    destinationPort: input.destinationPort,
    alternativeOrigins: input.alternativeOrigins,
    alternativeDestinations: input.alternativeDestinations,
    requestedTeu: input.requestedTEU,
    boxMix: input.boxMix,
    commodity: input.commodity,
    cargoType: input.cargoType,
    requiredEquipment: input.requiredEquipment,
    preferredDepartureDate: new Date(input.preferredDepartureDate),
    latestArrivalDate: new Date(input.latestArrivalDate),
    maxPricePerTeu: input.maxPricePerTEU === null ? null : centsToNumeric(toCents(input.maxPricePerTEU)),
    maxPriceCurrency: input.maxPriceCurrency,
    specialRequirements: input.specialRequirements,
    urgencyLevel: input.urgencyLevel,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    updatedAt: now,
  };
}

/** A new request is matched at once (SPEC.md §7: the answer carries matchingResult.matches); carriers are told. */
export async function createCargoRequest(deps: AppDeps, userId: string, input: CargoRequestPayload) {
  const now = deps.clock();
  const values = columns(input, now);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cargoRequests)
      .values({ ...values, userId, createdAt: now })
      .returning();
    const { proposals, ms } = await matchRequest(tx, row, now, {
      isNew: true,
      limit: deps.config.MATCH_PROPOSAL_LIMIT,
    });
    await tx.update(cargoRequests).set({ matchingMs: ms }).where(eq(cargoRequests.id, row.id));
    await recordActivity(tx, {
      userId,
      activityType: 'create_cargo_request',
      resource: `cargo_request:${row.id}`,
      metadata: { proposals: proposals.length },
    });
    return {
      data: toCargoRequestDto(row, proposals.length),
      matchingResult: { matches: proposals.map((p) => toMatchDto(p, userId)), processingTimeMs: round1(ms) },
    };
  });
}

async function lockOwnRequest(tx: Db, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(cargoRequests)
    .where(and(eq(cargoRequests.id, id), eq(cargoRequests.userId, userId)))
    .for('no key update');
  if (!row) throw notFound('Cargo request');
  return row;
}

/** Only a pending request changes; its proposals are re-scored and those that no longer fit expire. */
export async function updateCargoRequest(
  deps: AppDeps,
  input: { userId: string; id: string; body: CargoRequestPayload },
) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, input.userId, input.id);
    if (row.status !== 'pending')
      throw new AppError('CONFLICT', `A ${row.status} transport request cannot be edited`);
    const [updated] = await tx
      .update(cargoRequests)
      .set(columns(input.body, now))
      .where(eq(cargoRequests.id, row.id))
      .returning();
    const { proposals, ms } = await matchRequest(tx, updated, now, {
      limit: deps.config.MATCH_PROPOSAL_LIMIT,
    });
    await tx.update(cargoRequests).set({ matchingMs: ms }).where(eq(cargoRequests.id, row.id));
    await recordActivity(tx, {
      userId: input.userId,
      activityType: 'update_cargo_request',
      resource: `cargo_request:${row.id}`,
    });
    return {
      data: toCargoRequestDto(updated, proposals.length),
      matchingResult: {
        matches: proposals.map((p) => toMatchDto(p, input.userId)),
        processingTimeMs: round1(ms),
      },
    };
  });
}

/** Withdrawing a pending request closes its proposals and tells the carriers; a matched request stays matched. */
export async function withdrawCargoRequest(deps: AppDeps, input: { userId: string; id: string }) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockOwnRequest(tx, input.userId, input.id);
    if (row.status === 'withdrawn') return { data: toCargoRequestDto(row) };
    if (row.status === 'matched')
      throw new AppError('CONFLICT', 'A matched transport request cannot be withdrawn');
    const [updated] = await tx
      .update(cargoRequests)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(cargoRequests.id, row.id))
      .returning();
    await lockMatching(tx);
    const closed = await tx
      .update(cargoMatches)
      .set({ status: 'expired', expiredReason: 'withdrawn', updatedAt: now })
      .where(and(eq(cargoMatches.requestId, row.id), eq(cargoMatches.status, 'proposed')))
      .returning({ availabilityId: cargoMatches.availabilityId });
    const availabilities = closed.length
      ? await tx
          .select()
          .from(vesselAvailabilities)
          .where(
            inArray(
              vesselAvailabilities.id,
              closed.map((c) => c.availabilityId),
            ),
          )
      : [];
    await notifyMany(
      tx,
      availabilities.flatMap((a) =>
        a.ownerId
          ? [
              {
                userId: a.ownerId,
                type: 'precision_update' as const,
                text: { key: 'requestWithdrawn', params: matchTextParams(a, row) },
                actionUrl: '/cargo-matching',
              },
            ]
          : [],
      ),
    );
    await recordActivity(tx, {
      userId: input.userId,
      activityType: 'withdraw_cargo_request',
      resource: `cargo_request:${row.id}`,
      metadata: { closedProposals: closed.length },
    });
    return { data: toCargoRequestDto(updated) };
  });
}
