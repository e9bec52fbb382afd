import { asc, eq } from 'drizzle-orm';
import { lockRow } from '../../db/lock-row';
import { shipOfferings, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { notify } from '../notifications/notifications.service';
import { offeringsChanged } from '../ship-offerings/list-cache';
import { offeringTextParams, toOwnOfferingDto } from '../ship-offerings/ship-offerings.dto';
import { figuresFor } from '../ship-offerings/ship-offerings.repository';
import { fleetByVessel } from '../vessels/fleet-figures.repository';
import { alreadyDecided, decisionColumns, type Review, reasonOf, recordReview } from './review';

/** Offerings waiting for a decision, oldest first, with who submitted them. */
export async function findPendingOfferings(deps: AppDeps) {
  const { db } = deps.database;
  const rows = await db
    .select({
      offering: shipOfferings,
      owner: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
      },
    })
    .from(shipOfferings)
    .leftJoin(users, eq(users.id, shipOfferings.ownerId))
    .where(eq(shipOfferings.approvalStatus, 'pending'))
    .orderBy(asc(shipOfferings.createdAt), asc(shipOfferings.id));
  const figures = await figuresFor(
    db,
    rows.map((r) => r.offering.id),
  );
  const fleet = await fleetByVessel(
    db,
    rows.map((r) => r.offering.vesselId),
  );
  const rate = await getCurrentRate(db);
  return rows.map((r) => ({
    ...toOwnOfferingDto(r.offering, figures.get(r.offering.id)!, { fleet, rate }),
    owner: r.owner,
  }));
}

type Decision = { adminId: string; offeringId: string } & Review;

/** Approves or rejects an offering: status, audit log, activity and the owner's notification in one transaction. */
export async function decideOffering(deps: AppDeps, d: Decision) {
  const { db } = deps.database;
  const now = deps.clock();
  const row = await db.transaction(async (tx) => {
    const before = await lockRow(tx, shipOfferings, d.offeringId, 'Ship offering');
    if (alreadyDecided(before, d)) return before; // repeated click
    const [after] = await tx
      .update(shipOfferings)
      .set(decisionColumns(d.adminId, d, now))
      .where(eq(shipOfferings.id, d.offeringId))
      .returning();
    await recordReview(tx, {
      adminId: d.adminId,
      action: d.status === 'approved' ? 'approve_ship_offering' : 'reject_ship_offering',
      resource: 'ship_offering',
      id: d.offeringId,
      before,
      after,
    });
    if (after.ownerId) {
      await notify(tx, {
        userId: after.ownerId,
        type: 'system_message',
        // An approval is good news, not a call to act (issue 13): normal priority.
        priority: 'normal',
        text:
          d.status === 'approved'
            ? { key: 'offeringApproved', params: offeringTextParams(after) }
            : { key: 'offeringRejected', params: { ...offeringTextParams(after), reason: reasonOf(d)! } },
        actionUrl: '/ship-management',
      });
    }
    return after;
  });
  offeringsChanged();
  return toOwnOfferingDto(row, (await figuresFor(db, [row.id])).get(row.id)!, {
    fleet: await fleetByVessel(db, [row.vesselId]),
    rate: await getCurrentRate(db),
  });
}
