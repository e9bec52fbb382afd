import { centsToNumeric, toCents } from '@shared/domain/money';
import {
  availabilityIssues,
  type CreateVesselAvailability,
  TEU_TAKING_MATCH,
  type updateVesselAvailabilitySchema,
} from '@shared/schemas/matching';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cargoMatches, shipOfferings, vesselAvailabilities } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { recordActivity } from '../activity/activity.service';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { notifyMany } from '../notifications/notifications.service';
import { fleetOfVessel } from '../vessels/fleet-figures.repository';
import { getOwnVesselRow } from '../vessels/vessels.service';
import { lockMatching, matchAvailability, matchTextParams } from './engine';
import { toAvailabilityDto, toMatchDto } from './matching.dto';
import { loadCapacity, requestRows } from './matching.repository';

type Update = z.output<typeof updateVesselAvailabilitySchema>;

function assertIssues(issues: ReturnType<typeof availabilityIssues>) {
  if (issues.length) throw fieldError(issues[0].field, issues[0].key);
}

function assertFutureDeparture(departure: string | undefined, now: Date) {
  if (departure && Date.parse(departure) < now.getTime())
    throw fieldError('departureDate', 'departureInPast');
}

/** The voyage figures an availability stores: from its ship offering, or from the body (checked against the fleet vessel). */
async function voyageOf(tx: Db, ownerId: string, input: CreateVesselAvailability) {
  if (input.shipOfferingId) {
    const [offering] = await tx
      .select()
      .from(shipOfferings)
      .where(and(eq(shipOfferings.id, input.shipOfferingId), eq(shipOfferings.ownerId, ownerId)))
      .for('update');
    if (!offering) throw notFound('Ship offering');
    if (offering.approvalStatus !== 'approved' || offering.status !== 'active')
      throw new AppError('CONFLICT', 'Only an approved, active ship offering can be offered for matching');
    if (!offering.arrivalDate)
      throw new AppError('CONFLICT', 'The ship offering needs an arrival date to be matched');
    return {
      vesselId: offering.vesselId,
      shipOfferingId: offering.id,
      vesselName: input.vesselName ?? offering.shipName,
      originPort: offering.originPort,
      destinationPort: offering.destinationPort,
      departureDate: new Date(offering.departureDate),
      arrivalDate: new Date(offering.arrivalDate),
      availableTeu: null,
      teuCapacity: offering.teuCapacity,
      pricePerTeu: offering.pricePerTeu,
      priceCurrency: offering.priceCurrency,
    };
  }
  const vessel = input.vesselId ? await getOwnVesselRow(tx, ownerId, input.vesselId) : null;
  const teu = input.availableTEU!;
  if (vessel && teu > vessel.teuCapacity) throw fieldError('availableTEU', 'teuAboveVessel');
  return {
    vesselId: vessel?.id ?? null,
    shipOfferingId: null,
    vesselName: input.vesselName ?? vessel!.name,
    originPort: input.originPort!,
    destinationPort: input.destinationPort!,
    departureDate: new Date(input.departureDate!),
    arrivalDate: new Date(input.arrivalDate!),
    availableTeu: teu,
    teuCapacity: vessel?.teuCapacity ?? teu,
    pricePerTeu: centsToNumeric(toCents(input.pricePerTEU!)),
    priceCurrency: input.priceCurrency ?? 'USD',
  };
}

/** A new availability is matched at once against the pending requests; the shippers of new proposals are told. */
export async function createAvailability(deps: AppDeps, ownerId: string, input: CreateVesselAvailability) {
  const now = deps.clock();
  assertFutureDeparture(input.departureDate, now);
  return deps.database.db.transaction(async (tx) => {
    const voyage = await voyageOf(tx, ownerId, input);
    if (voyage.departureDate.getTime() < now.getTime())
      throw new AppError('CONFLICT', 'This voyage has already departed');
    if (voyage.shipOfferingId) {
      const [open] = await tx
        .select({ id: vesselAvailabilities.id })
        .from(vesselAvailabilities)
        .where(
          and(
            eq(vesselAvailabilities.shipOfferingId, voyage.shipOfferingId),
            eq(vesselAvailabilities.status, 'available'),
          ),
        );
      if (open) throw new AppError('CONFLICT', 'This ship offering is already offered for matching');
    }
    const [row] = await tx
      .insert(vesselAvailabilities)
      .values({
        ...voyage,
        ownerId,
        cargoTypes: input.cargoTypes,
        specialEquipment: input.specialEquipment,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const capacity = await loadCapacity(tx, row.id);
    const { proposals, ms } = await matchAvailability(tx, capacity, now, {
      isNew: true,
      limit: deps.config.MATCH_PROPOSAL_LIMIT,
    });
    await tx.update(vesselAvailabilities).set({ matchingMs: ms }).where(eq(vesselAvailabilities.id, row.id));
    await recordActivity(tx, {
      userId: ownerId,
      activityType: 'create_vessel_availability',
      resource: `vessel_availability:${row.id}`,
      metadata: { proposals: proposals.length },
    });
    return {
      data: toAvailabilityDto(row, {
        offeringCapacity: capacity.free,
        proposed: proposals.length,
        fleet: await fleetOfVessel(tx, capacity.ship?.id),
        rate: await getCurrentRate(tx),
      }),
      matchingResult: { matches: proposals.map((p) => toMatchDto(p, ownerId)), processingTimeMs: round1(ms) },
    };
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The owner's availability, locked for the rest of the transaction: its ship offering first (the order every
 * booking and capacity path takes), then the availability itself. A stranger's id is 404.
 */
async function lockOwnAvailability(tx: Db, ownerId: string, id: string) {
  const [ref] = await tx
    .select({ offeringId: vesselAvailabilities.shipOfferingId })
    .from(vesselAvailabilities)
    .where(and(eq(vesselAvailabilities.id, id), eq(vesselAvailabilities.ownerId, ownerId)));
  if (!ref) throw notFound('Vessel availability');
  if (ref.offeringId)
    await tx
      .select({ id: shipOfferings.id })
      .from(shipOfferings)
      .where(eq(shipOfferings.id, ref.offeringId))
      .for('update');
  const [row] = await tx
    .select()
    .from(vesselAvailabilities)
    .where(and(eq(vesselAvailabilities.id, id), eq(vesselAvailabilities.ownerId, ownerId)))
    .for('no key update');
  if (!row) throw notFound('Vessel availability');
  return row;
}

async function acceptedTeuOn(tx: Db, availabilityId: string) {
  const [r] = await tx
    .select({ teu: sql<number>`coalesce(sum(${cargoMatches.reservedTeu}), 0)`.mapWith(Number) })
    .from(cargoMatches)
    .where(
      and(eq(cargoMatches.availabilityId, availabilityId), inArray(cargoMatches.status, TEU_TAKING_MATCH)),
    );
  return r.teu;
}

/** Edits re-score the proposals; an availability with accepted matches keeps its route and dates. */
export async function updateAvailability(
  deps: AppDeps,
  input: { ownerId: string; id: string; body: Update },
) {
  const now = deps.clock();
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const row = await lockOwnAvailability(tx, input.ownerId, input.id);
    if (row.status !== 'available')
      throw new AppError('CONFLICT', 'A withdrawn availability cannot be edited');
    assertIssues(availabilityIssues({ ...body, shipOfferingId: row.shipOfferingId, vesselId: row.vesselId }));
    const accepted = await acceptedTeuOn(tx, row.id);
    const changes: Partial<typeof vesselAvailabilities.$inferInsert> = {
      vesselName: body.vesselName ?? row.vesselName,
      cargoTypes: body.cargoTypes,
      specialEquipment: body.specialEquipment,
      contactName: body.contactName,
      contactEmail: body.contactEmail,
      updatedAt: now,
    };
    if (!row.shipOfferingId) {
      const departure = new Date(body.departureDate!);
      const arrival = new Date(body.arrivalDate!);
      const moved =
        body.originPort !== row.originPort ||
        body.destinationPort !== row.destinationPort ||
        departure.getTime() !== new Date(row.departureDate).getTime() ||
        arrival.getTime() !== new Date(row.arrivalDate).getTime();
      if (moved && accepted > 0)
        throw new AppError('CONFLICT', 'This voyage has accepted matches: its route and dates cannot change');
      if (moved) assertFutureDeparture(body.departureDate, now);
      const teu = body.availableTEU!;
      if (row.vesselId && teu + accepted > row.teuCapacity)
        throw fieldError('availableTEU', 'capacityOutOfRange', { max: row.teuCapacity - accepted });
      Object.assign(changes, {
        originPort: body.originPort,
        destinationPort: body.destinationPort,
        departureDate: departure,
        arrivalDate: arrival,
        availableTeu: teu,
        teuCapacity: row.vesselId ? row.teuCapacity : teu + accepted,
        pricePerTeu: centsToNumeric(toCents(body.pricePerTEU!)),
        priceCurrency: body.priceCurrency ?? 'USD',
      });
    }
    const [updated] = await tx
      .update(vesselAvailabilities)
      .set(changes)
      .where(eq(vesselAvailabilities.id, row.id))
      .returning();
    const capacity = await loadCapacity(tx, updated.id);
    const { proposals, ms } = await matchAvailability(tx, capacity, now, {
      limit: deps.config.MATCH_PROPOSAL_LIMIT,
    });
    await recordActivity(tx, {
      userId: input.ownerId,
      activityType: 'update_vessel_availability',
      resource: `vessel_availability:${row.id}`,
    });
    return {
      data: toAvailabilityDto(updated, {
        offeringCapacity: capacity.free,
        proposed: proposals.length,
        fleet: await fleetOfVessel(tx, capacity.ship?.id),
        rate: await getCurrentRate(tx),
      }),
      matchingResult: {
        matches: proposals.map((p) => toMatchDto(p, input.ownerId)),
        processingTimeMs: round1(ms),
      },
    };
  });
}

/** Withdrawing closes the proposals on it (accepted matches stand: the voyage still sails) and tells the shippers. */
export async function withdrawAvailability(deps: AppDeps, input: { ownerId: string; id: string }) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockOwnAvailability(tx, input.ownerId, input.id);
    const capacity = await loadCapacity(tx, row.id);
    if (row.status === 'withdrawn')
      return {
        data: toAvailabilityDto(row, {
          offeringCapacity: capacity.free,
          fleet: await fleetOfVessel(tx, capacity.ship?.id),
          rate: await getCurrentRate(tx),
        }),
      };
    const [updated] = await tx
      .update(vesselAvailabilities)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(vesselAvailabilities.id, row.id))
      .returning();
    await lockMatching(tx);
    const closed = await tx
      .update(cargoMatches)
      .set({ status: 'expired', expiredReason: 'withdrawn', updatedAt: now })
      .where(and(eq(cargoMatches.availabilityId, row.id), eq(cargoMatches.status, 'proposed')))
      .returning({ requestId: cargoMatches.requestId });
    const requests = await requestRows(
      tx,
      closed.map((c) => c.requestId),
    );
    await notifyMany(
      tx,
      requests.flatMap((r) =>
        r.userId
          ? [
              {
                userId: r.userId,
                type: 'precision_update' as const,
                text: { key: 'capacityWithdrawn', params: matchTextParams(row, r) },
                actionUrl: '/cargo-matching',
              },
            ]
          : [],
      ),
    );
    await recordActivity(tx, {
      userId: input.ownerId,
      activityType: 'withdraw_vessel_availability',
      resource: `vessel_availability:${row.id}`,
      metadata: { closedProposals: closed.length },
    });
    return {
      data: toAvailabilityDto(updated, {
        offeringCapacity: capacity.free,
        fleet: await fleetOfVessel(tx, capacity.ship?.id),
        rate: await getCurrentRate(tx),
      }),
    };
  });
}
