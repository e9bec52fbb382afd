import { centsToNumeric, convertCents, type DatedRate, toCents } from '@shared/domain/money';
import { TEU_TAKING_MATCH } from '@shared/schemas/matching';
import type { ShipOfferingListParams } from '@shared/schemas/ship-offerings';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  cargoMatches,
  type ShipOfferingRow,
  shipBookingRequests,
  shipOfferings,
  users,
  vesselAvailabilities,
} from '../../db/schema';
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
  // In USD at the current dated rate (migration 0018's triggers keep it), so EUR and USD prices sort together.
  price: shipOfferings.priceUsdPerTeu,
  availableTeu: shipOfferings.availableCapacity,
  co2: shipOfferings.co2TtwKgPerTeu,
} as const;

/**
 * The public list's queries, unexecuted (the EXPLAIN test checks their plans, list-indexes.test.ts): `page`
 * answers one page with its owner's email (for the demo badge) and the filter's total as an uncorrelated
 * subquery, so a list costs one round trip; `total` alone serves a page past the end.
 */
export function listedOfferingsQueries(
  db: Db,
  q: ShipOfferingListParams,
  now: Date,
  rate: DatedRate | null = null,
) {
  const where: SQL[] = [listedWhere(now)];
  if (q.origin) where.push(eq(shipOfferings.originPort, q.origin));
  if (q.destination) where.push(eq(shipOfferings.destinationPort, q.destination));
  if (q.departureFrom) where.push(gte(shipOfferings.departureDate, new Date(q.departureFrom)));
  if (q.departureTo) where.push(lte(shipOfferings.departureDate, new Date(q.departureTo)));
  if (q.minTeu !== undefined) where.push(gte(shipOfferings.availableCapacity, q.minTeu));
  // Compared in USD (the stored price_usd_per_teu) as numeric, built from integer cents: no float reaches the
  // database. A maximum in EUR is converted at the same dated rate the stored figures are.
  if (q.maxPrice !== undefined) {
    const cents = toCents(q.maxPrice);
    const usd =
      q.maxPriceCurrency === 'USD' || !rate ? cents : convertCents(cents, q.maxPriceCurrency, 'USD', rate);
    where.push(lte(shipOfferings.priceUsdPerTeu, centsToNumeric(usd)));
  }
  const filter = and(...where);
  const direction = q.order === 'desc' ? desc : asc;
  const total = db.select({ n: count() }).from(shipOfferings).where(filter);
  return {
    page: db
      .select({
        offering: shipOfferings,
        ownerEmail: users.email,
        total: sql<number>`(${total})`.mapWith(Number),
      })
      .from(shipOfferings)
      .leftJoin(users, eq(users.id, shipOfferings.ownerId))
      .where(filter)
      // The id breaks ties so that pages never overlap or skip rows.
      // Unknown CO2 figures last either way (the two ship_offerings_listed_co2 indexes hold that order).
      .orderBy(
        q.sort === 'co2'
          ? sql`${sortColumns.co2} ${sql.raw(q.order === 'desc' ? 'desc' : 'asc')} nulls last`
          : direction(sortColumns[q.sort]),
        direction(shipOfferings.id),
      )
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    total,
  };
}

export async function findListedOfferings(
  db: Db,
  q: ShipOfferingListParams,
  now: Date,
  rate: DatedRate | null,
) {
  const { page, total } = listedOfferingsQueries(db, q, now, rate);
  const rows = await page;
  // Past the last page no row carries the total: ask for it alone.
  const n = rows.length > 0 ? rows[0].total : Number((await total)[0].n);
  return { rows, total: n };
}

export async function getOfferingRow(db: Db, id: string) {
  const [row] = await db.select().from(shipOfferings).where(eq(shipOfferings.id, id));
  return row;
}

/**
 * The booking figures of the offering whose id is `offeringId` (a column of the outer query), as two lateral
 * subqueries: booked TEU counts accepted requests and the TEU that accepted cargo matches reserved on capacity
 * drawn from the offering (one pool: without them a voyage filled through matching would read as unused); pending
 * and all request counts.
 */
export function figureJoins(db: Db, offeringId: Column) {
  const requests = db
    .select({
      booked:
        sql<number>`coalesce(sum(${shipBookingRequests.requestedTeu}) filter (where ${shipBookingRequests.status} = 'accepted'), 0)::int`.as(
          'booked_by_requests',
        ),
      pending: sql<number>`(count(*) filter (where ${shipBookingRequests.status} = 'pending'))::int`.as(
        'pending_requests',
      ),
      all: sql<number>`count(*)::int`.as('request_count'),
    })
    .from(shipBookingRequests)
    .where(eq(shipBookingRequests.shipOfferingId, offeringId))
    .as('request_figures');
  const matches = db
    .select({
      booked: sql<number>`coalesce(sum(${cargoMatches.reservedTeu}), 0)::int`.as('booked_by_matches'),
    })
    .from(cargoMatches)
    .innerJoin(vesselAvailabilities, eq(vesselAvailabilities.id, cargoMatches.availabilityId))
    .where(
      and(
        inArray(cargoMatches.status, TEU_TAKING_MATCH),
        eq(vesselAvailabilities.shipOfferingId, offeringId),
      ),
    )
    .as('match_figures');
  const fields = {
    bookedTEU: sql<number>`${requests.booked} + ${matches.booked}`.mapWith(Number),
    pendingRequests: sql<number>`${requests.pending}`.mapWith(Number),
    requestCount: sql<number>`${requests.all}`.mapWith(Number),
  };
  return { requests, matches, fields };
}

/** The booking figures (figureJoins) of each offering in `ids`: one prepared statement over the id list. */
export async function figuresFor(db: Db, ids: string[]): Promise<Map<string, OfferingFigures>> {
  if (ids.length === 0) return new Map();
  const rows = await prepared(db, 'offering_figures', () => {
    const figures = figureJoins(db, shipOfferings.id);
    return db
      .select({ id: shipOfferings.id, ...figures.fields })
      .from(shipOfferings)
      .leftJoinLateral(figures.requests, sql`true`)
      .leftJoinLateral(figures.matches, sql`true`)
      .where(sql`${shipOfferings.id} = any(${sql.placeholder('ids')}::uuid[])`);
  }).execute({ ids });
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}
