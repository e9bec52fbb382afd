import { isDemoOwnerEmail } from '@shared/domain/demo';
import { offeredCapacity } from '@shared/domain/utilization';
import { isAdminRole } from '@shared/schemas/auth';
import type {
  OwnOfferingListParams,
  OwnOfferingSummary,
  ShipOfferingListParams,
} from '@shared/schemas/ship-offerings';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type EncodedJson, encodeJson } from '../../lib/encoded-json';
import { notFound } from '../../lib/errors';
import { findDemoOwners } from './demo-owners';
import { LIST_TTL_MS, listCache } from './list-cache';
import { toOfferingDto, toOwnOfferingDto } from './ship-offerings.dto';
import {
  figuresFor,
  findListedOfferings,
  findOwnOfferingRows,
  getOfferingRow,
  isListed,
  ownOfferingTotals,
} from './ship-offerings.repository';

export type Viewer = Express.User | undefined;

/** Contact details are for signed-in, approved users only; the list itself is public. */
const seesContacts = (viewer: Viewer) =>
  !!viewer && (isAdminRole(viewer.role) || viewer.approvalStatus === 'approved');

type ListedPage = Awaited<ReturnType<typeof findListedOfferings>>;

function pageToDtos({ rows, total }: ListedPage, viewer: Viewer) {
  // The owner's email came with the page: no second query for the demo badge.
  const demoOwners = new Set(
    rows.flatMap((r) =>
      r.offering.ownerId && isDemoOwnerEmail(r.ownerEmail ?? '') ? [r.offering.ownerId] : [],
    ),
  );
  const audience = { showContact: seesContacts(viewer), viewerId: viewer?.id, demoOwners };
  return { items: rows.map((r) => toOfferingDto(r.offering, audience)), total };
}

/**
 * The public list (issue 11): a page is read once per second and per question for everyone (./list-cache.ts);
 * what a visitor who is not signed in receives is also kept as sent, serialised and compressed once.
 */
export function offeringLists(deps: AppDeps) {
  const options = { ttlMs: LIST_TTL_MS, capacity: 500 };
  const pages = listCache<ListedPage>(options);
  const anonymous = listCache<{ total: number; answer: EncodedJson }>(options);
  const page = (query: ShipOfferingListParams, key: string, now: Date) =>
    pages(key, now.getTime(), () => findListedOfferings(deps.database.db, query, now));
  return {
    async list(viewer: Viewer, query: ShipOfferingListParams) {
      const now = deps.clock();
      return pageToDtos(await page(query, JSON.stringify(query), now), viewer);
    },
    /** The answer for a visitor who is not signed in, ready to send. */
    publicAnswer(query: ShipOfferingListParams) {
      const now = deps.clock();
      const key = JSON.stringify(query);
      return anonymous(key, now.getTime(), async () => {
        const { items, total } = pageToDtos(await page(query, key, now), undefined);
        return { total, answer: encodeJson(items) };
      });
    },
  };
}

/** One page of the owner's offerings with their booking figures (one grouped query for the page's ids). */
export async function findOwnOfferings(deps: AppDeps, ownerId: string, query: OwnOfferingListParams) {
  const { db } = deps.database;
  const { rows, total } = await findOwnOfferingRows(db, ownerId, query, deps.clock());
  const figures = await figuresFor(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toOwnOfferingDto(row, figures.get(row.id)!)), total };
}

export async function getOwnOfferingSummary(db: Db, ownerId: string): Promise<OwnOfferingSummary> {
  const totals = await ownOfferingTotals(db, ownerId);
  // Issue 13: utilisation over the TEU offered (booked plus free), not over whole ships.
  const { percent } = offeredCapacity({
    bookedTEU: totals.bookedTeu,
    availableCapacity: totals.availableTeu,
  });
  return { ...totals, utilization: percent };
}

/** One offering: the owner and administrators see it in any status, everyone else only while it is listed. */
export async function getOffering(deps: AppDeps, viewer: Viewer, id: string) {
  const { db } = deps.database;
  const row = await getOfferingRow(db, id);
  if (!row) throw notFound('Ship offering');
  const demoOwners = await findDemoOwners(db, [row.ownerId]);
  if (viewer && (row.ownerId === viewer.id || isAdminRole(viewer.role))) {
    return toOwnOfferingDto(row, (await figuresFor(db, [id])).get(id)!, demoOwners);
  }
  if (!isListed(row, deps.clock())) throw notFound('Ship offering');
  return toOfferingDto(row, { showContact: seesContacts(viewer), viewerId: viewer?.id, demoOwners });
}
