import { withImoCheckDigit } from '@shared/domain/imo';
import { centsToNumeric, toCents } from '@shared/domain/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shipBookingRequests, shipOfferings, vessels } from '../db/schema';
import { offeringsChanged } from '../modules/ship-offerings/list-cache';
import { withStoredCo2 } from '../modules/ship-offerings/offering-co2';
import { fleetByVessel, fleetOfVessel } from '../modules/vessels/fleet-figures.repository';

const DAY = 86_400_000;
let seq = 0;

/** A body for POST /api/ship-offerings that passes validation. */
export function offeringBody(overrides: Record<string, unknown> = {}) {
  const departure = new Date(Date.now() + 7 * DAY);
  return {
    shipName: 'Elbe Trader',
    teuCapacity: 700,
    originPort: 'DEHAM',
    destinationPort: 'NLRTM',
    departureDate: departure.toISOString(),
    arrivalDate: new Date(departure.getTime() + DAY).toISOString(),
    contactName: 'Jens Petersen',
    contactEmail: 'ops@elbe-feeder.example',
    contactPhone: '+49 40 123456',
    companyName: 'Elbe Feeder Lines',
    pricePerTEU: 150.5,
    availableCapacity: 500,
    cargoTypes: 'Dry, Reefer, ,',
    specialRequirements: 'No IMO class 1',
    ...overrides,
  };
}

/** A body for POST /api/vessels that passes validation (9074729 has a correct check digit). */
export function vesselBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Alster Bay',
    imoNumber: '9074729',
    teuCapacity: 868,
    deadweightTonnes: 11200,
    grossTonnage: 9100,
    yearBuilt: 2012,
    mainEnginePowerKw: 8400,
    serviceSpeedKnots: 15.5,
    fuelConsumptionTonnesPerDay: 24,
    fuelType: 'hfo',
    scrubberFitted: true,
    status: 'active',
    ...overrides,
  };
}

export function bookingBody(shipOfferingId: string, overrides: Record<string, unknown> = {}) {
  return {
    shipOfferingId,
    contactName: 'Carla Cargo',
    contactEmail: 'carla@shipper.example',
    contactPhone: '+31 10 555 0000',
    companyName: 'Shipper BV',
    requestedTEU: 40,
    cargoDescription: 'Machinery parts, dry',
    ...overrides,
  };
}

type OfferingOverrides = Partial<typeof shipOfferings.$inferInsert> & { price?: number };

/** Inserts an offering directly (approved by default), bypassing the API. */
export async function insertOffering(db: Db, ownerId: string, o: OfferingOverrides = {}) {
  const { price, ...rest } = o;
  const departure = o.departureDate ?? new Date(Date.now() + 7 * DAY);
  const fleet = await fleetOfVessel(db, rest.vesselId);
  const [row] = await db
    .insert(shipOfferings)
    .values(
      withStoredCo2(
        {
          ownerId,
          shipName: `Feeder ${++seq}`,
          teuCapacity: 700,
          availableCapacity: 500,
          originPort: 'DEHAM',
          destinationPort: 'NLRTM',
          departureDate: departure,
          contactName: 'Owner',
          contactEmail: 'owner@example.com',
          pricePerTeu: centsToNumeric(toCents(price ?? 150)),
          approvalStatus: 'approved',
          ...rest,
        },
        fleet,
      ),
    )
    .returning();
  offeringsChanged();
  return row;
}

export async function insertOfferings(db: Db, values: (typeof shipOfferings.$inferInsert)[]) {
  const fleet = await fleetByVessel(
    db,
    values.map((v) => v.vesselId),
  );
  const withCo2 = (v: (typeof values)[number]) =>
    withStoredCo2(v, v.vesselId ? fleet.get(v.vesselId)! : null);
  for (let i = 0; i < values.length; i += 200)
    await db.insert(shipOfferings).values(values.slice(i, i + 200).map(withCo2));
  offeringsChanged();
}

export async function insertBookingRequest(
  db: Db,
  offeringId: string,
  requesterId: string,
  o: Partial<typeof shipBookingRequests.$inferInsert> = {},
) {
  const [row] = await db
    .insert(shipBookingRequests)
    .values({
      shipOfferingId: offeringId,
      requesterId,
      contactName: 'Requester',
      contactEmail: 'requester@example.com',
      requestedTeu: 10,
      cargoDescription: 'Dry goods',
      ...o,
    })
    .returning();
  return row;
}

export async function insertVessel(db: Db, ownerId: string, o: Partial<typeof vessels.$inferInsert> = {}) {
  const [row] = await db
    .insert(vessels)
    .values({ ownerId, name: `Vessel ${++seq}`, imoNumber: '9074729', teuCapacity: 700, ...o })
    .returning();
  return row;
}

export const offeringRow = async (db: Db, id: string) =>
  (await db.select().from(shipOfferings).where(eq(shipOfferings.id, id)))[0];
export const bookingRow = async (db: Db, id: string) =>
  (await db.select().from(shipBookingRequests).where(eq(shipBookingRequests.id, id)))[0];

/** Six digits plus their IMO check digit. */
export const validImo = withImoCheckDigit;
