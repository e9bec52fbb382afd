import { DEMO_ANSWER_DELAY_SECONDS, isDemoOwnerEmail } from '@shared/domain/demo';
import { and, eq, like, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipBookingRequests, shipOfferings, users } from '../../db/schema';
import { translate } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import {
  acceptBookingRequest,
  type DecideDeps,
  declineBookingRequest,
} from './decide-booking-request.service';

/** Pending requests on demo owners' voyages that have waited at least the delay. */
async function findDueDemoRequests(db: Db, before: Date) {
  const rows = await db
    .select({
      id: shipBookingRequests.id,
      ownerId: shipOfferings.ownerId,
      ownerEmail: users.email,
      requestedTeu: shipBookingRequests.requestedTeu,
      availableCapacity: shipOfferings.availableCapacity,
      requesterId: shipBookingRequests.requesterId,
    })
    .from(shipBookingRequests)
    .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
    .innerJoin(users, eq(users.id, shipOfferings.ownerId))
    .where(
      and(
        eq(shipBookingRequests.status, 'pending'),
        lte(shipBookingRequests.createdAt, before),
        like(users.email, 'demo-owner-%'),
      ),
    )
    .limit(100);
  return rows.filter((r) => isDemoOwnerEmail(r.ownerEmail));
}

async function languageOf(db: Db, userId: string | null) {
  if (!userId) return 'en' as const;
  const [row] = await db.select({ lang: users.preferredLanguage }).from(users).where(eq(users.id, userId));
  return row?.lang ?? 'en';
}

/**
 * PRODUCT.md 15 / issue 13: a newcomer booking a demo voyage should not wait on an owner who does not exist.
 * A request that fits is accepted, one that no longer fits is declined, both through the ordinary decision path
 * (capacity lock, notification, activity) with a demo note. Returns how many requests were answered.
 */
export async function answerDemoRequests(deps: DecideDeps, delaySeconds = DEMO_ANSWER_DELAY_SECONDS) {
  const { db } = deps.database;
  const due = await findDueDemoRequests(db, new Date(deps.clock().getTime() - delaySeconds * 1000));
  let answered = 0;
  for (const r of due) {
    if (!r.ownerId) continue;
    const decision = { ownerId: r.ownerId, id: r.id, demo: true };
    try {
      if (r.requestedTeu <= r.availableCapacity) {
        await acceptBookingRequest(deps, decision);
      } else {
        const reason = translate(await languageOf(db, r.requesterId), 'demo.declineReason');
        await declineBookingRequest(deps, { ...decision, reason });
      }
      answered++;
    } catch (err) {
      // Capacity taken meanwhile (a concurrent accept): decline on the next round instead.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return answered;
}

/** Looks for due demo requests every few seconds; another instance doing the same is harmless (row locks). */
export function startDemoAnswers(deps: DecideDeps, logger: Logger, everyMs = 5000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const n = await answerDemoRequests(deps);
      if (n > 0) logger.info('demo voyages answered booking requests', { count: n });
    } catch (err) {
      logger.warn('demo answers failed', { code: (err as { cause?: { code?: string } })?.cause?.code });
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
