import type { Db } from '../../db/client';
import type { ShipOfferingRow } from '../../db/schema';
import { notify } from '../notifications/notifications.service';
import { offeringTextParams } from './ship-offerings.dto';

/** A voyage is running low when its free TEU fall under a tenth of its capacity (at least one TEU). */
export const lowCapacityThreshold = (teuCapacity: number) => Math.max(1, Math.ceil(teuCapacity / 10));

/**
 * Issue 24: the owner hears (in the app, and by e-mail as they choose) when a booking or a hold takes a voyage's
 * free TEU under the threshold: once, at the crossing, not at every booking after it. `after` is the offering as
 * the taking update returned it; `taken` the TEU it took.
 */
export async function tellOwnerIfCapacityLow(
  tx: Db,
  after: Pick<
    ShipOfferingRow,
    | 'ownerId'
    | 'teuCapacity'
    | 'availableCapacity'
    | 'shipName'
    | 'originPort'
    | 'destinationPort'
    | 'departureDate'
  >,
  taken: number,
) {
  const threshold = lowCapacityThreshold(after.teuCapacity);
  const before = after.availableCapacity + taken;
  if (!after.ownerId || before < threshold || after.availableCapacity >= threshold) return;
  await notify(tx, {
    userId: after.ownerId,
    type: 'vessel_alert',
    text: {
      key: 'capacityLow',
      params: {
        ...offeringTextParams(after),
        free: String(after.availableCapacity),
        capacity: String(after.teuCapacity),
      },
    },
    actionUrl: '/ship-management',
  });
}
