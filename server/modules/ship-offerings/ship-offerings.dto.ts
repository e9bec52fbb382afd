import { type DatedRate, fromCents, numericToCents } from '@shared/domain/money';
import { findPort } from '@shared/domain/ports';
import type { OwnShipOffering, ShipOffering } from '@shared/schemas/ship-offerings';
import type { VesselParticulars } from '@shared/schemas/vessels';
import type { ShipOfferingRow } from '../../db/schema';
import { voyageFootprint } from '../matching/slot-footprint';
import type { FleetById } from '../vessels/fleet-figures.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
export const moneyOf = (numeric: string) => fromCents(numericToCents(numeric));

type Audience = {
  /** False for callers who are not signed in and approved: the public list hides contact details. */
  showContact: boolean;
  /** The caller's account id, if signed in. */
  viewerId?: string;
  /** Owners that are demo accounts (./demo-owners.ts); their voyages answer requests by themselves. */
  demoOwners?: ReadonlySet<string>;
  /** The particulars of fleet vessels by id (vessel-particulars.repository.ts), on reads. */
  particulars?: ReadonlyMap<string, VesselParticulars>;
  /** The figures of the fleet vessels the rows name (fleetByVessel): the CO2 and all-in price use them (issue 25). */
  fleet: FleetById;
  /** The dated rate (getCurrentRate): a price in EUR is converted at it for the all-in price, which is in USD. */
  rate: DatedRate | null;
};

/**
 * An offering as the public list and page show it. The owner's account id and fleet vessel id are not part
 * of what a stranger sees (issue 12); they are answered only to the owner, whose page compares `ownerId`
 * with its own id to mark "your offering".
 */
export function toOfferingDto(
  row: ShipOfferingRow,
  { showContact, viewerId, demoOwners, particulars, fleet, rate }: Audience,
): ShipOffering {
  const own = viewerId !== undefined && row.ownerId === viewerId;
  return {
    id: row.id,
    ownerId: own ? row.ownerId : null,
    vesselId: own ? row.vesselId : null,
    shipName: row.shipName,
    teuCapacity: row.teuCapacity,
    availableCapacity: row.availableCapacity,
    originPort: row.originPort,
    destinationPort: row.destinationPort,
    departureDate: iso(row.departureDate),
    arrivalDate: row.arrivalDate ? iso(row.arrivalDate) : null,
    contactName: showContact ? row.contactName : null,
    contactEmail: showContact ? row.contactEmail : null,
    contactPhone: showContact ? row.contactPhone : null,
    companyName: row.companyName,
    pricePerTEU: moneyOf(row.pricePerTeu),
    priceCurrency: row.priceCurrency,
    cargoTypes: row.cargoTypes,
    specialRequirements: row.specialRequirements,
    status: row.status,
    approvalStatus: row.approvalStatus,
    isDemo: row.ownerId !== null && (demoOwners?.has(row.ownerId) ?? false),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    footprint: voyageFootprint(row, fleet, rate),
    ...(particulars && {
      vesselParticulars: row.vesselId ? (particulars.get(row.vesselId) ?? null) : null,
    }),
  };
}

export type OfferingFigures = { bookedTEU: number; pendingRequests: number; requestCount: number };

export function toOwnOfferingDto(
  row: ShipOfferingRow,
  figures: OfferingFigures,
  { fleet, rate, demoOwners, particulars }: Pick<Audience, 'fleet' | 'rate' | 'demoOwners' | 'particulars'>,
): OwnShipOffering {
  const full = {
    ...toOfferingDto(row, { showContact: true, demoOwners, particulars, fleet, rate }),
    ownerId: row.ownerId,
    vesselId: row.vesselId,
  };
  return { ...full, rejectionReason: row.rejectionReason, ...figures };
}

const portName = (code: string) => findPort(code)?.name ?? code;

/** Parameters of the offering notification texts (server/i18n/messages.ts). */
export const offeringTextParams = (
  row: Pick<ShipOfferingRow, 'shipName' | 'originPort' | 'destinationPort' | 'departureDate'>,
) => ({
  ship: row.shipName,
  route: `${portName(row.originPort)} → ${portName(row.destinationPort)}`,
  departure: iso(row.departureDate).slice(0, 10),
});

/** Issue 24: the other party by name in what reaches a cargo owner: the owner's company, else its contact. */
export const offeringOwnerName = (row: Pick<ShipOfferingRow, 'companyName' | 'contactName'>) =>
  row.companyName || row.contactName;
