import type { MatchableCapacity, MatchableRequest } from '@shared/domain/matching/score';
import type { ShipParticulars } from '@shared/domain/matching/ship-fit';
import { type Currency, convertCents, type DatedRate, numericToCents } from '@shared/domain/money';
import { dgClassesOf, reeferBoxes } from '@shared/schemas/box-mix';
import type { CargoType, EquipmentType } from '@shared/schemas/matching';
import { and, arrayContains, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CargoRequestRow,
  cargoRequests,
  shipOfferings,
  users,
  type VesselAvailabilityRow,
  vesselAvailabilities,
  vessels,
} from '../../db/schema';
import { portsNear } from './port-proximity';

/**
 * An open availability with its free TEU (its own, or its ship offering's: one pool) and the particulars of the
 * fleet vessel behind it (null when made without one).
 */
export type Capacity = {
  row: VesselAvailabilityRow;
  free: number;
  ship: (ShipParticulars & { id: string }) | null;
};

/** Free TEU of an availability row joined with its (optional) ship offering. */
export const freeTeuSql =
  sql<number>`coalesce(${shipOfferings.availableCapacity}, ${vesselAvailabilities.availableTeu})`.mapWith(
    Number,
  );

/**
 * The fleet vessel behind an availability: the one it names, or its ship offering's (a left join on the vessel's
 * primary key; the offering must be joined too).
 */
export const capacityVesselJoin = eq(
  vessels.id,
  sql`coalesce(${vesselAvailabilities.vesselId}, ${shipOfferings.vesselId})`,
);

/** What a Capacity selects: the row, its free TEU and its vessel's particulars (null without a vessel). */
export const capacityColumns = {
  row: vesselAvailabilities,
  free: freeTeuSql,
  ship: {
    id: vessels.id,
    reeferPlugs: vessels.reeferPlugs,
    iceClass: vessels.iceClass,
    dgClasses: vessels.dgClasses,
  },
};

/** The account can trade: approved, or an administrator. */
const tradingUser = or(eq(users.approvalStatus, 'approved'), inArray(users.role, ['admin', 'super_admin']));

/** Offered now: available, not departed, and when made from a ship offering, that offering is approved and active. */
export const openCapacityWhere = (now: Date) =>
  and(
    eq(vesselAvailabilities.status, 'available'),
    gte(vesselAvailabilities.departureDate, now),
    or(
      isNull(vesselAvailabilities.shipOfferingId),
      and(eq(shipOfferings.approvalStatus, 'approved'), eq(shipOfferings.status, 'active')),
    ),
    tradingUser,
  );

export const openRequestWhere = (now: Date) =>
  and(eq(cargoRequests.status, 'pending'), gte(cargoRequests.latestArrivalDate, now), tradingUser);

const unique = (list: string[]) => [...new Set(list)];

/**
 * Availabilities that can carry a request: departing from its port, an alternative or a nearby port, to the same
 * on the other end, with windows that can overlap and enough free TEU. One indexed range read on
 * (origin, destination, departure) over the few port pairs, never a scan.
 */
export async function capacitiesFor(db: Db, r: CargoRequestRow, now: Date, where?: SQL): Promise<Capacity[]> {
  const origins = unique([r.originPort, ...r.alternativeOrigins, ...portsNear(r.originPort)]);
  const destinations = unique([
    r.destinationPort,
    ...r.alternativeDestinations,
    ...portsNear(r.destinationPort),
  ]);
  const rows = await db
    .select(capacityColumns)
    .from(vesselAvailabilities)
    .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
    .leftJoin(vessels, capacityVesselJoin)
    .innerJoin(users, eq(users.id, vesselAvailabilities.ownerId))
    .where(
      and(
        openCapacityWhere(now),
        inArray(vesselAvailabilities.originPort, origins),
        inArray(vesselAvailabilities.destinationPort, destinations),
        lte(vesselAvailabilities.departureDate, r.latestArrivalDate),
        gte(vesselAvailabilities.arrivalDate, r.preferredDepartureDate),
        gte(freeTeuSql, r.requestedTeu),
        r.userId ? ne(vesselAvailabilities.ownerId, r.userId) : undefined,
        where,
      ),
    );
  return rows;
}

/**
 * Pending requests an availability can carry: their main port near the voyage's port, or the voyage's port among
 * their alternatives (GIN index), on both ends; windows that can overlap; requested TEU within the free TEU.
 */
export async function requestsFor(db: Db, c: Capacity, now: Date): Promise<CargoRequestRow[]> {
  const a = c.row;
  const rows = await db
    .select({ row: cargoRequests })
    .from(cargoRequests)
    .innerJoin(users, eq(users.id, cargoRequests.userId))
    .where(
      and(
        openRequestWhere(now),
        or(
          inArray(cargoRequests.originPort, portsNear(a.originPort)),
          arrayContains(cargoRequests.alternativeOrigins, [a.originPort]),
        ),
        or(
          inArray(cargoRequests.destinationPort, portsNear(a.destinationPort)),
          arrayContains(cargoRequests.alternativeDestinations, [a.destinationPort]),
        ),
        lte(cargoRequests.preferredDepartureDate, a.arrivalDate),
        gte(cargoRequests.latestArrivalDate, a.departureDate),
        lte(cargoRequests.requestedTeu, c.free),
        a.ownerId ? ne(cargoRequests.userId, a.ownerId) : undefined,
      ),
    );
  return rows.map((r) => r.row);
}

/**
 * Prices and budgets keep the currency they were entered in (PRODUCT.md 37); matching compares them in USD cents,
 * converted at the one dated rate (shared/domain/money.ts convertCents). Without a rate they stay as entered.
 */
const usdCents = (numeric: string, currency: Currency, rate: DatedRate | null) =>
  rate ? convertCents(numericToCents(numeric), currency, 'USD', rate) : numericToCents(numeric);

export const asMatchableCapacity = (c: Capacity, rate: DatedRate | null): MatchableCapacity => ({
  ownerId: c.row.ownerId,
  originPort: c.row.originPort,
  destinationPort: c.row.destinationPort,
  departureDate: new Date(c.row.departureDate),
  arrivalDate: new Date(c.row.arrivalDate),
  availableTEU: c.free,
  priceCents: usdCents(c.row.pricePerTeu, c.row.priceCurrency, rate),
  cargoTypes: c.row.cargoTypes as CargoType[],
  specialEquipment: c.row.specialEquipment as EquipmentType[],
  ship: c.ship,
});

export const asMatchableRequest = (r: CargoRequestRow, rate: DatedRate | null): MatchableRequest => ({
  userId: r.userId,
  originPort: r.originPort,
  destinationPort: r.destinationPort,
  alternativeOrigins: r.alternativeOrigins,
  alternativeDestinations: r.alternativeDestinations,
  requestedTEU: r.requestedTeu,
  cargoType: r.cargoType,
  requiredEquipment: r.requiredEquipment as EquipmentType[],
  earliest: new Date(r.preferredDepartureDate),
  latest: new Date(r.latestArrivalDate),
  maxPriceCents: r.maxPricePerTeu === null ? null : usdCents(r.maxPricePerTeu, r.maxPriceCurrency, rate),
  reeferBoxes: reeferBoxes(r.boxMix ?? []),
  dgClasses: dgClassesOf(r.boxMix ?? []),
});
