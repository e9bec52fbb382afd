import { OFFERINGS_PAGE_SIZE_MAX, type OwnOfferingListParams } from '@shared/schemas/ship-offerings';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { shipOfferings, userCounters } from '../../db/schema';
import { fieldError } from '../../lib/field-error';
import { pageFingerprint } from '../../lib/kept-pages';
import { decodeCursor, encodeCursor, pageOffset } from '../../lib/paging';
import { keptCount } from '../counters/kept-counts';
import { figureJoins } from './ship-offerings.repository';

// The owner's own list (Ship management): its statements, page plans and fingerprints (issue 28). The public
// list and the figures every list shares are in ship-offerings.repository.ts.

const ownSortColumns = { created: 'createdAt', departure: 'departureDate' } as const;

/**
 * The owner's list's statements, unexecuted, with placeholders for their values (ownOfferingValues): `page` is one
 * page of the owner's offerings with their booking figures and the count across pages; `total` alone serves a
 * page past the end (own-offerings-plans.test.ts checks their plans). The page is cut first (served by the
 * ship_offerings_owner_* indexes, the count an uncorrelated subquery), and only its rows get their figures, so
 * a page costs one round trip. With a cursor (`after`, issue 28) the page starts after the row it names, where
 * the index points, however deep; else at the page's offset.
 */
export function ownOfferingsQueries(db: Db, q: OwnOfferingListParams) {
  const direction = q.order === 'desc' ? desc : asc;
  const sortColumn = shipOfferings[ownSortColumns[q.sort]];
  const filter = ownOfferingsWhere(q);
  // Unfiltered, the total is the owner's kept count (issue 28), not a count of their whole history.
  const unfiltered = !q.approvalStatus && !q.status && q.upcoming === undefined;
  const total = unfiltered
    ? keptCount(db, userCounters.offerings, sql.placeholder('ownerId'))
    : db.select({ n: count() }).from(shipOfferings).where(filter);
  const after =
    q.after === undefined
      ? undefined
      : sql`(${sortColumn}, ${shipOfferings.id}) ${sql.raw(q.order === 'desc' ? '<' : '>')} (${sql.placeholder('afterKey')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;
  // The page's ids are cut from the owner's index alone (an index-only scan where the visibility map allows),
  // and only those rows are read: a numbered page deep in the history walks index entries, not rows. The cut
  // computes nothing per entry it skips (issue 28: the cursor's key as text, formatted for each of the 9,600
  // entries before page 800, took half its time): the key is formatted for the page's rows only, below.
  // The page size is written into the statement (a validated integer; one statement per size): with a
  // placeholder the planner assumes a tenth of the owner's offerings reach the joins, so a generic plan looked
  // dearer than planning afresh, and every call was planned again (~1 ms each). The first page has no offset
  // for the same reason: a generic plan then costs what a custom one does.
  const inPage = <T extends PgSelect>(rows: T) => {
    const cut = rows
      .where(and(filter, after))
      .orderBy(direction(sortColumn), direction(shipOfferings.id))
      // Drizzle binds a number as a parameter; a raw SQL chunk is written as it is.
      .limit(sql.raw(String(pageSizeOf(q))) as unknown as number);
    return after || pageOffset(q) === 0 ? cut : cut.offset(sql.placeholder('offset'));
  };
  const pageId = sql<string>`${shipOfferings.id}`.as('page_id');
  const totalColumn = sql<number>`(${total})`.as('total');
  const page = inPage(db.select({ pageId, total: totalColumn }).from(shipOfferings).$dynamic()).as('page');
  // Each row by its key (a lateral join): a prepared statement's generic plan cannot tell how few ids the page
  // holds and would otherwise hash-join the whole table (the limit keeps the subquery from being flattened).
  const row = db
    .select()
    .from(shipOfferings)
    .where(eq(shipOfferings.id, page.pageId))
    .limit(1)
    .as('offering');
  const figures = figureJoins(db, row.id);
  return {
    page: db
      .select({
        offering: row._.selectedFields,
        key: sql<string>`${row[ownSortColumns[q.sort]]}::text`,
        total: page.total,
        ...figures.fields,
      })
      .from(page)
      .innerJoinLateral(row, sql`true`)
      .leftJoinLateral(figures.requests, sql`true`)
      .leftJoinLateral(figures.matches, sql`true`)
      .orderBy(direction(row[ownSortColumns[q.sort]]), direction(row.id)),
    fingerprint: ownOfferingsFingerprint(db, q, inPage, totalColumn),
    total,
  };
}

/**
 * What a page of the owner's list is built from, alone (server/lib/kept-pages.ts): the same cut of ids, and for
 * each row the versions of the offering's and its fleet vessel's rows (`xmin`) and its booking figures, which
 * change without the offering's row changing.
 */
function ownOfferingsFingerprint(
  db: Db,
  q: OwnOfferingListParams,
  inPage: <T extends PgSelect>(rows: T) => T,
  totalColumn: SQL.Aliased<number>,
) {
  const direction = q.order === 'desc' ? desc : asc;
  const page = inPage(
    db
      .select({
        pageId: sql<string>`${shipOfferings.id}`.as('page_id'),
        sortKey: sql`${shipOfferings[ownSortColumns[q.sort]]}`.as('sort_key'),
        total: totalColumn,
      })
      .from(shipOfferings)
      .$dynamic(),
  ).as('page');
  const row = db
    .select({
      id: shipOfferings.id,
      vesselId: shipOfferings.vesselId,
      version: sql<string>`"ship_offerings"."xmin"::text`.as('row_version'),
    })
    .from(shipOfferings)
    .where(eq(shipOfferings.id, page.pageId))
    .limit(1)
    .as('offering');
  const figures = figureJoins(db, row.id);
  const { bookedTEU, pendingRequests, requestCount } = figures.fields;
  return db
    .select({
      fp: sql<string>`concat_ws(':', ${row.id}, ${row.version}, ${bookedTEU}, ${pendingRequests}, ${requestCount}, (select "vessels"."xmin"::text from "vessels" where "vessels"."id" = ${row.vesselId}))`,
      total: page.total,
    })
    .from(page)
    .innerJoinLateral(row, sql`true`)
    .leftJoinLateral(figures.requests, sql`true`)
    .leftJoinLateral(figures.matches, sql`true`)
    .orderBy(direction(page.sortKey), direction(page.pageId));
}

/** The page size as written into the owner's list's statement: an integer from 1 to the schema's maximum. */
function pageSizeOf(q: OwnOfferingListParams) {
  if (!Number.isInteger(q.pageSize) || q.pageSize < 1 || q.pageSize > OFFERINGS_PAGE_SIZE_MAX)
    throw fieldError('pageSize', 'invalid');
  return q.pageSize;
}

/** The values of ownOfferingsQueries' placeholders; a malformed cursor is a 400. */
export function ownOfferingValues(ownerId: string, q: OwnOfferingListParams, now: Date) {
  const after = q.after === undefined ? undefined : decodeCursor(q.after, 2);
  if (after === null) throw fieldError('after', 'invalid');
  return {
    ownerId,
    approvalStatus: q.approvalStatus,
    status: q.status,
    now,
    offset: pageOffset(q),
    afterKey: after?.[0],
    afterId: after?.[1],
  };
}

/**
 * How a page of the owner's list is read: its statements' shape (`q`), their values, and, for a page read from the
 * list's far end, how many of the rows read are the page's (`take`; they come in the opposite order). A numbered
 * page in the second half of the unfiltered list is read from its end, skipping the fewer entries (page 800 of
 * 834 skips 400 instead of 9,588; issue 28): its total is the kept count, one primary-key read, which also tells
 * a page past the end. A filtered list would have to count its rows for it, and keeps reading from the start.
 */
export type OwnPageRead = {
  q: OwnOfferingListParams;
  values: OwnOfferingValues;
  take?: number;
  /** The total, when it shows the page is past the end (there is nothing more to read). */
  pastEnd?: number;
};
type OwnOfferingValues = ReturnType<typeof ownOfferingValues>;

export async function planOwnPage(
  db: Db,
  ownerId: string,
  q: OwnOfferingListParams,
  now: Date,
): Promise<OwnPageRead> {
  const values = ownOfferingValues(ownerId, q, now);
  const unfiltered = !q.approvalStatus && !q.status && q.upcoming === undefined;
  if (!unfiltered || q.after !== undefined || values.offset === 0) return { q, values };
  const total = Number((await ownOfferingStatements(db, q).total.execute(values))[0].n);
  if (values.offset >= total) return { q, values, pastEnd: total };
  if (values.offset <= total / 2) return { q, values };
  return {
    q: { ...q, order: q.order === 'desc' ? 'asc' : 'desc' },
    values: { ...values, offset: Math.max(0, total - values.offset - q.pageSize) },
    take: Math.min(q.pageSize, total - values.offset),
  };
}

/** Rows as read (planOwnPage) in the page's order. */
const inPageOrder = <T>(read: OwnPageRead, rows: T[]) =>
  read.take === undefined ? rows : rows.slice(0, read.take).reverse();

/**
 * One page of the owner's offerings with their booking figures, the count across pages and the next page's
 * cursor while the page is full, in one prepared statement per filter and sort (issue 11 §2, ownOfferingsQueries).
 */
export async function findOwnOfferingRows(db: Db, read: OwnPageRead, pageSize: number) {
  const statements = ownOfferingStatements(db, read.q);
  const rows = inPageOrder(read, await statements.page.execute(read.values));
  if (rows.length > 0) {
    const last = rows.length === pageSize ? rows[rows.length - 1] : undefined;
    return {
      rows: rows.map(({ offering, bookedTEU, pendingRequests, requestCount }) => ({
        offering,
        figures: { bookedTEU, pendingRequests, requestCount },
      })),
      total: Number(rows[0].total),
      next: last ? encodeCursor([last.key, last.offering.id]) : null,
    };
  }
  // Past the last page no row carries the count: ask for it alone.
  const total =
    read.values.offset === 0 && read.q.after === undefined
      ? 0
      : Number((await statements.total.execute(read.values))[0].n);
  return { rows: [], total, next: null };
}

/** The named statements of one shape of the owner's list (filters, sort, order, size, paging), each prepared once. */
export function ownOfferingStatements(db: Db, q: OwnOfferingListParams) {
  const filters = `${q.approvalStatus ? 'a' : ''}${q.status ? 's' : ''}${q.upcoming === 'true' ? 'u' : q.upcoming === 'false' ? 'p' : ''}`;
  const paging = q.after !== undefined ? '_after' : pageOffset(q) === 0 ? '_first' : '';
  const shape = `${filters}_${q.sort}_${q.order}_${q.pageSize}${paging}`;
  const queries = () => ownOfferingsQueries(db, q);
  return {
    page: prepared(db, `own_offerings_${shape}`, () => queries().page),
    fingerprint: prepared(db, `own_offerings_fp_${shape}`, () => queries().fingerprint),
    total: prepared(db, `own_offerings_count_${filters}`, () => queries().total),
  };
}

/** The fingerprint of a page of the owner's list (kept-pages.ts), read now. */
export async function ownOfferingsPageFingerprint(db: Db, read: OwnPageRead) {
  return pageFingerprint(
    inPageOrder(read, await ownOfferingStatements(db, read.q).fingerprint.execute(read.values)),
  );
}

/** The filter of the owner's list with placeholders for its values (ownerId, approvalStatus, status, now). */
function ownOfferingsWhere(q: OwnOfferingListParams) {
  const now = sql.placeholder('now');
  const where: SQL[] = [eq(shipOfferings.ownerId, sql.placeholder('ownerId'))];
  if (q.approvalStatus) where.push(eq(shipOfferings.approvalStatus, sql.placeholder('approvalStatus')));
  if (q.status) where.push(eq(shipOfferings.status, sql.placeholder('status')));
  if (q.upcoming === 'true') where.push(gte(shipOfferings.departureDate, now));
  if (q.upcoming === 'false') where.push(lt(shipOfferings.departureDate, now));
  return and(...where);
}
