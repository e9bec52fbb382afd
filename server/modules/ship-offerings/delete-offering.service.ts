import { and, eq, isNotNull } from 'drizzle-orm';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordActivity } from '../activity/activity.service';
import { onOfferingDeleted } from '../matching/matching-hooks';
import { notify } from '../notifications/notifications.service';
import { offeringsChanged } from './list-cache';
import { lockOwnOffering } from './offering-capacity.service';
import { offeringTextParams } from './ship-offerings.dto';

/** Deletes the owner's offering and (by cascade) its booking requests; everyone who had requested is told. */
export async function deleteOffering(deps: AppDeps, input: { ownerId: string; id: string }) {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockOwnOffering(tx, input.ownerId, input.id);
    const requesters = await tx
      .selectDistinct({ id: shipBookingRequests.requesterId })
      .from(shipBookingRequests)
      .where(and(eq(shipBookingRequests.shipOfferingId, row.id), isNotNull(shipBookingRequests.requesterId)));
    await onOfferingDeleted(tx, row.id);
    await tx.delete(shipOfferings).where(eq(shipOfferings.id, row.id));
    for (const r of requesters) {
      await notify(tx, {
        userId: r.id!,
        type: 'booking_update',
        priority: 'high',
        text: { key: 'offeringWithdrawn', params: offeringTextParams(row) },
        actionUrl: '/my-bookings',
      });
    }
    await recordActivity(tx, {
      userId: input.ownerId,
      activityType: 'delete_ship_offering',
      resource: `ship_offering:${row.id}`,
      metadata: { shipName: row.shipName, removedRequesters: requesters.length },
    });
  });
  offeringsChanged();
}
