import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents } from '../../db/schema';

/**
 * The next booking reference (PRODUCT.md 34): `FH-<year of agreement>-<six digits>`, numbered by one sequence for
 * bookings from requests and from matches alike, so a reference is never given twice (a rolled-back number is
 * skipped, never reused).
 */
export async function nextBookingReference(tx: Db, agreedAt: Date) {
  const result = await tx.execute(sql`select nextval('booking_reference_seq')::bigint as n`);
  const n = Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
  return `FH-${agreedAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

export const BOOKING_REFERENCE = /^FH-\d{4}-\d{6,}$/;

type EventInput = typeof bookingEvents.$inferInsert;

/** One step in a booking's history (docs/adr/012-booking-agreement.md). */
export async function recordBookingEvent(tx: Db, event: EventInput) {
  await tx.insert(bookingEvents).values(event);
}
