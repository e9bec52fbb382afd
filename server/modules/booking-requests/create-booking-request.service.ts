import { centsToNumeric, toCents } from '@shared/domain/money';
import type { createBookingRequestSchema } from '@shared/schemas/booking-requests';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { shipBookingRequests, shipOfferings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { priceText } from '../../i18n/messages';
import { AppError, notFound } from '../../lib/errors';
import { fieldError } from '../../lib/field-error';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { offeringTextParams } from '../ship-offerings/ship-offerings.dto';
import { fleetByVessel } from '../vessels/fleet-figures.repository';
import { toBookingDto } from './booking-requests.repository';

type Input = z.output<typeof createBookingRequestSchema>;

/**
 * Refuses a booking on one's own offering (403), on an offering that is not publicly listed (404, as strangers
 * cannot see those), on a departed voyage (409) and above the capacity available now (400). Acceptance checks the
 * capacity again, atomically; this check only spares the owner requests that cannot fit.
 */
export async function createBookingRequest(deps: AppDeps, requesterId: string, input: Input) {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const [offering] = await tx
      .select()
      .from(shipOfferings)
      .where(eq(shipOfferings.id, input.shipOfferingId));
    if (!offering) throw notFound('Ship offering');
    if (offering.ownerId === requesterId)
      throw new AppError('FORBIDDEN', 'You cannot book your own ship offering');
    if (offering.approvalStatus !== 'approved' || offering.status !== 'active' || !offering.ownerId) {
      throw notFound('Ship offering');
    }
    if (new Date(offering.departureDate).getTime() < now.getTime()) {
      throw new AppError('CONFLICT', 'This voyage has already departed');
    }
    if (input.requestedTEU > offering.availableCapacity)
      throw fieldError('requestedTEU', 'requestedAboveAvailable');
    const [row] = await tx
      .insert(shipBookingRequests)
      .values({
        ...input,
        requestedTeu: input.requestedTEU,
        boxMix: input.boxMix,
        commodity: input.commodity,
        // The request, its budget and whatever is agreed on it are in the offering's currency (PRODUCT.md 37).
        currency: offering.priceCurrency,
        maxBudget: input.maxBudget === null ? null : centsToNumeric(toCents(input.maxBudget)),
        requesterId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const requester = input.companyName ? `${input.contactName} (${input.companyName})` : input.contactName;
    await notify(tx, {
      userId: offering.ownerId,
      type: 'booking_update',
      // A request waits on the owner's answer, so it is high at least (issue 13); urgent ones stay urgent.
      priority: input.urgencyLevel === 'urgent' ? 'urgent' : 'high',
      text: {
        key: 'bookingRequested',
        params: {
          ...offeringTextParams(offering),
          requester,
          teu: String(input.requestedTEU),
          price: priceText(offering.pricePerTeu, offering.priceCurrency),
        },
      },
      actionUrl: '/ship-management',
      coalesce: { key: 'bookingsRequested', count: 1 },
    });
    await recordActivity(tx, {
      userId: requesterId,
      activityType: 'create_booking_request',
      resource: `ship_booking_request:${row.id}`,
    });
    return toBookingDto(row, offering, await fleetByVessel(tx, [offering.vesselId]));
  });
}
