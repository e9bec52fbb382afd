import type { FleetVesselFigures } from '@shared/domain/voyage';
import type { ImoClass } from '@shared/schemas/box-mix';
import type { Vessel, VesselParticulars } from '@shared/schemas/vessels';
import type { VesselRow } from '../../db/schema';

const decimal = (s: string | null) => (s === null ? null : Number(s));

/** What the voyage model takes from a fleet vessel (shared/domain/voyage/vessel.ts fleetVessel). */
export const fleetFigures = (row: VesselRow): FleetVesselFigures => ({
  id: row.id,
  name: row.name,
  teuCapacity: row.teuCapacity,
  grossTonnage: row.grossTonnage,
  serviceSpeedKnots: decimal(row.serviceSpeedKnots),
  fuelConsumptionTonnesPerDay: decimal(row.fuelConsumptionTonnesPerDay),
  mainEnginePowerKw: row.mainEnginePowerKw,
  fuelType: row.fuelType,
  scrubberFitted: row.scrubberFitted,
  // The passages a route may take depend on them (issue 25: the Sound's draught, the Kiel Canal's limits).
  lengthOverallM: decimal(row.lengthOverallM),
  beamM: decimal(row.beamM),
  maxDraughtM: decimal(row.maxDraughtM),
});

type ParticularColumns = Pick<
  VesselRow,
  | 'lengthOverallM'
  | 'beamM'
  | 'maxDraughtM'
  | 'reeferPlugs'
  | 'craneCount'
  | 'craneSwlTonnes'
  | 'iceClass'
  | 'dgClasses'
>;

/** The particulars as answered (offerings and capacities that name a fleet vessel carry them too). */
export const toParticulars = (row: ParticularColumns): VesselParticulars => ({
  lengthOverallM: decimal(row.lengthOverallM),
  beamM: decimal(row.beamM),
  maxDraughtM: decimal(row.maxDraughtM),
  reeferPlugs: row.reeferPlugs,
  craneCount: row.craneCount,
  craneSwlTonnes: decimal(row.craneSwlTonnes),
  iceClass: row.iceClass,
  dgClasses: row.dgClasses as ImoClass[] | null,
});

export function toVesselDto(row: VesselRow): Vessel {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    imoNumber: row.imoNumber,
    teuCapacity: row.teuCapacity,
    deadweightTonnes: row.deadweightTonnes,
    grossTonnage: row.grossTonnage,
    yearBuilt: row.yearBuilt,
    mainEnginePowerKw: row.mainEnginePowerKw,
    serviceSpeedKnots: decimal(row.serviceSpeedKnots),
    fuelConsumptionTonnesPerDay: decimal(row.fuelConsumptionTonnesPerDay),
    fuelType: row.fuelType,
    scrubberFitted: row.scrubberFitted,
    status: row.status,
    ...toParticulars(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
