import { bookedCo2 } from '@shared/domain/voyage/booked-co2';
import type { BookingRequest, BookingRequestListParams } from '@shared/schemas/booking-requests';
import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  type BookingRequestRow,
  type ShipOfferingRow,
  shipBookingRequests,
  shipOfferings,
  userCounters,
} from '../../db/schema';
import { fieldError } from '../../lib/field-error';
import { keptPages, pageFingerprint } from '../../lib/kept-pages';
import { decodeCursor, encodeCursor, pageLimit, pageOffset } from '../../lib/paging';
import { keptCount } from '../counters/kept-counts';
import { voyageFootprint } from '../matching/slot-footprint';
import { moneyOf } from '../ship-offerings/ship-offerings.dto';
import { type FleetById, fleetByVessel } from '../vessels/fleet-figures.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

type OfferingPart = Pick<
  ShipOfferingRow,
  | 'id'
  | 'shipName'
  | 'originPort'
  | 'destinationPort'
  | 'departureDate'
  | 'arrivalDate'
  | 'pricePerTeu'
  | 'priceCurrency'
  | 'companyName'
  | 'teuCapacity'
  | 'vesselId'
>;

/** The offering's columns a booking's DTO shows (a page reads only these, not the whole row). */
const offeringPart = {
  id: shipOfferings.id,
  shipName: shipOfferings.shipName,
  originPort: shipOfferings.originPort,
  destinationPort: shipOfferings.destinationPort,
  departureDate: shipOfferings.departureDate,
  arrivalDate: shipOfferings.arrivalDate,
  pricePerTeu: shipOfferings.pricePerTeu,
  priceCurrency: shipOfferings.priceCurrency,
  companyName: shipOfferings.companyName,
  teuCapacity: shipOfferings.teuCapacity,
  vesselId: shipOfferings.vesselId,
} satisfies Record<keyof OfferingPart, unknown>;

/** `fleet` holds the figures of the fleet vessel the offering names (fleetByVessel), for its CO2 (issue 25). */
export function toBookingDto(
  row: BookingRequestRow,
  offering: OfferingPart,
  fleet: FleetById,
): BookingRequest {
  return {
    id: row.id,
    shipOfferingId: row.shipOfferingId,
    requesterId: row.requesterId,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    companyName: row.companyName,
    requestedTEU: row.requestedTeu,
    boxMix: row.boxMix,
    commodity: row.commodity,
    cargoDescription: row.cargoDescription,
    specialRequirements: row.specialRequirements,
    urgencyLevel: row.urgencyLevel,
    currency: row.currency,
    maxBudget: row.maxBudget === null ? null : moneyOf(row.maxBudget),
    flexibleDates: row.flexibleDates,
    status: row.status,
    declineReason: row.declineReason,
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    createdAt: iso(row.createdAt),
    counter:
      row.status === 'countered' && row.counterPricePerTeu !== null && row.counterTeu !== null
        ? {
            pricePerTEU: moneyOf(row.counterPricePerTeu),
            teu: row.counterTeu,
            departureDate: iso(row.counterDeparture ?? offering.departureDate),
            note: row.counterNote,
          }
        : null,
    agreement:
      row.reference && row.agreedAt && row.agreedPricePerTeu !== null && row.agreedTeu !== null
        ? {
            pricePerTEU: moneyOf(row.agreedPricePerTeu),
            teu: row.agreedTeu,
            departureDate: iso(row.agreedDeparture ?? offering.departureDate),
            reference: row.reference,
            agreedAt: iso(row.agreedAt),
          }
        : null,
    offering: {
      id: offering.id,
      shipName: offering.shipName,
      originPort: offering.originPort,
      destinationPort: offering.destinationPort,
      departureDate: iso(offering.departureDate),
      arrivalDate: offering.arrivalDate ? iso(offering.arrivalDate) : null,
      pricePerTEU: moneyOf(offering.pricePerTeu),
      priceCurrency: offering.priceCurrency,
      companyName: offering.companyName,
    },
    // The voyage's figure as its card shows it (ship-offerings.dto.ts), times the TEU requested.
    co2: bookedCo2(voyageFootprint(offering, fleet), row.requestedTeu),
  };
}

/** Booking requests with their voyage, newest first. */
export async function findBookingRequests(db: Db, where: SQL) {
  const rows = await db
    .select({ request: shipBookingRequests, offering: shipOfferings })
    .from(shipBookingRequests)
    .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
    .where(where)
    .orderBy(desc(shipBookingRequests.createdAt), desc(shipBookingRequests.id));
  const fleet = await fleetByVessel(
    db,
    rows.map((r) => r.offering.vesselId),
  );
  return rows.map((r) => toBookingDto(r.request, r.offering, fleet));
}

export type BookingRequestListKind = 'my' | 'incoming';

/**
 * The requests the user made, or the requests on the owner's offerings, by the owner kept on each request (migration
 * 0020), so both lists are read in their order from an index of this table (a placeholder in a prepared statement).
 */
export const bookingListWhere = (kind: BookingRequestListKind, userId: string | Placeholder) =>
  kind === 'my'
    ? eq(shipBookingRequests.requesterId, userId)
    : eq(shipBookingRequests.offeringOwnerId, userId);

/**
 * A page of one user's booking requests (`kind`) with their voyage, by request date (the id breaks ties), carrying
 * the total across pages, and that total alone (a page past the end), unexecuted, with placeholders for their
 * values (bookingRequestValues; booking-requests-plans.test.ts checks their plans). With a cursor (`after`, issue
 * 28) the page starts after the row it names, where the index points; else at the page's offset. The requester's
 * unfiltered total is their kept count.
 */
export function bookingRequestPageQueries(
  db: Db,
  kind: BookingRequestListKind,
  q: Pick<BookingRequestListParams, 'status' | 'shipOfferingId' | 'order' | 'after' | 'page' | 'pageSize'>,
) {
  const filter = and(
    bookingListWhere(kind, sql.placeholder('userId')),
    q.status ? eq(shipBookingRequests.status, sql.placeholder('status')) : undefined,
    q.shipOfferingId ? eq(shipBookingRequests.shipOfferingId, sql.placeholder('offeringId')) : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  const total =
    kind === 'my' && !q.status && !q.shipOfferingId
      ? keptCount(db, userCounters.bookingRequests, sql.placeholder('userId'))
      : // Every request has its voyage (a cascading foreign key): the count reads the requests' index alone.
        db.select({ n: count() }).from(shipBookingRequests).where(filter);
  const after =
    q.after === undefined
      ? undefined
      : sql`(${shipBookingRequests.createdAt}, ${shipBookingRequests.id}) ${sql.raw(q.order === 'asc' ? '>' : '<')} (${sql.placeholder('afterKey')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
  // The page's rows in order: the same for the page and for its fingerprint (kept-pages.ts).
  const inPage = <T extends PgSelect>(rows: T) => {
    const page = rows
      .where(and(filter, after))
      .orderBy(direction(shipBookingRequests.createdAt), direction(shipBookingRequests.id))
      .limit(pageLimit(q.pageSize));
    // The first page (and a page after a cursor) has no offset: its generic plan is then used (pageLimit).
    return after || pageOffset(q) === 0 ? page : page.offset(sql.placeholder('offset'));
  };
  const totalColumn = sql<number>`(${total})`;
  return {
    page: inPage(
      db
        .select({
          request: shipBookingRequests,
          offering: offeringPart,
          key: sql<string>`${shipBookingRequests.createdAt}::text`,
          total: totalColumn,
        })
        .from(shipBookingRequests)
        .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
        .$dynamic(),
    ),
    // What the page is built from, alone: the same rows, one narrow column each.
    fingerprint: inPage(
      db
        .select({ total: totalColumn, fp: rowVersions })
        .from(shipBookingRequests)
        .innerJoin(shipOfferings, eq(shipOfferings.id, shipBookingRequests.shipOfferingId))
        .$dynamic(),
    ),
    total,
  };
}

/**
 * The versions a booking's DTO is built from: the request's, its voyage's and the fleet vessel's row (the CO2 per
 * TEU comes from its figures). PostgreSQL gives every row version written the writer's transaction id (`xmin`).
 */
const rowVersions = sql<string>`concat_ws(':', ${shipBookingRequests.id}, "ship_booking_requests"."xmin", "ship_offerings"."xmin", (select "vessels"."xmin"::text from "vessels" where "vessels"."id" = ${shipOfferings.vesselId}))`;

/** The values of bookingRequestPageQueries' placeholders; a malformed cursor is a 400. */
export function bookingRequestValues(userId: string, q: BookingRequestListParams) {
  const after = q.after === undefined ? undefined : decodeCursor(q.after, 2);
  if (after === null) throw fieldError('after', 'invalid');
  return {
    userId,
    status: q.status,
    offeringId: q.shipOfferingId,
    limit: q.pageSize,
    offset: pageOffset(q),
    afterKey: after?.[0],
    afterId: after?.[1],
  };
}

/** The named statements of one shape of page (kind, filters, order, paging, size), each prepared once. */
export function bookingPageStatements(db: Db, kind: BookingRequestListKind, q: BookingRequestListParams) {
  const paging = q.after !== undefined ? 'after' : pageOffset(q) === 0 ? 'first' : 'offset';
  const shape = `${kind}_${q.status ? 's' : ''}${q.shipOfferingId ? 'o' : ''}_${q.order}_${paging}_${q.pageSize}`;
  const queries = () => bookingRequestPageQueries(db, kind, q);
  return {
    shape,
    page: prepared(db, `booking_requests_${shape}`, () => queries().page),
    fingerprint: prepared(db, `booking_requests_fp_${shape}`, () => queries().fingerprint),
    total: prepared(db, `booking_requests_count_${shape}`, () => queries().total),
  };
}

/**
 * One page of the user's booking requests (`kind`) with their voyage, the total and the next page's cursor while
 * the page is full; kept as sent while the rows it shows are unchanged (kept-pages.ts).
 */
export async function findBookingRequestPage(
  db: Db,
  kind: BookingRequestListKind,
  userId: string,
  q: BookingRequestListParams,
) {
  const values = bookingRequestValues(userId, q);
  const statements = bookingPageStatements(db, kind, q);
  return keptBookingPages.read(
    `${statements.shape}:${JSON.stringify(values)}`,
    async () => pageFingerprint(await statements.fingerprint.execute(values)),
    async () => {
      const rows = await statements.page.execute(values);
      let total = rows.length > 0 ? Number(rows[0].total) : 0;
      // Past the last page no row carries the total: ask for it alone.
      if (rows.length === 0 && (values.offset > 0 || q.after !== undefined))
        total = Number((await statements.total.execute(values))[0].n);
      const fleet = await fleetByVessel(
        db,
        rows.map((r) => r.offering.vesselId),
      );
      const last = rows.length === q.pageSize ? rows[rows.length - 1] : undefined;
      return {
        total,
        next: last ? encodeCursor([last.key, last.request.id]) : null,
        body: rows.map((r) => toBookingDto(r.request, r.offering, fleet)),
      };
    },
  );
}

/** Each user's recently read booking pages (kept-pages.ts): about 20 kB each at the default size. */
const keptBookingPages = keptPages(500);
