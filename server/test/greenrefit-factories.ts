import {
  defaultRefitAssumptions,
  MEASURES,
  type MeasureId,
  profileFromServiceSpeed,
  type RefitShip,
} from '@shared/domain/greenrefit';
import { findPort } from '@shared/domain/ports';
import type { AssessmentInputPayload, ShipyardPayload } from '@shared/schemas/greenrefit';
import type { Db } from '../db/client';
import { shipyards, type vessels } from '../db/schema';
import { insertVessel } from './marketplace-factories';

/** A measure as the screen first offers it: the catalogue's defaults, no running cost. */
export function measureChoice(id: MeasureId, overrides: Record<string, unknown> = {}) {
  const def = MEASURES[id];
  return {
    id,
    saving: def.saving?.default ?? null,
    parameter: def.parameter?.default ?? null,
    capexEur: def.capexEur.default,
    opexEurPerYear: 0,
    ...overrides,
  };
}

export const refitShip = (overrides: Partial<RefitShip> = {}): RefitShip => ({
  name: 'Alster Bay',
  teuCapacity: 868,
  deadweightTonnes: 11_200,
  grossTonnage: 9_100,
  yearBuilt: 2012,
  mainEnginePowerKw: 8_400,
  serviceSpeedKnots: 15.5,
  fuelTonnesPerDay: 24,
  fuelType: 'vlsfo',
  scrubberFitted: false,
  ...overrides,
});

/** A valid assessment input: a 868 TEU feeder at service speed with hull coating and a propeller redesign. */
export function assessmentInput(overrides: Partial<AssessmentInputPayload> = {}) {
  const ship = refitShip();
  return {
    ship,
    profile: profileFromServiceSpeed(ship),
    measures: [measureChoice('hull_coating'), measureChoice('propeller_redesign')],
    assumptions: defaultRefitAssumptions(2025),
    startYear: 2025,
    ...overrides,
  } satisfies AssessmentInputPayload;
}

export const assessmentBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alster Bay retrofit 2025',
  vesselId: null,
  input: assessmentInput(),
  ...overrides,
});

/** A fleet vessel with every figure given (Alster Bay, as `refitShip()`). */
export const insertFleetVessel = (db: Db, ownerId: string, o: Partial<typeof vessels.$inferInsert> = {}) =>
  insertVessel(db, ownerId, {
    name: 'Alster Bay',
    teuCapacity: 868,
    deadweightTonnes: 11_200,
    grossTonnage: 9_100,
    yearBuilt: 2012,
    mainEnginePowerKw: 8_400,
    serviceSpeedKnots: '15.5',
    fuelConsumptionTonnesPerDay: '24',
    fuelType: 'hfo',
    scrubberFitted: true,
    ...o,
  });

let seq = 0;

export const shipyardBody = (overrides: Partial<ShipyardPayload> = {}) =>
  ({
    name: `Test Werft ${++seq}`,
    port: 'DEBRV',
    certifications: ['ISO 9001', 'ISO 14001'],
    measures: ['hull_coating', 'propeller_redesign'],
    contactName: 'Hanna Schulz',
    contactEmail: 'refit@werft.example.com',
    contactPhone: '+49 471 000000',
    website: 'https://werft.example.com',
    description: 'Dry dock for feeders up to 1,500 TEU.',
    ...overrides,
  }) satisfies ShipyardPayload;

/** Inserts a shipyard directly, bypassing the admin API. */
export async function insertShipyard(db: Db, overrides: Partial<ShipyardPayload> = {}) {
  const body = shipyardBody(overrides);
  const port = findPort(body.port)!;
  const [row] = await db
    .insert(shipyards)
    .values({
      name: body.name,
      port: port.code,
      country: port.country,
      region: port.region,
      certifications: Array.isArray(body.certifications) ? body.certifications : [],
      measures: body.measures as MeasureId[],
      contactName: body.contactName ?? null,
      contactEmail: body.contactEmail,
      contactPhone: body.contactPhone ?? null,
      website: body.website ?? null,
      description: body.description ?? null,
    })
    .returning();
  return row;
}
