import { isAdminRole } from '@shared/schemas/auth';
import { and, asc, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { endUserSessions } from '../../auth/session';
import type { Db } from '../../db/client';
import {
  activities,
  cargoMatches,
  notifications,
  shipBookingRequests,
  shipOfferings,
  smartfeederCalculations,
  type UserRow,
  users,
  vesselAvailabilities,
  vessels,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { findGreenrefitAccountData } from '../greenrefit/account-data';
import { onAccountDeleted } from '../matching/matching-hooks';
import { notify } from '../notifications/notifications.service';
import { limits } from '../rate-limit/rate-limit.service';
import { offeringTextParams } from '../ship-offerings/ship-offerings.dto';
import { verifyPassword } from '../users/passwords';
import { toUserDto } from '../users/users.dto';
import { offeringsChanged } from '../ship-offerings/list-cache';

/**
 * Everything FeederHub stores about the user, as one JSON document (PRODUCT.md 21): the profile,
 * fleet, offerings with the requests received on them, requests made, saved calculations, GreenRefit
 * assessments and quote requests, notifications and the account's activity log. Never the password hash or
 * session data.
 */
export async function exportAccountData(db: Db, user: UserRow, now: Date) {
  const [fleet, offerings, requestsMade, calculations, inbox, activity] = await Promise.all([
    db.select().from(vessels).where(eq(vessels.ownerId, user.id)).orderBy(asc(vessels.createdAt)),
    db
      .select()
      .from(shipOfferings)
      .where(eq(shipOfferings.ownerId, user.id))
      .orderBy(asc(shipOfferings.createdAt)),
    db
      .select()
      .from(shipBookingRequests)
      .where(eq(shipBookingRequests.requesterId, user.id))
      .orderBy(asc(shipBookingRequests.createdAt)),
    db
      .select()
      .from(smartfeederCalculations)
      .where(eq(smartfeederCalculations.userId, user.id))
      .orderBy(asc(smartfeederCalculations.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt)),
    db.select().from(activities).where(eq(activities.userId, user.id)).orderBy(desc(activities.createdAt)),
  ]);
  const offeringIds = offerings.map((o) => o.id);
  const requestsReceived = offeringIds.length
    ? await db
        .select()
        .from(shipBookingRequests)
        .where(inArray(shipBookingRequests.shipOfferingId, offeringIds))
        .orderBy(asc(shipBookingRequests.createdAt))
    : [];
  return {
    exportedAt: now.toISOString(),
    format: 'FeederHub account export, version 1',
    user: toUserDto(user),
    vessels: fleet,
    shipOfferings: offerings.map((o) => ({
      ...o,
      bookingRequests: requestsReceived.filter((r) => r.shipOfferingId === o.id),
    })),
    bookingRequests: requestsMade,
    smartfeederCalculations: calculations,
    ...(await findGreenrefitAccountData(db, user.id)),
    notifications: inbox,
    activity,
  };
}

/**
 * Deletes the account after checking its password. What others rely on stays, without the user:
 * accepted and declined booking requests (business records; their requester is set null) and
 * offerings that carry accepted bookings (ownerless, so off the public list). Pending requests the
 * user made are withdrawn; pending requests on the user's offerings are removed and their
 * requesters told, as when an offering is withdrawn; offerings without accepted bookings, the
 * fleet, saved calculations, GreenRefit assessments and quote requests (by their foreign keys),
 * notifications and email tokens are deleted; sessions end.
 */
export async function deleteAccount(deps: AppDeps, user: UserRow, password: string, ip: string) {
  if (isAdminRole(user.role))
    throw new AppError('FORBIDDEN', 'An administrator account is removed by another super admin.');
  await deps.limiter.consume(`password-confirm:${user.id}`, limits.passwordConfirmPerUser);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError('VALIDATION_ERROR', 'The password is not correct.', {
      issues: [
        { field: 'password', key: 'validation.passwordIncorrect', message: 'The password is not correct.' },
      ],
    });
  }
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await onAccountDeleted(tx, deps, user.id);
    await tx
      .delete(shipBookingRequests)
      .where(and(eq(shipBookingRequests.requesterId, user.id), eq(shipBookingRequests.status, 'pending')));
    const offerings = await tx.select().from(shipOfferings).where(eq(shipOfferings.ownerId, user.id));
    const offeringIds = offerings.map((o) => o.id);
    if (offeringIds.length) {
      const removed = await tx
        .delete(shipBookingRequests)
        .where(
          and(
            inArray(shipBookingRequests.shipOfferingId, offeringIds),
            eq(shipBookingRequests.status, 'pending'),
          ),
        )
        .returning({
          offeringId: shipBookingRequests.shipOfferingId,
          requesterId: shipBookingRequests.requesterId,
        });
      const told = new Set<string>();
      for (const { offeringId, requesterId } of removed) {
        if (!requesterId || told.has(`${offeringId}:${requesterId}`)) continue;
        told.add(`${offeringId}:${requesterId}`);
        await notify(tx, {
          userId: requesterId,
          type: 'booking_update',
          priority: 'high',
          text: {
            key: 'offeringWithdrawn',
            params: offeringTextParams(offerings.find((o) => o.id === offeringId)!),
          },
          actionUrl: '/my-bookings',
        });
      }
      // What is left on them is accepted or declined; only accepted bookings keep an offering.
      const carrying = tx
        .select({ id: shipBookingRequests.shipOfferingId })
        .from(shipBookingRequests)
        .where(eq(shipBookingRequests.status, 'accepted'));
      // An accepted cargo match on the offering's pool is a transaction record too.
      const matched = tx
        .select({ id: vesselAvailabilities.shipOfferingId })
        .from(cargoMatches)
        .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
        .where(and(eq(cargoMatches.status, 'accepted'), isNotNull(vesselAvailabilities.shipOfferingId)));
      await tx
        .delete(shipOfferings)
        .where(
          and(
            inArray(shipOfferings.id, offeringIds),
            notInArray(shipOfferings.id, carrying),
            notInArray(shipOfferings.id, matched),
          ),
        );
    }
    await tx.delete(users).where(eq(users.id, user.id));
    await recordActivity(tx, {
      userId: null,
      activityType: 'delete_account',
      resource: `user:${user.id}`,
      ipAddress: ip,
    });
  });
  offeringsChanged();
  await endUserSessions(deps.database, user.id);
}
