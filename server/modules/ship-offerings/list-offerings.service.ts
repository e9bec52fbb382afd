import { isDemoOwnerEmail } from '@shared/domain/demo';
import type { DatedRate } from '@shared/domain/money';
import { offeredCapacity } from '@shared/domain/utilization';
import { isAdminRole } from '@shared/schemas/auth';
import {
  type OwnOfferingListParams,
  type OwnOfferingSummary,
  type ShipOffering,
  type ShipOfferingListParams,
  shipOfferingListQuerySchema,
} from '@shared/schemas/ship-offerings';
import type { VesselParticulars } from '@shared/schemas/vessels';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { type EncodedJson, encodeJson } from '../../lib/encoded-json';
import { notFound } from '../../lib/errors';
import { keptPages } from '../../lib/kept-pages';
import { perApp } from '../../lib/route-declaration';
import { keptOfferingSummary } from '../counters/offering-summary';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { keptCurrentRate } from '../money/kept-rate';
import { type FleetById, fleetByVessel } from '../vessels/fleet-figures.repository';
import { particularsByVessel } from '../vessels/vessel-particulars.repository';
import { findDemoOwners } from './demo-owners';
import { LIST_TTL_MS, listCache } from './list-cache';
import { findOwnOfferingRows, ownOfferingsPageFingerprint, planOwnPage } from './own-offerings.repository';
import { toOfferingDto, toOwnOfferingDto } from './ship-offerings.dto';
import { figuresFor, findListedOfferings, getOfferingRow, isListed } from './ship-offerings.repository';

export type Viewer = Express.User | undefined;

/** Contact details are for signed-in, approved users only; the list itself is public. */
const seesContacts = (viewer: Viewer) =>
  !!viewer && (isAdminRole(viewer.role) || viewer.approvalStatus === 'approved');

type KeptPage = Awaited<ReturnType<typeof findListedOfferings>> & {
  /** The page's owners with demo accounts (their email came with the page: no second query for the badge). */
  demoOwners: ReadonlySet<string>;
  /** The particulars of the page's fleet vessels (issue 23). */
  particulars: ReadonlyMap<string, VesselParticulars>;
  /** The figures of the page's fleet vessels, for their CO2 and all-in price (issue 25). */
  fleet: FleetById;
  /** The dated rate the page's all-in prices convert a EUR freight at (PRODUCT.md 37). */
  rate: DatedRate | null;
  /** The answer as sent, per view, made the first time a caller with that view asks. */
  answers: { public?: EncodedJson; contacts?: EncodedJson };
};

type ListPage = { total: number } & ({ answer: EncodedJson } | { items: ShipOffering[] });

/**
 * The public list (issue 11): a page is read once per second and per question for everyone (./list-cache.ts), and
 * kept as sent (serialised and compressed once) for each of its two views, with or without contact details.
 * A caller whose own voyages are on the page gets it built for them (their ids on their voyages).
 */
export function offeringLists(deps: AppDeps) {
  const pages = listCache<KeptPage>({ ttlMs: LIST_TTL_MS, capacity: 500 });
  return {
    async page(viewer: Viewer, query: ShipOfferingListParams): Promise<ListPage> {
      const now = deps.clock();
      const page = await pages(JSON.stringify(query), now.getTime(), async () => {
        const rate = await getCurrentRate(deps.database.db);
        const { rows, total } = await findListedOfferings(deps.database.db, query, now, rate);
        const demoOwners = new Set(
          rows.flatMap((r) =>
            r.offering.ownerId && isDemoOwnerEmail(r.ownerEmail ?? '') ? [r.offering.ownerId] : [],
          ),
        );
        const particulars = await particularsByVessel(
          deps.database.db,
          rows.map((r) => r.offering.vesselId),
        );
        const fleet = await fleetByVessel(
          deps.database.db,
          rows.map((r) => r.offering.vesselId),
        );
        return { rows, total, demoOwners, particulars, fleet, rate, answers: {} };
      });
      const audience = {
        showContact: seesContacts(viewer),
        viewerId: viewer?.id,
        demoOwners: page.demoOwners,
        particulars: page.particulars,
        fleet: page.fleet,
        rate: page.rate,
      };
      const items = () => page.rows.map((r) => toOfferingDto(r.offering, audience));
      if (viewer && page.rows.some((r) => r.offering.ownerId === viewer.id)) {
        return { total: page.total, items: items() };
      }
      const view = audience.showContact ? 'contacts' : 'public';
      page.answers[view] ??= encodeJson(items());
      return { total: page.total, answer: page.answers[view] };
    },
  };
}

/** The public list's kept pages, one cache per app: the list route and the figures that quote its total. */
export const keptOfferingLists = perApp(offeringLists);

const DEFAULT_LIST = shipOfferingListQuerySchema.parse({});

/**
 * How many offerings the public list shows now: the total of its first page as kept (list-cache.ts), so the
 * dashboard's figure is the list's, read from the database at most once a second per app (issue 28).
 */
export async function listedOfferingCount(deps: AppDeps) {
  return (await keptOfferingLists(deps).page(undefined, DEFAULT_LIST)).total;
}

/**
 * One page of the owner's offerings with their booking figures (one statement: findOwnOfferingRows) and the next
 * page's cursor; the rate and the vessels' figures are read beside it. Kept as sent while its fingerprint (the
 * rows' versions and figures, the total, the rate in use) is unchanged (server/lib/kept-pages.ts, issue 28).
 */
export async function findOwnOfferings(deps: AppDeps, ownerId: string, query: OwnOfferingListParams) {
  const { db } = deps.database;
  const now = deps.clock();
  const [rate, read] = await Promise.all([keptCurrentRate(deps), planOwnPage(db, ownerId, query, now)]);
  if (read.pastEnd !== undefined) return { total: read.pastEnd, body: [], next: null };
  return keptOwnPages.read(
    `${ownerId}:${JSON.stringify(query)}`,
    async () => {
      const versions = await ownOfferingsPageFingerprint(db, read);
      return versions === null ? null : `${versions}|${JSON.stringify(rate)}`;
    },
    async () => {
      const { rows, total, next } = await findOwnOfferingRows(db, read, query.pageSize);
      const vesselIds = rows.map((r) => r.offering.vesselId);
      const [particulars, fleet] = await Promise.all([
        particularsByVessel(db, vesselIds),
        fleetByVessel(db, vesselIds),
      ]);
      return {
        body: rows.map((r) => toOwnOfferingDto(r.offering, r.figures, { particulars, fleet, rate })),
        total,
        next,
      };
    },
  );
}

/** Owners' recently read pages of their list: about 14 kB each at the default size. */
const keptOwnPages = keptPages(500);

/**
 * Ship management's figures over all of the owner's offerings: kept by the database (issue 28, ADR 016), one
 * statement over the owner's counter row and deltas however long the history.
 */
export async function getOwnOfferingSummary(db: Db, ownerId: string): Promise<OwnOfferingSummary> {
  const totals = await keptOfferingSummary(db, ownerId);
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
  const fleet = await fleetByVessel(db, [row.vesselId]);
  const rate = await getCurrentRate(db);
  if (viewer && (row.ownerId === viewer.id || isAdminRole(viewer.role))) {
    const particulars = await particularsByVessel(db, [row.vesselId]);
    return toOwnOfferingDto(row, (await figuresFor(db, [id])).get(id)!, {
      demoOwners,
      particulars,
      fleet,
      rate,
    });
  }
  if (!isListed(row, deps.clock())) throw notFound('Ship offering');
  const particulars = await particularsByVessel(db, [row.vesselId]);
  return toOfferingDto(row, {
    showContact: seesContacts(viewer),
    viewerId: viewer?.id,
    demoOwners,
    particulars,
    fleet,
    rate,
  });
}
