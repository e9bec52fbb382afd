import { centsToNumeric, toCents } from '@shared/domain/money';
import type { createShipOfferingSchema } from '@shared/schemas/ship-offerings';
import type { z } from 'zod';
import { shipOfferings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../lib/field-error';
import { recordActivity } from '../activity/activity.service';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { notify } from '../notifications/notifications.service';
import { findActiveAdmins } from '../users/users.repository';
import { fleetFigures } from '../vessels/vessels.dto';
import { getOwnVesselRow } from '../vessels/vessels.service';
import { offeringsChanged } from './list-cache';
import { withStoredCo2 } from './offering-co2';
import { offeringTextParams, toOwnOfferingDto } from './ship-offerings.dto';

type Owner = Pick<Express.User, 'id' | 'firstName' | 'lastName' | 'companyName'>;

/** A new offering waits for an administrator (SPEC.md §4); every administrator is told. */
export async function createOffering(
  deps: AppDeps,
  owner: Owner,
  input: z.output<typeof createShipOfferingSchema>,
) {
  const { db } = deps.database;
  const now = deps.clock();
  if (Date.parse(input.departureDate) < now.getTime()) throw fieldError('departureDate', 'departureInPast');
  const vessel = input.vesselId ? await getOwnVesselRow(db, owner.id, input.vesselId) : null;
  if (vessel && input.teuCapacity > vessel.teuCapacity) throw fieldError('teuCapacity', 'teuAboveVessel');
  const fleetVessel = vessel ? fleetFigures(vessel) : null;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(shipOfferings)
      .values(
        withStoredCo2(
          {
            ...input,
            ownerId: owner.id,
            departureDate: new Date(input.departureDate),
            arrivalDate: input.arrivalDate ? new Date(input.arrivalDate) : null,
            pricePerTeu: centsToNumeric(toCents(input.pricePerTEU)),
            createdAt: now,
            updatedAt: now,
          },
          fleetVessel,
        ),
      )
      .returning();
    await recordActivity(tx, {
      userId: owner.id,
      activityType: 'create_ship_offering',
      resource: `ship_offering:${created.id}`,
    });
    const admins = await findActiveAdmins(tx);
    const who = owner.companyName
      ? `${owner.firstName} ${owner.lastName} (${owner.companyName})`
      : `${owner.firstName} ${owner.lastName}`;
    for (const admin of admins) {
      await notify(tx, {
        userId: admin.id,
        type: 'system_message',
        text: { key: 'offeringPending', params: { ...offeringTextParams(created), owner: who } },
        actionUrl: '/admin-panel',
        coalesce: { key: 'offeringsPending', count: 1 },
      });
    }
    return created;
  });
  offeringsChanged();
  return toOwnOfferingDto(
    row,
    { bookedTEU: 0, pendingRequests: 0, requestCount: 0 },
    { fleet: new Map(fleetVessel ? [[fleetVessel.id, fleetVessel]] : []), rate: await getCurrentRate(db) },
  );
}
