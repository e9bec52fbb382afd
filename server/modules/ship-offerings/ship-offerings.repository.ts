import { centsToNumeric, toCents } from '@shared/domain/money';
import type { ShipOfferingListParams } from '@shared/schemas/ship-offerings';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ShipOfferingRow, shipBookingRequests, shipOfferings } from '../../db/schema';
import { pageOffset } from '../../lib/paging';
import type { OfferingFigures } from './ship-offerings.dto';

/** What the public list shows: approved, active, with an owner, not yet departed. */
export const listedWhere = (now: Date): SQL =>
  and(
    eq(shipOfferings.approvalStatus, 'approved'),
    eq(shipOfferings.status, 'active'),
    isNotNull(shipOfferings.ownerId),
    gte(shipOfferings.departureDate, now),
  )!;

export const isListed = (row: ShipOfferingRow, now: Date) =>
  row.approvalStatus === 'approved' &&
  row.status === 'active' &&
  row.ownerId !== null &&
  new Date(row.departureDate).getTime() >= now.getTime();

const sortColumns = {
  departure: shipOfferings.departureDate,
  price: shipOfferings.pricePerTeu,
  availableTeu: shipOfferings.availableCapacity,
} as const;

export async function findListedOfferings(db: Db, q: ShipOfferingListParams, now: Date) {
  const where: SQL[] = [listedWhere(now)];
  if (q.origin) where.push(eq(shipOfferings.originPort, q.origin));
  if (q.destination) where.push(eq(shipOfferings.destinationPort, q.destination));
  if (q.departureFrom) where.push(gte(shipOfferings.departureDate, new Date(q.departureFrom)));
  if (q.departureTo) where.push(lte(shipOfferings.departureDate, new Date(q.departureTo)));
  if (q.minTeu !== undefined) where.push(gte(shipOfferings.availableCapacity, q.minTeu));
  // Compared as numeric, built from integer cents: no float reaches the database.
  if (q.maxPrice !== undefined)
    where.push(lte(shipOfferings.pricePerTeu, centsToNumeric(toCents(q.maxPrice))));
  const filter = and(...where);
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shipOfferings)
      .where(filter)
      // The id breaks ties so that pages never overlap or skip rows.
      .orderBy(direction(sortColumns[q.sort]), asc(shipOfferings.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(shipOfferings).where(filter),
  ]);
  return { rows, total: Number(total.n) };
}

export async function getOfferingRow(db: Db, id: string) {
  const [row] = await db.select().from(shipOfferings).where(eq(shipOfferings.id, id));
  return row;
}

export function findOwnOfferingRows(db: Db, ownerId: string) {
  return db
    .select()
    .from(shipOfferings)
    .where(eq(shipOfferings.ownerId, ownerId))
    .orderBy(desc(shipOfferings.createdAt), asc(shipOfferings.id));
}

/** Booked TEU (accepted requests) and pending request counts per offering. */
export async function figuresFor(db: Db, ids: string[]): Promise<Map<string, OfferingFigures>> {
  const map = new Map<string, OfferingFigures>(ids.map((id) => [id, { bookedTEU: 0, pendingRequests: 0 }]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      id: shipBookingRequests.shipOfferingId,
      booked: sql<number>`coalesce(sum(${shipBookingRequests.requestedTeu}) filter (where ${shipBookingRequests.status} = 'accepted'), 0)::int`,
      pending: sql<number>`(count(*) filter (where ${shipBookingRequests.status} = 'pending'))::int`,
    })
    .from(shipBookingRequests)
    .where(inArray(shipBookingRequests.shipOfferingId, ids))
    .groupBy(shipBookingRequests.shipOfferingId);
  for (const r of rows) map.set(r.id, { bookedTEU: Number(r.booked), pendingRequests: Number(r.pending) });
  return map;
}

export async function bookedTeuOf(db: Db, offeringId: string) {
  return (await figuresFor(db, [offeringId])).get(offeringId)!.bookedTEU;
}
